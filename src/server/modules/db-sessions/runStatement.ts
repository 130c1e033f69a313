import { performance } from 'node:perf_hooks';
import type { StatementResult } from '../../../shared/api/dbSessions';
import { StatementOutcome } from '../../../shared/api/dbSessions';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { DbError, type RawResult } from '../../bastion/database/dbConnection';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { stillAuthorized } from '../terminal';
import { insertStatement } from './statementRows';

/**
 * Runs one statement of a live session and records it, whatever its outcome: the authorisation is checked again
 * first (an expired or revoked grant ends the session, accessEnded), then the statement runs under its row limit
 * and timeout. A database error, a timeout or a cancel answers its own code naming what happened, never a 500.
 */
export async function runStatement(
  deps: Deps,
  live: LiveDbSession,
  body: { sql: string; maxRows: number; timeoutMs: number },
): Promise<StatementResult> {
  const { init } = live;
  if (live.isBusy) throw new AppError(ResponseCode.dbSessionBusy, 'dbSessionBusy');
  const standing = await stillAuthorized(deps, {
    userId: init.userId,
    assetId: init.assetId,
    accountId: init.accountId,
    sourceIp: init.sourceIp,
  });
  if (!standing) {
    await live.end(SessionEndReason.accessEnded);
    throw new AppError(ResponseCode.forbidden, 'terminalNoRight', {}, { data: { reason: 'accessEnded' } });
  }
  const startedAt = deps.now();
  const start = performance.now();
  let result: RawResult;
  try {
    result = await live.run(body.sql, { maxRows: body.maxRows, timeoutMs: body.timeoutMs });
  } catch (error) {
    if (!(error instanceof DbError)) throw error;
    if (error.kind === 'busy') throw new AppError(ResponseCode.dbSessionBusy, 'dbSessionBusy');
    const durationMs = performance.now() - start;
    const outcome =
      error.kind === 'timeout'
        ? StatementOutcome.timeout
        : error.kind === 'cancelled'
          ? StatementOutcome.cancelled
          : StatementOutcome.error;
    const statementId = await insertStatement(deps.db, {
      sessionId: init.id,
      sql: body.sql,
      startedAt,
      durationMs,
      outcome,
      rowCount: null,
      affectedRows: null,
      truncated: false,
      error: error.described,
      errorCode: error.code,
      columns: [],
    });
    throw refusal(error, body.timeoutMs, statementId);
  }
  const durationMs = Math.round(performance.now() - start);
  const statementId = await insertStatement(deps.db, {
    sessionId: init.id,
    sql: body.sql,
    startedAt,
    durationMs,
    outcome: StatementOutcome.ok,
    rowCount: result.columns.length > 0 ? result.rows.length : null,
    affectedRows: result.affectedRows,
    truncated: result.truncated,
    error: null,
    errorCode: null,
    columns: result.columns,
  });
  return {
    statementId,
    columns: result.columns,
    rows: result.rows,
    rowCount: result.rows.length,
    affectedRows: result.affectedRows,
    truncated: result.truncated,
    durationMs,
  };
}

function refusal(error: DbError, timeoutMs: number, statementId: number): AppError {
  const data = { statementId, errorCode: error.code };
  if (error.kind === 'timeout')
    return new AppError(
      ResponseCode.dbStatementTimeout,
      'dbStatementTimeout',
      { seconds: Math.round(timeoutMs / 100) / 10 },
      { data },
    );
  if (error.kind === 'cancelled')
    return new AppError(ResponseCode.dbStatementCancelled, 'dbStatementCancelled', {}, { data });
  if (error.kind === 'lost') return new AppError(ResponseCode.dbSessionNotFound, 'dbSessionNotFound', {}, { data });
  return new AppError(ResponseCode.dbStatementFailed, 'dbStatementFailed', { error: error.described }, { data });
}
