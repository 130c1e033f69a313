import { performance } from 'node:perf_hooks';
import type { StatementResult } from '../../../shared/api/dbSessions';
import { StatementOutcome } from '../../../shared/api/dbSessions';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { DbError, type RawResult } from '../../bastion/database/dbConnection';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { holdStatement } from './heldStatements';
import { judgeStatement } from './judgeStatement';
import { maskedError } from './maskedError';
import { maskResult } from './maskResult';
import { requireStanding } from './sessionStanding';
import { statementPolicyFor } from './statementPolicy';
import { insertStatement } from './statementRows';

/**
 * Runs one statement of a live session and records it, whatever its outcome: the authorisation is checked again
 * first (an expired or revoked grant ends the session, accessEnded), then the SQL interception policies judge it
 * (judgeStatement: blocked 10020810, held for approval 10020811 with data.approvalId, or run with a warning),
 * then the statement runs under its row limit and timeout. A database error, a timeout or a cancel answers its
 * own code naming what happened, never a 500. `approved`: a held statement the approvers let through
 * (heldStatements.ts), not judged again.
 */
export async function runStatement(
  deps: Deps,
  live: LiveDbSession,
  body: { sql: string; maxRows?: number | undefined; timeoutMs?: number | undefined },
  lang: Lang,
  approved?: { notice: string },
): Promise<StatementResult> {
  const { init } = live;
  if (live.isBusy) throw new AppError(ResponseCode.dbSessionBusy, 'dbSessionBusy');
  await requireStanding(deps, live);
  const warning = approved ? undefined : await intercept(deps, live, body.sql, lang);
  const policy = await statementPolicyFor(deps, init, body);
  const startedAt = deps.now();
  const start = performance.now();
  let result: RawResult;
  try {
    result = maskResult(
      live.init.connection.protocol,
      body.sql,
      await live.run(body.sql, policy.limits),
      policy.masking,
    );
  } catch (thrown) {
    if (!(thrown instanceof DbError)) throw thrown;
    const error = maskedError(thrown, body.sql, policy.masking);
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
    throw refusal(error, policy.limits.timeoutMs, statementId);
  }
  const durationMs = Math.round(performance.now() - start);
  const statementId = await insertStatement(deps.db, {
    sessionId: init.id,
    sql: body.sql,
    startedAt,
    durationMs,
    outcome: approved ? StatementOutcome.approved : warning ? StatementOutcome.warned : StatementOutcome.ok,
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
    ...(warning ? { warning } : {}),
  };
}

/**
 * The SQL interception verdict: a blocked statement is recorded and refused, a held one waits for its approvers
 * (heldStatements.ts) and is answered as held; the warning of a warned one is returned for the reply.
 */
async function intercept(deps: Deps, live: LiveDbSession, sql: string, lang: Lang): Promise<string | undefined> {
  const { init } = live;
  const verdict = await judgeStatement(
    deps,
    {
      sessionId: init.id,
      userId: init.userId,
      assetId: init.assetId,
      accountId: init.accountId,
      protocol: init.connection.protocol,
      database: live.database ?? init.target?.database ?? null,
    },
    sql,
    lang,
  );
  if (verdict.action === 'run') return undefined;
  if (verdict.action === 'warn') return verdict.notice;
  if (verdict.action === 'hold') {
    const approvalId = holdStatement(deps, live, sql, lang, verdict);
    throw new AppError(
      ResponseCode.dbStatementHeld,
      'dbStatementNotice',
      { notice: verdict.notice },
      {
        data: { approvalId },
      },
    );
  }
  const statementId = await insertStatement(deps.db, {
    sessionId: init.id,
    sql,
    startedAt: deps.now(),
    durationMs: 0,
    outcome: StatementOutcome.blocked,
    rowCount: null,
    affectedRows: null,
    truncated: false,
    error: verdict.notice,
    errorCode: null,
    columns: [],
  });
  throw new AppError(
    ResponseCode.dbStatementBlocked,
    'dbStatementNotice',
    { notice: verdict.notice },
    {
      data: { statementId },
    },
  );
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
