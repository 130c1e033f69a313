import type { StatementResult } from '../../../../shared/api/dbSessions';
import { listHeldStatements, waitHeldStatement, withdrawHeldStatement } from '../../../../shared/api/heldStatements';
import { ResponseCode } from '../../../../shared/codes';
import { isApiError } from '../../../data/errors';
import { call } from '../../../data/http';

/** A statement an SQL policy holds for approval: its request and the policy's notice. */
export interface HeldStatement {
  approvalId: number;
  notice: string;
}

/** Each wait request is answered by the server within about 25 s (pending when nobody has decided). */
const WAIT_TIMEOUT_MS = 40_000;

/**
 * Runs a statement; when an SQL interception policy holds it (10020811), `onHeld` shows the notice and the wait
 * goes on, one long poll after another, until the approvers decide: approved answers the statement's result and
 * the approver's note; refused or withdrawn throws the server's refusal (10020812) like any failed statement.
 */
export async function runWithApproval(
  sessionId: number,
  run: () => Promise<StatementResult>,
  onHeld: (held: HeldStatement) => void,
): Promise<{ reply: StatementResult; note: string | null }> {
  try {
    return { reply: await run(), note: null };
  } catch (failure) {
    if (!isApiError(failure) || failure.code !== ResponseCode.dbStatementHeld) throw failure;
    const params = { sessionId: String(sessionId) };
    const held = (await call(listHeldStatements, { params, silent: true })).at(-1);
    if (!held) throw failure;
    onHeld({ approvalId: held.approvalId, notice: failure.msg });
    const waitParams = { ...params, approvalId: String(held.approvalId) };
    for (;;) {
      const answer = await call(waitHeldStatement, { params: waitParams, silent: true, timeoutMs: WAIT_TIMEOUT_MS });
      if (answer.status === 'ran') return { reply: answer.result, note: answer.notice };
    }
  }
}

/** The user gives up waiting: the request is withdrawn and the statement is not run. */
export const withdrawHeld = (sessionId: number, approvalId: number) =>
  call(withdrawHeldStatement, {
    params: { sessionId: String(sessionId), approvalId: String(approvalId) },
    silent: true,
  });
