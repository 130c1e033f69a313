import type { Selectable } from 'kysely';
import { type EffectiveBehavior, EffectiveBehaviorSchema } from '../../../shared/api/behaviorPolicies';
import { LoginResult, SessionState, type TerminalSession } from '../../../shared/api/terminal';
import type { CommandAction } from '../../bastion/gateway/commandGuard';
import type { SessionEnd } from '../../bastion/gateway/terminalSession';
import type { Db } from '../../db/database';
import type { TerminalSessionsTable } from '../../db/schema';
import { countCommand, countSession } from '../stats';

export type SessionRow = Selectable<TerminalSessionsTable>;

/** What is copied into the row at the login attempt (names stay readable after renames and deletions). */
export interface SessionStart {
  userId: number;
  userName: string;
  nickName: string;
  assetId: number;
  assetName: string;
  address: string;
  port: number;
  protocol: string;
  accountId: number;
  accountName: string;
  proxyName: string | null;
  encoding: string;
  clientIp: string;
  userAgent: string;
  nodeId: string;
  cols: number;
  rows: number;
}

/**
 * The row of a login attempt: online until the login's outcome is known. The dashboard's session counts
 * grow in the same transaction (modules/stats).
 */
export function insertAttempt(db: Db, start: SessionStart, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertAttemptRow(trx, start, now);
    await countSession(trx, now, start);
    return id;
  });
}

async function insertAttemptRow(db: Db, start: SessionStart, now: Date): Promise<number> {
  const row = await db
    .insertInto('terminal_sessions')
    .values({
      user_id: start.userId,
      user_name: start.userName.slice(0, 64),
      nick_name: start.nickName.slice(0, 64),
      asset_id: start.assetId,
      asset_name: start.assetName.slice(0, 128),
      address: start.address.slice(0, 255),
      port: start.port,
      protocol: start.protocol,
      account_id: start.accountId,
      account_name: start.accountName.slice(0, 64),
      proxy_name: start.proxyName?.slice(0, 128) ?? null,
      encoding: start.encoding,
      client_ip: start.clientIp.slice(0, 64),
      user_agent: start.userAgent.slice(0, 512),
      node_id: start.nodeId.slice(0, 64),
      state: SessionState.online,
      login_result: LoginResult.connectionClosed,
      cols: start.cols,
      rows: start.rows,
      started_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoginFailed(
  db: Db,
  id: number,
  loginResult: number,
  failureReason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('terminal_sessions')
    .set({
      state: SessionState.finished,
      login_result: loginResult,
      failure_reason: failureReason.slice(0, 64),
      ended_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function markLoggedIn(
  db: Db,
  id: number,
  recordingFile: string,
  behavior: EffectiveBehavior,
): Promise<void> {
  await db
    .updateTable('terminal_sessions')
    .set({ login_result: LoginResult.success, recording_file: recordingFile, behavior: JSON.stringify(behavior) })
    .where('id', '=', id)
    .execute();
}

export async function markEnded(db: Db, id: number, end: SessionEnd): Promise<void> {
  await db
    .updateTable('terminal_sessions')
    .set({
      state: SessionState.finished,
      end_reason: end.reason,
      terminated_by: end.terminatedBy,
      exit_code: end.exitCode,
      ended_at: end.recording.endedAt.toISOString(),
      recording_bytes: end.recording.sizeBytes,
      command_count: end.commandCount,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertCommand(
  db: Db,
  sessionId: number,
  atSeconds: number,
  line: string,
  action: CommandAction,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('terminal_commands')
      .values({ session_id: sessionId, at_seconds: atSeconds, line, action, created_at: now.toISOString() })
      .execute();
    await countCommand(trx, now, action);
  });
}

export async function sessionRow(db: Db, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('terminal_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a session's view needs besides its row; the audit reads some of it live (sessionQueries.ts). */
export interface SessionReading {
  /** Where the duration ends: the end time, or now while the session runs. */
  endMs: number;
  recordingBytes: number;
  commandCount: number;
  /** Whether the browser is attached, as the node holding the session knows it. */
  attached: boolean;
}

/** A row as its owner and the audit see it. */
export function sessionView(row: SessionRow, reading: SessionReading): TerminalSession {
  return {
    sessionId: row.id,
    userId: row.user_id,
    userName: row.user_name,
    nickName: row.nick_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    address: row.address,
    port: row.port,
    protocol: row.protocol,
    accountId: row.account_id,
    accountName: row.account_name,
    proxyName: row.proxy_name,
    encoding: row.encoding,
    clientIp: row.client_ip,
    state: row.state,
    loginResult: row.login_result,
    failureReason: row.failure_reason,
    endReason: row.end_reason,
    terminatedBy: row.terminated_by,
    startTime: row.started_at,
    endTime: row.ended_at,
    durationSeconds: Math.max(0, Math.round((reading.endMs - Date.parse(row.started_at)) / 1000)),
    recordingBytes: reading.recordingBytes,
    commandCount: reading.commandCount,
    attached: reading.attached,
    behavior: readBehavior(row.behavior),
  };
}

function readBehavior(text: string | null): EffectiveBehavior | null {
  if (text === null) return null;
  try {
    const parsed = EffectiveBehaviorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A row as its owner sees it, from the row alone; `attached` comes from the node holding the session. */
export function toTerminalSession(row: SessionRow, now: Date, attached: boolean): TerminalSession {
  return sessionView(row, {
    endMs: row.ended_at ? Date.parse(row.ended_at) : now.getTime(),
    recordingBytes: Number(row.recording_bytes),
    commandCount: row.command_count,
    attached,
  });
}

/** The user's sessions still online, newest first (their own list on the terminal page). */
export function onlineSessionsOf(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('terminal_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', SessionState.online)
    .orderBy('id', 'desc')
    .execute();
}
