import type { BodyOf } from '../../../shared/api/endpoint';
import type { completeTask } from '../../../shared/api/flow';
import { FLOW_COMMENT_MAX, FlowTaskStatus } from '../../../shared/rules/flowRules';

export type DecisionChoice = typeof FlowTaskStatus.approved | typeof FlowTaskStatus.refused;
export type CompleteTaskBody = BodyOf<typeof completeTask>;

/** What is wrong with a decision before it is sent, as a key of the shared messages (t('msg.<key>')). */
export type DecisionProblem = 'refuseReasonRequired' | 'refuseReasonTooLong';

/** Spec §5: a refusal needs a reason of at most 99 characters; an approval needs nothing. */
export function decisionProblem(choice: DecisionChoice, refuseReason: string): DecisionProblem | null {
  if (choice !== FlowTaskStatus.refused) return null;
  const reason = refuseReason.trim();
  if (!reason) return 'refuseReasonRequired';
  return reason.length > FLOW_COMMENT_MAX ? 'refuseReasonTooLong' : null;
}

/** The body of POST /api/flow/complete: spec §5, the refusal reason is not sent when approving. */
export function buildCompleteBody(taskId: number, choice: DecisionChoice, refuseReason: string): CompleteTaskBody {
  if (choice === FlowTaskStatus.refused) return { taskId, status: choice, refuseReason: refuseReason.trim() };
  return { taskId, status: choice };
}
