import {
  type ApplyLoginApprovalBody,
  applyLoginApproval,
  type CommandApproval,
  type DecideCommandApprovalBody,
  type DecideLoginApprovalBody,
  decideCommandApproval,
  decideLoginApproval,
  getCommandApproval,
  getLoginApproval,
  type LoginApproval,
  listPendingApprovals,
  type PendingApproval,
} from '../../../shared/api/approvals';
import type { ApprovalKind } from '../../../shared/rules/approvalRules';
import { call } from '../../data/http';

/** The approvals feature's calls; the only file here that touches the network. */

/** One shape for both kinds, so one dialog shows them (spec §2 审批消息). */
export interface ApprovalRecord {
  kind: ApprovalKind;
  id: number;
  serverName: string;
  assetsName: string;
  assetsIp: string;
  assetsPort: number;
  account: string;
  createByName: string;
  createTime: string;
  approveByName: string;
  updateTime: string;
  status: number;
  refuseReason: string;
  canDecide: boolean;
  /** The command (command approvals) or the applicant's reason (login approvals). */
  detail: string;
  expirationTime: number | null;
  windowEndTime: string | null;
}

export const fromCommand = (record: CommandApproval): ApprovalRecord => ({
  ...record,
  kind: 'command',
  id: record.recordId,
  detail: record.approvalOrder,
  expirationTime: null,
  windowEndTime: null,
});

export const fromLogin = (record: LoginApproval): ApprovalRecord => ({
  ...record,
  kind: 'login',
  detail: record.reason,
});

export async function fetchApproval(kind: ApprovalKind, id: number, signal?: AbortSignal): Promise<ApprovalRecord> {
  if (kind === 'command')
    return fromCommand(await call(getCommandApproval, { query: { recordId: String(id) }, signal }));
  return fromLogin(await call(getLoginApproval, { params: { id: String(id) }, signal }));
}

export interface Decision {
  kind: ApprovalKind;
  id: number;
  status: 2 | 3;
  refuseReason: string;
  expirationTime: number;
}

/** Spec §5: the refusal reason is not sent when approving; the login window only when approving. */
export async function submitDecision(decision: Decision): Promise<void> {
  const refused = decision.status === 3;
  if (decision.kind === 'command') {
    const body: DecideCommandApprovalBody = refused
      ? { recordId: decision.id, status: 3, refuseReason: decision.refuseReason }
      : { recordId: decision.id, status: 2 };
    await call(decideCommandApproval, { body });
    return;
  }
  const body: DecideLoginApprovalBody = refused
    ? { id: decision.id, status: 3, refuseReason: decision.refuseReason }
    : { id: decision.id, status: 2, expirationTime: decision.expirationTime };
  await call(decideLoginApproval, { body });
}

/** The requests waiting for the caller's decision (the navbar's approval badge counts them). */
export const fetchPendingApprovals = (signal?: AbortSignal): Promise<PendingApproval[]> =>
  call(listPendingApprovals, { signal });

/** The applicant asks to log in where a login policy requires approval; the form shows its own errors. */
export const fileLoginApproval = (body: ApplyLoginApprovalBody): Promise<LoginApproval> =>
  call(applyLoginApproval, { body, silent: true });
