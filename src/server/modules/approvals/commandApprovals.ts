import type { CommandApproval } from '../../../shared/api/approvals';
import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Deps } from '../../deps';
import { readIds } from '../policies';
import { type ApprovalRow, approvalRecords, flowHandlersOf } from './approvalRecords';
import type { Access, ApprovalCaller } from './caller';
import { loadRequestFacts } from './requestFacts';
import { requestView } from './requestView';

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

function toView(row: ApprovalRow<'command'>, access: Access): CommandApproval {
  return {
    recordId: row.id,
    ...requestView(row, access),
    approvalOrder: row.command,
    policyName: row.policy_name,
    sessionId: row.session_id,
  };
}

const records = approvalRecords({
  kind: 'command',
  toView,
  noticeOf: (row) => ({ detail: row.command, sessionId: row.session_id }),
  formDataOf: (row) => ({ asset: row.asset_name, account: row.account_name, command: row.command }),
});

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
  return records.file(
    deps,
    { facts, policyId: request.policyId, policyName, approverIds: policyApprovers ?? [] },
    { command: request.line, session_id: request.sessionId === undefined ? '' : String(request.sessionId) },
  );
}

export const getCommandApproval = records.get;

export function decideCommandApproval(
  deps: Deps,
  caller: ApprovalCaller,
  decision: { recordId: number; status: 2 | 3; refuseReason?: string | undefined },
): Promise<CommandApproval> {
  const refuseReason = decision.status === ApprovalStatus.refused ? (decision.refuseReason ?? '') : '';
  return records.decide(
    deps,
    caller,
    decision.recordId,
    () => ({ status: decision.status, refuse_reason: refuseReason }),
    () => ({ refuseReason }),
  );
}

/** The applicant (or the gateway for them, when the session ends) withdraws a pending request: status 4. */
export const withdrawCommandApproval = records.withdraw;

/** The gateway's wait for a held line: resolves with the outcome (2 run it, 3 or 4 discard it). */
export const waitForCommandApproval = records.wait;

/** Hears the flow this kind's requests run on (modules/flow processKinds.ts). */
export const commandFlowHandlers = flowHandlersOf(records);
