import {
  getDbSessionSchema,
  getDbSessionState,
  listDbSessionDatabases,
  useDbSessionDatabase,
} from '../../../shared/api/dbConsole';
import {
  cancelDbStatement,
  closeDbSession,
  type OpenDbSessionBody,
  openDbSession,
  type RunStatementBody,
  runDbStatement,
} from '../../../shared/api/dbSessions';
import {
  closeGraphicalSession,
  type OpenGraphicalSessionBody,
  openGraphicalSession,
} from '../../../shared/api/graphicalSessions';
import { getMyAsset, listMyAssets } from '../../../shared/api/myAssets';
import {
  closeTerminalSession,
  listMyTerminalSessions,
  type OpenSessionBody,
  openTerminalSession,
} from '../../../shared/api/terminal';
import {
  type CreateTransferRecordBody,
  createTransferRecord,
  getTransferRecord,
  listDesktopDrive,
} from '../../../shared/api/transfer';
import { dbStatementSocketUrl } from '../../../shared/protocol/dbStatements';
import { call, callPage } from '../../data/http';
import { getToken } from '../../session/cookies';
import { StatementChannel } from './sql/statementChannel';

/** The terminal page's calls; with the terminal and statement sockets, what here touches the network. */

/** Failures are shown in the session's tab (with a retry), so the data layer stays silent for them. */
export const openSession = (body: OpenSessionBody) => call(openTerminalSession, { body, silent: true });

export const endSession = (sessionId: number) =>
  call(closeTerminalSession, { params: { sessionId: String(sessionId) }, silent: true });

/** Remote desktops (docs/rdp.md): a refused login is shown in the tab, with a retry. */
export const openDesktopSession = (body: OpenGraphicalSessionBody) =>
  call(openGraphicalSession, { body, silent: true });

export const endDesktopSession = (sessionId: number) =>
  call(closeGraphicalSession, { params: { sessionId: String(sessionId) }, silent: true });

export const fetchMyOnlineSessions = (signal?: AbortSignal) => call(listMyTerminalSessions, { signal, silent: true });

/** One asset the caller may use, with the accounts they may log in with, by name. */
export const fetchMyAsset = (assetId: number, signal?: AbortSignal) =>
  call(getMyAsset, { params: { assetId: String(assetId) }, signal });

/** The caller's assets matching a keyword (the picker keeps those they may log in to). */
export const fetchLoginAssets = (keyword: string, signal?: AbortSignal) =>
  callPage(listMyAssets, { query: { pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) }, signal });

/**
 * A transfer record for an SFTP transfer through the session (docs/file-transfer.md). Refusals (direction
 * not allowed, too large, session gone) come back as the server's message and are announced by the data layer.
 */
export const createSessionTransfer = (body: CreateTransferRecordBody) => call(createTransferRecord, { body });

/** One of the caller's transfer records: a held transfer's status (held, then stored or failed with the reason). */
export const fetchTransferRecord = (recordId: number, signal?: AbortSignal) =>
  call(getTransferRecord, { params: { id: String(recordId) }, signal, silent: true });

/** A folder of a remote desktop's transfer drive (docs/file-transfer.md, "Remote desktops"); shown in the panel. */
export const fetchDesktopDrive = (sessionId: number, path: string, signal?: AbortSignal) =>
  call(listDesktopDrive, { params: { sessionId: String(sessionId) }, query: { path }, signal, silent: true });

/** Database sessions (docs/database-sessions.md): failures are shown in the tab or the console's error bar. */
export const openDatabaseSession = (body: OpenDbSessionBody) => call(openDbSession, { body, silent: true });

export const endDatabaseSession = (sessionId: number) => {
  channels.get(sessionId)?.close();
  channels.delete(sessionId);
  return call(closeDbSession, { params: { sessionId: String(sessionId) }, silent: true });
};

/** Each database session's statements go over its tab's statement socket (HTTP while that is not open). */
const channels = new Map<number, StatementChannel>();

function channelOf(sessionId: number): StatementChannel {
  let channel = channels.get(sessionId);
  if (!channel) {
    const params = { sessionId: String(sessionId) };
    channel = new StatementChannel({
      socketUrl: () => {
        const token = getToken();
        return token ? dbStatementSocketUrl(window.location.origin, sessionId, token) : null;
      },
      openSocket: (url) => new WebSocket(url),
      runOverHttp: (body, timeoutMs) => call(runDbStatement, { params, body, silent: true, timeoutMs }),
      cancelOverHttp: () => call(cancelDbStatement, { params, silent: true }),
      token: getToken,
      now: () => Date.now(),
    });
    channels.set(sessionId, channel);
  }
  return channel;
}

/** Runs one statement; the wait is the statement's own timeout plus a margin, not the usual request timeout. */
export const runDatabaseStatement = (sessionId: number, body: RunStatementBody, timeoutMs: number) =>
  channelOf(sessionId).run(body, timeoutMs);

export const cancelDatabaseStatement = (sessionId: number) => channelOf(sessionId).cancel();

/** The console's live session (a reloaded tab reattaches to it); a gone one answers 10020801 to the tab itself. */
export const fetchDatabaseSessionState = (sessionId: number, signal?: AbortSignal) =>
  call(getDbSessionState, { params: { sessionId: String(sessionId) }, signal, silent: true });

export const fetchDatabaseList = (sessionId: number, signal?: AbortSignal) =>
  call(listDbSessionDatabases, { params: { sessionId: String(sessionId) }, signal, silent: true });

export const fetchDatabaseSchema = (sessionId: number, database: string | null, signal?: AbortSignal) =>
  call(getDbSessionSchema, {
    params: { sessionId: String(sessionId) },
    query: database ? { database } : {},
    signal,
    silent: true,
  });

/** Moves the session to another database; the console shows a refusal in its error bar. */
export const switchDatabase = (sessionId: number, database: string) =>
  call(useDbSessionDatabase, { params: { sessionId: String(sessionId) }, body: { database }, silent: true });
