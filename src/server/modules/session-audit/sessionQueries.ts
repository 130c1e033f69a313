import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import {
  type CommandRecord,
  type ListCommandsQuerySchema,
  type ListSessionsQuerySchema,
  type SessionCommand,
  SessionState,
  type TerminalSession,
} from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { TerminalSessionsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { sessionView } from '../terminal';
import { recordingPath, recordingSize } from './recordingFile';

type SessionRow = Selectable<TerminalSessionsTable> & { commands: number | string | bigint };

export const sessionNotFound = () => new AppError(ResponseCode.auditSessionNotFound, 'auditSessionNotFound');

/**
 * Every session, online and finished, newest first. The audit is global: like the operation log, the
 * session records belong to holders of system:log:query (spec §6 gives department scope to assets and
 * accounts, not to the logs).
 */
export async function listSessionRows(
  deps: Deps,
  query: z.output<typeof ListSessionsQuerySchema>,
): Promise<{ rows: TerminalSession[]; total: number }> {
  let base = deps.db.selectFrom('terminal_sessions');
  if (query.state) base = base.where('state', '=', Number(query.state));
  if (query.userName) {
    const pattern = likePattern(query.userName);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(user_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(nick_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.asset) {
    const pattern = likePattern(query.asset);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(asset_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(address)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.accountName) {
    base = base.where(sql<boolean>`lower(account_name) like ${likePattern(query.accountName)} escape '\\'`);
  }
  if (query.command) {
    const pattern = likePattern(query.command);
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('terminal_commands')
          .select(sql`1`.as('one'))
          .whereRef('terminal_commands.session_id', '=', 'terminal_sessions.id')
          .where(sql<boolean>`lower(terminal_commands.line) like ${pattern} escape '\\'`),
      ),
    );
  }
  const startFrom = isoBound('startFrom', query.startFrom);
  const startTo = isoBound('startTo', query.startTo);
  if (startFrom) base = base.where('started_at', '>=', startFrom);
  if (startTo) base = base.where('started_at', '<=', startTo);
  if (query.userId !== undefined) base = base.where('user_id', '=', query.userId);
  if (query.assetId !== undefined) base = base.where('asset_id', '=', query.assetId);
  if (query.protocol) base = base.where('protocol', '=', query.protocol.toUpperCase());
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('terminal_sessions')
    .select(commandCount)
    .orderBy('terminal_sessions.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { total: Number(total), rows: await Promise.all(rows.map((row) => toTerminalSession(deps, row))) };
}

export async function getSessionRow(deps: Deps, sessionId: number): Promise<TerminalSession> {
  return toTerminalSession(deps, await findSession(deps.db, sessionId));
}

export async function findSession(db: Db, sessionId: number): Promise<SessionRow> {
  const row = await db
    .selectFrom('terminal_sessions')
    .selectAll('terminal_sessions')
    .select(commandCount)
    .where('terminal_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) throw sessionNotFound();
  return row;
}

/** The command lines of a session in the order they were submitted. */
export async function listCommandRows(db: Db, sessionId: number): Promise<SessionCommand[]> {
  await findSession(db, sessionId);
  const rows = await db
    .selectFrom('terminal_commands')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('at_seconds')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ at: Number(row.at_seconds), line: row.line, action: row.action, time: row.created_at }));
}

const HELD_OUTCOMES = ['approved', 'refused', 'withdrawn'];

/**
 * Command lines across sessions, newest first (/statis-info-list): the lines behind the statistics report's
 * command counts, with the session's user, asset and account. Global, like the session list.
 */
export async function listCommandRecords(
  db: Db,
  query: z.output<typeof ListCommandsQuerySchema>,
): Promise<{ rows: CommandRecord[]; total: number }> {
  let base = db
    .selectFrom('terminal_commands')
    .innerJoin('terminal_sessions', 'terminal_sessions.id', 'terminal_commands.session_id');
  const timeFrom = isoBound('timeFrom', query.timeFrom);
  const timeTo = isoBound('timeTo', query.timeTo);
  if (timeFrom) base = base.where('terminal_commands.created_at', '>=', timeFrom);
  if (timeTo) base = base.where('terminal_commands.created_at', '<=', timeTo);
  if (query.action) base = base.where('terminal_commands.action', '=', query.action);
  if (query.held) base = base.where('terminal_commands.action', 'in', HELD_OUTCOMES);
  if (query.userId !== undefined) base = base.where('terminal_sessions.user_id', '=', query.userId);
  if (query.assetId !== undefined) base = base.where('terminal_sessions.asset_id', '=', query.assetId);
  if (query.line) {
    base = base.where(sql<boolean>`lower(terminal_commands.line) like ${likePattern(query.line)} escape '\\'`);
  }
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'terminal_commands.id as command_id',
      'terminal_commands.session_id',
      'terminal_commands.at_seconds',
      'terminal_commands.line',
      'terminal_commands.action',
      'terminal_commands.created_at',
      'terminal_sessions.user_id',
      'terminal_sessions.user_name',
      'terminal_sessions.nick_name',
      'terminal_sessions.asset_id',
      'terminal_sessions.asset_name',
      'terminal_sessions.account_name',
    ])
    .orderBy('terminal_commands.created_at', 'desc')
    .orderBy('terminal_commands.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      commandId: row.command_id,
      sessionId: row.session_id,
      at: Number(row.at_seconds),
      line: row.line,
      action: row.action,
      time: row.created_at,
      userId: row.user_id,
      userName: row.user_name,
      nickName: row.nick_name,
      assetId: row.asset_id,
      assetName: row.asset_name,
      accountName: row.account_name,
    })),
  };
}

/** Command lines of a terminal session, statements of a database session (docs/database-sessions.md). */
const commandCount = sql<number>`((select count(*) from terminal_commands c where c.session_id = terminal_sessions.id)
  + (select count(*) from db_statements s where s.session_id = terminal_sessions.id))`.as('commands');

async function toTerminalSession(deps: Deps, row: SessionRow): Promise<TerminalSession> {
  const isOnline = row.state === SessionState.online;
  const endMs = row.ended_at ? Date.parse(row.ended_at) : isOnline ? deps.now().getTime() : Date.parse(row.started_at);
  let recordingBytes = Number(row.recording_bytes);
  if (isOnline && row.recording_file) {
    // The row's size is written when the session ends; while it runs the file on disk is the truth.
    const path = recordingPath(deps.dataDir, row.recording_file);
    recordingBytes = (path ? await recordingSize(path) : null) ?? recordingBytes;
  }
  return sessionView(row, {
    endMs,
    recordingBytes,
    commandCount: Number(row.commands),
    // Whether the browser is attached lives in the gateway of the node holding the session; a session held
    // by another node is reported attached (its row only says it is up).
    attached: isOnline && (deps.terminals.get(row.id)?.attached ?? row.node_id !== deps.terminals.nodeId),
  });
}

/** Lower-cased, LIKE wildcards typed by the user matched literally (SQLite's like ignores case, PostgreSQL's does not). */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A start-time bound as the rows store it (ISO-8601 UTC); anything unreadable is refused, naming the field. */
function isoBound(field: string, value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw fieldError(field, 'fieldInvalid', { field });
  return new Date(time).toISOString();
}
