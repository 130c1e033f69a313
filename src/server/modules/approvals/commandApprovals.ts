import type { CommandApproval } from '../../../shared/api/approvals';
import { ApprovalStatus } from '../../../shared/approvalRules';
import type { CommandApprovalsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { readIds } from '../policies/jsonList';
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
import { factColumns, loadRequestFacts, type RequestFacts } from './requestFacts';
import { type ApprovalOutcome, waitForApproval } from './waiters';

type Row = Omit<CommandApprovalsTable, 'id'> & { id: number };

/** What the gateway knows when it holds a line (docs/approvals.md "For the terminal gateway"). */
export interface CommandApprovalRequest {
  userId: number;
  assetId: number;
  accountId: number;
  /** The submitted line as the approver should read it. */
  line: string;
  /** The policy that held it (decideCommand's policyId) and its approvers (decideCommand's approverIds). */
  policyId: number | null;
  policyName?: string;
  approverIds?: readonly number[];
  /** The terminal session, shown to approvers and put in the station message. */
  sessionId?: string | number;
}

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

function toView(row: Row, access: Access): CommandApproval {
  return {
    recordId: row.id,
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
    approvalOrder: row.command,
    policyName: row.policy_name,
    sessionId: row.session_id,
  };
}

const subjectOf = (row: Row): NoticeSubject => ({
  kind: 'command',
  recordId: row.id,
  status: row.status,
  facts: factsOf(row),
  detail: row.command,
  sessionId: row.session_id,
});

async function loadRow(deps: Deps, recordId: number): Promise<Row> {
  const row = await deps.db.selectFrom('command_approvals').selectAll().where('id', '=', recordId).executeTakeFirst();
  if (!row) throw approvalNotFound();
  return row;
}

/** Files a held line for approval; its approvers get a station message and a new no_approve_num. */
export async function requestCommandApproval(deps: Deps, request: CommandApprovalRequest): Promise<number> {
  const facts = await loadRequestFacts(deps.db, request);
  let policyName = request.policyName ?? '';
  let policyApprovers = request.approverIds ? [...request.approverIds] : undefined;
  if (request.policyId !== null && (policyApprovers === undefined || !policyName)) {
    const policy = await deps.db
      .selectFrom('command_policies')
      .select(['name', 'approver_ids'])
      .where('id', '=', request.policyId)
      .executeTakeFirst();
    policyName ||= policy?.name ?? '';
    policyApprovers ??= policy ? readIds(policy.approver_ids) : [];
  }
  const approverIds = await resolveApprovers(deps.db, policyApprovers ?? [], request.userId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('command_approvals')
      .values({
        ...factColumns(facts),
        policy_id: request.policyId,
        policy_name: policyName,
        status: ApprovalStatus.pending,
        refuse_reason: '',
        decided_by: null,
        decided_by_name: '',
        created_at: deps.now().toISOString(),
        updated_at: null,
        command: request.line,
        session_id: request.sessionId === undefined ? '' : String(request.sessionId),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await assign(trx, 'command', inserted.id, approverIds);
    return inserted;
  });
  await noticeToApprovers(deps, approverIds, subjectOf(row));
  await deps.realtime.countsChanged(approverIds);
  return row.id;
}

export async function getCommandApproval(
  deps: Deps,
  caller: ApprovalCaller,
  recordId: number,
): Promise<CommandApproval> {
  const row = await loadRow(deps, recordId);
  const access = await accessOf(deps.db, 'command', row, caller);
  if (!access.isApplicant && !access.isApprover) throw approvalNotFound();
  return toView(row, access);
}

export async function decideCommandApproval(
  deps: Deps,
  caller: ApprovalCaller,
  decision: { recordId: number; status: 2 | 3; refuseReason?: string | undefined },
): Promise<CommandApproval> {
  const before = await loadRow(deps, decision.recordId);
  const access = await accessOf(deps.db, 'command', before, caller);
  if (!access.isApplicant && !access.isApprover) throw approvalNotFound();
  requireDecidable(access, before.status);
  const refuseReason = decision.status === ApprovalStatus.refused ? (decision.refuseReason ?? '') : '';
  requireOneRow(
    await deps.db
      .updateTable('command_approvals')
      .set({
        status: decision.status,
        refuse_reason: refuseReason,
        decided_by: caller.userId,
        decided_by_name: caller.userName,
        updated_at: deps.now().toISOString(),
      })
      .where('id', '=', decision.recordId)
      .where('status', '=', ApprovalStatus.pending)
      .executeTakeFirst(),
  );
  const row = await loadRow(deps, decision.recordId);
  await settled(deps, row, { refuseReason });
  return toView(row, access);
}

/** The applicant (or the gateway for them, when the session ends) withdraws a pending request: status 4. */
export async function withdrawCommandApproval(
  deps: Deps,
  recordId: number,
  caller?: ApprovalCaller,
): Promise<CommandApproval> {
  const before = await loadRow(deps, recordId);
  const access: Access = caller
    ? await accessOf(deps.db, 'command', before, caller)
    : { isApplicant: true, isApprover: false };
  requireWithdrawable(access, before.status);
  requireOneRow(
    await deps.db
      .updateTable('command_approvals')
      .set({ status: ApprovalStatus.withdrawn, updated_at: deps.now().toISOString() })
      .where('id', '=', recordId)
      .where('status', '=', ApprovalStatus.pending)
      .executeTakeFirst(),
  );
  const row = await loadRow(deps, recordId);
  await settled(deps, row, {});
  return toView(row, access);
}

/** After a decision or withdrawal: counts of the approvers, the applicant's message, the waiters. */
async function settled(deps: Deps, row: Row, details: DecisionDetails): Promise<void> {
  const approverIds = await assigneesOf(deps.db, 'command', row.id);
  if (row.status !== ApprovalStatus.withdrawn) await noticeToApplicant(deps, subjectOf(row), details);
  await deps.realtime.countsChanged([...approverIds, row.user_id]);
  await deps.realtime.approvalSettled('command', row.id);
}

/** The gateway's wait for a held line: resolves with the outcome (2 run it, 3 or 4 discard it). */
export function waitForCommandApproval(
  deps: Deps,
  recordId: number,
  options: { signal?: AbortSignal } = {},
): Promise<ApprovalOutcome> {
  return waitForApproval(deps, 'command', recordId, options);
}
