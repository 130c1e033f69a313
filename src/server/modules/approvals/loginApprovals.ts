import type { LoginApproval } from '../../../shared/api/approvals';
import { ApprovalStatus } from '../../../shared/approvalRules';
import { ResponseCode } from '../../../shared/codes';
import type { LoginApprovalsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/appError';
import { type DecisionDetails, type NoticeSubject, noticeToApplicant, noticeToApprovers } from './approvalNotices';
import { assign, assigneesOf, resolveApprovers } from './assignees';
import {
  type Access,
  type ApprovalCaller,
  accessOf,
  approvalNotFound,
  requireDecidable,
  requireOneRow,
  requireWithdrawable,
} from './caller';
import { checkLoginPolicy } from './loginPolicyCheck';
import { factColumns, loadRequestFacts, type RequestFacts } from './requestFacts';
import { type ApprovalOutcome, waitForApproval } from './waiters';

type Row = Omit<LoginApprovalsTable, 'id'> & { id: number };

const MINUTE_MS = 60_000;

function factsOf(row: Row): RequestFacts {
  return {
    userId: row.user_id,
    userName: row.user_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    address: row.address,
    port: row.port,
    protocols: row.protocols,
    proxyId: row.proxy_id,
    proxyName: row.proxy_name,
    accountId: row.account_id,
    accountName: row.account_name,
  };
}

function toView(row: Row, access: Access): LoginApproval {
  return {
    id: row.id,
    serverName: row.proxy_name,
    assetsName: row.asset_name,
    assetsIp: row.address,
    assetsPort: row.port,
    account: row.account_name,
    createByName: row.user_name,
    createTime: row.created_at,
    approveByName: row.decided_by_name,
    updateTime: row.updated_at ?? '',
    status: row.status,
    refuseReason: row.refuse_reason,
    canDecide: access.isApprover && row.status === ApprovalStatus.pending,
    isApplicant: access.isApplicant,
    assetId: row.asset_id,
    accountId: row.account_id,
    reason: row.reason,
    expirationTime: row.expiration_minutes,
    windowEndTime: row.window_ends_at,
    policyName: row.policy_name,
  };
}

const subjectOf = (row: Row): NoticeSubject => ({
  kind: 'login',
  recordId: row.id,
  status: row.status,
  facts: factsOf(row),
  detail: row.reason,
});

async function loadRow(deps: Deps, id: number): Promise<Row> {
  const row = await deps.db.selectFrom('login_approvals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw approvalNotFound();
  return row;
}

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
  const approverIds = await resolveApprovers(deps.db, decision.approverIds, request.userId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('login_approvals')
      .values({
        ...factColumns(facts),
        policy_id: decision.policyId,
        policy_name: decision.policyName,
        status: ApprovalStatus.pending,
        refuse_reason: '',
        decided_by: null,
        decided_by_name: '',
        created_at: deps.now().toISOString(),
        updated_at: null,
        reason: request.reason,
        source_ip: request.sourceIp,
        expiration_minutes: null,
        window_ends_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await assign(trx, 'login', inserted.id, approverIds);
    return inserted;
  });
  await noticeToApprovers(deps, approverIds, subjectOf(row));
  await deps.realtime.countsChanged(approverIds);
  return row.id;
}

export async function getLoginApproval(deps: Deps, caller: ApprovalCaller, id: number): Promise<LoginApproval> {
  const row = await loadRow(deps, id);
  const access = await accessOf(deps.db, 'login', row, caller);
  if (!access.isApplicant && !access.isApprover) throw approvalNotFound();
  return toView(row, access);
}

/** Approve with a login window of expirationTime minutes from now, or refuse with a reason. */
export async function decideLoginApproval(
  deps: Deps,
  caller: ApprovalCaller,
  decision: { id: number; status: 2 | 3; expirationTime: number | null; refuseReason: string },
): Promise<LoginApproval> {
  const before = await loadRow(deps, decision.id);
  const access = await accessOf(deps.db, 'login', before, caller);
  if (!access.isApplicant && !access.isApprover) throw approvalNotFound();
  requireDecidable(access, before.status);
  const now = deps.now();
  const approved = decision.status === ApprovalStatus.approved;
  const minutes = approved ? (decision.expirationTime ?? 5) : null;
  requireOneRow(
    await deps.db
      .updateTable('login_approvals')
      .set({
        status: decision.status,
        refuse_reason: approved ? '' : decision.refuseReason,
        expiration_minutes: minutes,
        window_ends_at: minutes === null ? null : new Date(now.getTime() + minutes * MINUTE_MS).toISOString(),
        decided_by: caller.userId,
        decided_by_name: caller.userName,
        updated_at: now.toISOString(),
      })
      .where('id', '=', decision.id)
      .where('status', '=', ApprovalStatus.pending)
      .executeTakeFirst(),
  );
  const row = await loadRow(deps, decision.id);
  await settled(deps, row, approved ? { loginMinutes: minutes } : { refuseReason: row.refuse_reason });
  return toView(row, access);
}

export async function withdrawLoginApproval(deps: Deps, caller: ApprovalCaller, id: number): Promise<LoginApproval> {
  const before = await loadRow(deps, id);
  const access = await accessOf(deps.db, 'login', before, caller);
  requireWithdrawable(access, before.status);
  requireOneRow(
    await deps.db
      .updateTable('login_approvals')
      .set({ status: ApprovalStatus.withdrawn, updated_at: deps.now().toISOString() })
      .where('id', '=', id)
      .where('status', '=', ApprovalStatus.pending)
      .executeTakeFirst(),
  );
  const row = await loadRow(deps, id);
  await settled(deps, row, {});
  return toView(row, access);
}

async function settled(deps: Deps, row: Row, details: DecisionDetails): Promise<void> {
  const approverIds = await assigneesOf(deps.db, 'login', row.id);
  if (row.status !== ApprovalStatus.withdrawn) await noticeToApplicant(deps, subjectOf(row), details);
  await deps.realtime.countsChanged([...approverIds, row.user_id]);
  await deps.realtime.approvalSettled('login', row.id);
}

/** For a terminal that waits on a login request: resolves when it is decided or withdrawn. */
export function waitForLoginApproval(
  deps: Deps,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<ApprovalOutcome> {
  return waitForApproval(deps, 'login', id, options);
}
