import { listDbSessionStatements, type StatementRecord } from '../../../shared/api/dbSessions';
import { isGraphicalProtocol, sessionRfbPath } from '../../../shared/api/graphicalRecording';
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
import { GraphicalRecordingFormatError, GraphicalRecordingParser } from '../../../shared/protocol/graphicalRecording';
import { apiUrl } from '../../data/config';
import { call, callPage, type Page } from '../../data/http';
import { currentLanguage } from '../../i18n';
import { MONITOR_RDP_PATH, MONITOR_TERMINAL_PATH } from '../../navigation/paths';
import { getToken } from '../../session/cookies';
import { ReplayRecordsBuilder } from './graphical/replayRecords';
import type { RfbReplayRecording } from './graphical/rfbReplayPlayer';

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

/**
 * The live monitor of a session, in a new tab (public routes, they ask for the sign-in they need): a remote
 * desktop's (RDP, VNC) at /monitor-rdp, a terminal's at /monitor-terminal.
 */
export const monitorPath = (session: Pick<TerminalSession, 'sessionId' | 'protocol'>) =>
  `${isGraphicalProtocol(session.protocol) ? MONITOR_RDP_PATH : MONITOR_TERMINAL_PATH}?sessionId=${session.sessionId}`;

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

/** A graphical session's recording as the player needs it: what the browser received, with its times. */
export interface RfbRecordingData extends RfbReplayRecording {
  width: number;
  height: number;
  /** The file ended inside a record (the session is live, or the server stopped): played up to the last whole one. */
  truncated: boolean;
}

/**
 * The `.rfb` recording, read as it downloads (never held whole as one buffer): the header, then the records the
 * browser had received. `onProgress` is told the bytes so far and the length (0 when unknown).
 */
export async function fetchRfbRecording(
  sessionId: number,
  onProgress: (received: number, total: number) => void,
  signal?: AbortSignal,
): Promise<RfbRecordingData> {
  const token = getToken();
  const response = await fetch(apiUrl(sessionRfbPath(sessionId)), {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal: signal ?? null,
    cache: 'no-store',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json') || !response.body) {
    const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new CastFetchError(typeof body?.msg === 'string' ? body.msg : `HTTP ${response.status}`);
  }
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  const parser = new GraphicalRecordingParser();
  const builder = new ReplayRecordsBuilder();
  const size = { width: 0, height: 0 };
  const reader = response.body.getReader();
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.length;
    for (const item of parser.push(value)) {
      if (item.kind === 'header') {
        size.width = item.header.width;
        size.height = item.header.height;
      } else {
        builder.add(item.time, item.direction, item.data);
      }
    }
    onProgress(received, total);
  }
  if (!parser.headerSeen) throw new GraphicalRecordingFormatError(0, 'the header is missing or unfinished');
  return { ...builder.build(), ...size, truncated: parser.pendingBytes > 0 };
}
