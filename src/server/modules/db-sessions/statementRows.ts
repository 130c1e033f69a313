import { sql } from 'kysely';
import type { DbColumn, StatementRecord } from '../../../shared/api/dbSessions';
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
  }));
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
