import { sql } from 'kysely';
import {
  type DbColumn,
  STATEMENT_PARAM_MAX_CHARS,
  STATEMENT_PARAMS_MAX,
  type StatementRecord,
} from '../../../shared/api/dbSessions';
import type { Db } from '../../db/database';

/** A statement as it ended, written once (docs/database-sessions.md). */
export interface StatementEnd {
  sessionId: number;
  sql: string;
  startedAt: Date;
  durationMs: number;
  outcome: string;
  rowCount: number | null;
  affectedRows: number | null;
  truncated: boolean;
  error: string | null;
  errorCode: string | null;
  columns: DbColumn[];
  /** A prepared statement's parameter values as bound (auditParams cuts them); absent or null without any. */
  params?: readonly (string | null)[] | null;
}

export async function insertStatement(db: Db, end: StatementEnd): Promise<number> {
  const row = await db
    .insertInto('db_statements')
    .values({
      session_id: end.sessionId,
      sql_text: end.sql,
      started_at: end.startedAt.toISOString(),
      duration_ms: Math.max(0, Math.round(end.durationMs)),
      outcome: end.outcome,
      row_count: end.rowCount,
      affected_rows: end.affectedRows,
      truncated: end.truncated ? 1 : 0,
      error_text: end.error?.slice(0, 2048) ?? null,
      error_code: end.errorCode?.slice(0, 64) ?? null,
      columns: JSON.stringify(end.columns),
      params: end.params ? JSON.stringify(auditParams(end.params)) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function statementCount(db: Db, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('db_statements')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A session's statements in the order they ran (only the newest ones when `newest` is given). */
export async function listStatements(db: Db, sessionId: number, newest?: number): Promise<StatementRecord[]> {
  const query = db
    .selectFrom('db_statements')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id', newest ? 'desc' : 'asc');
  const rows = newest ? (await query.limit(newest).execute()).reverse() : await query.execute();
  return rows.map((row) => ({
    statementId: row.id,
    sql: row.sql_text,
    time: row.started_at,
    durationMs: row.duration_ms,
    outcome: row.outcome,
    rowCount: row.row_count,
    affectedRows: row.affected_rows === null ? null : Number(row.affected_rows),
    truncated: row.truncated === 1,
    error: row.error_text,
    errorCode: row.error_code,
    columns: readColumns(row.columns),
    params: readParams(row.params),
  }));
}

/** At most STATEMENT_PARAMS_MAX values, each cut to STATEMENT_PARAM_MAX_CHARS (an ellipsis says it was cut). */
export function auditParams(params: readonly (string | null)[]): (string | null)[] {
  return params
    .slice(0, STATEMENT_PARAMS_MAX)
    .map((value) =>
      value !== null && value.length > STATEMENT_PARAM_MAX_CHARS
        ? `${value.slice(0, STATEMENT_PARAM_MAX_CHARS)}…`
        : value,
    );
}

function readParams(text: string | null): (string | null)[] | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((value) => (value === null ? null : String(value))) : null;
  } catch {
    return null;
  }
}

function readColumns(text: string): DbColumn[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as DbColumn[]) : [];
  } catch {
    // Written by insertStatement only; an unreadable value shows as no columns rather than failing the audit.
    return [];
  }
}
