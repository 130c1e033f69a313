import type { LoginApproval } from '../../../shared/api/approvals';
import { ResponseCode } from '../../../shared/codes';
import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { type ApprovalRow, approvalRecords, flowHandlersOf } from './approvalRecords';
import type { Access, ApprovalCaller } from './caller';
import { checkLoginPolicy } from './loginPolicyCheck';
import { loadRequestFacts } from './requestFacts';
import { requestView } from './requestView';

const MINUTE_MS = 60_000;

function toView(row: ApprovalRow<'login'>, access: Access): LoginApproval {
  return {
    id: row.id,
    ...requestView(row, access),
    reason: row.reason,
    expirationTime: row.expiration_minutes,
    windowEndTime: row.window_ends_at,
    policyName: row.policy_name,
  };
}

const DEFAULT_LOGIN_MINUTES = 5;

const records = approvalRecords({
  kind: 'login',
  toView,
  noticeOf: (row) => ({ detail: row.reason }),
  formDataOf: (row) => ({ asset: row.asset_name, account: row.account_name, reason: row.reason }),
  // Approved in the approval centre, where no window is chosen: the spec's default of 5 minutes.
  approvedColumns: (row, now) => {
    const minutes = row.expiration_minutes ?? DEFAULT_LOGIN_MINUTES;
    return {
      expiration_minutes: minutes,
      window_ends_at: new Date(now.getTime() + minutes * MINUTE_MS).toISOString(),
    };
  },
});

export interface LoginApprovalRequest {
  userId: number;
  assetId: number;
  accountId: number;
  sourceIp: string;
  reason: string;
}

/**
 * Files a login request where a login policy requires approval (checkLoginPolicy answered
 * approvalRequired); a request already waiting for the same user, asset and account is answered instead
 * of a second one. Refused with loginApprovalNotRequired when the policies allow or deny outright.
 */
export async function requestLoginApproval(deps: Deps, request: LoginApprovalRequest): Promise<number> {
  const facts = await loadRequestFacts(deps.db, request);
  const decision = await checkLoginPolicy(deps, request);
  if (decision.kind !== 'approvalRequired')
    throw new AppError(ResponseCode.loginApprovalNotRequired, 'loginApprovalNotRequired');
  if (decision.pendingId !== null) return decision.pendingId;
  return records.file(
    deps,
    { facts, policyId: decision.policyId, policyName: decision.policyName, approverIds: decision.approverIds },
    { reason: request.reason, source_ip: request.sourceIp, expiration_minutes: null, window_ends_at: null },
  );
}

export const getLoginApproval = records.get;

/** Approve with a login window of expirationTime minutes from now, or refuse with a reason. */
export function decideLoginApproval(
  deps: Deps,
  caller: ApprovalCaller,
  decision: { id: number; status: 2 | 3; expirationTime: number | null; refuseReason: string },
): Promise<LoginApproval> {
  const approved = decision.status === ApprovalStatus.approved;
  const minutes = approved ? (decision.expirationTime ?? DEFAULT_LOGIN_MINUTES) : null;
  return records.decide(
    deps,
    caller,
    decision.id,
    (now) => ({
      status: decision.status,
      refuse_reason: approved ? '' : decision.refuseReason,
      expiration_minutes: minutes,
      window_ends_at: minutes === null ? null : new Date(now.getTime() + minutes * MINUTE_MS).toISOString(),
    }),
    (row) => (approved ? { loginMinutes: minutes } : { refuseReason: row.refuse_reason }),
  );
}

export function withdrawLoginApproval(deps: Deps, caller: ApprovalCaller, id: number): Promise<LoginApproval> {
  return records.withdraw(deps, id, caller);
}

/** For a terminal that waits on a login request: resolves when it is decided or withdrawn. */
export const waitForLoginApproval = records.wait;

/** Hears the flow this kind's requests run on (modules/flow processKinds.ts). */
export const loginFlowHandlers = flowHandlersOf(records);
