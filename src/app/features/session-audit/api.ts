import { listDbSessionStatements, type StatementRecord } from '../../../shared/api/dbSessions';
import {
  getSession,
  type ListSessionsQuery,
  listSessionCommands,
  listSessions,
  type SessionCommand,
  sessionCastPath,
  type TerminalSession,
  terminateSession,
} from '../../../shared/api/terminal';
import { listSessionTransfers } from '../../../shared/api/transfer';
import { apiUrl } from '../../data/config';
import { call, callPage, type Page } from '../../data/http';
import { currentLanguage } from '../../i18n';
import { getToken } from '../../session/cookies';

/** The session audit's calls; the only file of the feature that touches the network. */
export const fetchSessions = (query: ListSessionsQuery, signal?: AbortSignal): Promise<Page<TerminalSession>> =>
  callPage(listSessions, { query, signal });

export const fetchSession = (sessionId: number, signal?: AbortSignal): Promise<TerminalSession> =>
  call(getSession, { params: { sessionId: String(sessionId) }, signal });

export const fetchSessionCommands = (sessionId: number, signal?: AbortSignal): Promise<SessionCommand[]> =>
  call(listSessionCommands, { params: { sessionId: String(sessionId) }, signal });

export const fetchSessionTransfers = (sessionId: number, signal?: AbortSignal) =>
  call(listSessionTransfers, { params: { sessionId: String(sessionId) }, signal });
/** A database session's statements in order (docs/database-sessions.md). */
export const fetchSessionStatements = (sessionId: number, signal?: AbortSignal): Promise<StatementRecord[]> =>
  call(listDbSessionStatements, { params: { sessionId: String(sessionId) }, signal });

/** Ends a live session from the monitor (reason terminated). */
export const endSession = (sessionId: number): Promise<unknown> =>
  call(terminateSession, { params: { sessionId: String(sessionId) } });

/** The live monitor of a session, in a new tab (public route, it asks for the sign-in it needs). */
export const monitorPath = (sessionId: number) => `/monitor-terminal?sessionId=${sessionId}`;

export class CastFetchError extends Error {
  constructor(readonly msg: string) {
    super(msg);
    this.name = 'CastFetchError';
  }
}

/**
 * The recording as a blob, with the token in the Authorization header (never in the URL, where it would
 * reach logs). A refusal comes back as a JSON envelope instead of the file; its msg is the error.
 */
export async function fetchCast(sessionId: number, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(apiUrl(sessionCastPath(sessionId)), {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal: signal ?? null,
    cache: 'no-store',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new CastFetchError(typeof body?.msg === 'string' ? body.msg : `HTTP ${response.status}`);
  }
  return response.blob();
}

/** Saves the .cast file the way the browser saves any download. */
export function saveCast(blob: Blob, sessionId: number): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `session-${sessionId}.cast`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
