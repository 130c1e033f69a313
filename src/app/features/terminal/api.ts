import {
  cancelDbStatement,
  closeDbSession,
  type OpenDbSessionBody,
  openDbSession,
  type RunStatementBody,
  runDbStatement,
} from '../../../shared/api/dbSessions';
import { getMyAsset, listMyAssets } from '../../../shared/api/myAssets';
import {
  closeTerminalSession,
  listMyTerminalSessions,
  type OpenSessionBody,
  openTerminalSession,
} from '../../../shared/api/terminal';
import { type CreateTransferRecordBody, createTransferRecord } from '../../../shared/api/transfer';
import { call, callPage } from '../../data/http';

/** The terminal page's calls; the only file here that touches the network. */

/** Failures are shown in the session's tab (with a retry), so the data layer stays silent for them. */
export const openSession = (body: OpenSessionBody) => call(openTerminalSession, { body, silent: true });

export const endSession = (sessionId: number) =>
  call(closeTerminalSession, { params: { sessionId: String(sessionId) }, silent: true });

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

/** Database sessions (docs/database-sessions.md): failures are shown in the tab or the console's error bar. */
export const openDatabaseSession = (body: OpenDbSessionBody) => call(openDbSession, { body, silent: true });

export const endDatabaseSession = (sessionId: number) =>
  call(closeDbSession, { params: { sessionId: String(sessionId) }, silent: true });

/** Runs one statement; the wait is the statement's own timeout plus a margin, not the usual request timeout. */
export const runDatabaseStatement = (sessionId: number, body: RunStatementBody, timeoutMs: number) =>
  call(runDbStatement, { params: { sessionId: String(sessionId) }, body, silent: true, timeoutMs });

export const cancelDatabaseStatement = (sessionId: number) =>
  call(cancelDbStatement, { params: { sessionId: String(sessionId) }, silent: true });
