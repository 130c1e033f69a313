import { registerProcessKind } from '../flow';
import { commandFlowHandlers } from './commandApprovals';
import { loginFlowHandlers } from './loginApprovals';

/** Login and command approvals run on the flows bound to their kinds (docs/flows.md "Login and command approvals"). */
export function registerApprovalFlows(): void {
  registerProcessKind('login', loginFlowHandlers);
  registerProcessKind('command', commandFlowHandlers);
}
