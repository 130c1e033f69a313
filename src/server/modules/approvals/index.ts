/**
 * The service API the terminal gateway calls (docs/approvals.md "For the terminal gateway"). Everything
 * takes `deps` first and never throws into a live session except for bad input (AppError).
 */

export { countPendingFor } from './assignees';
export {
  type CommandApprovalRequest,
  requestCommandApproval,
  waitForCommandApproval,
  withdrawCommandApproval,
} from './commandApprovals';
export { type CommandDecision, type CommandFacts, decideCommand } from './decideCommand';
export { registerApprovalFlows } from './flowRegistration';
export { type LoginApprovalRequest, requestLoginApproval, waitForLoginApproval } from './loginApprovals';
export { checkLoginPolicy, type LoginFacts, type LoginPolicyDecision } from './loginPolicyCheck';
export { listPendingFor } from './pendingList';
export type { ApprovalOutcome } from './waiters';
