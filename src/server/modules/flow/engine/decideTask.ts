import { ResponseCode } from '../../../../shared/codes';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { followFlows, hasWaitingSteps } from './advance';
import { changeInstance } from './changeInstance';
import { closeStep, endInstance } from './steps';
import { addComment } from './trail';

export interface TaskDecision {
  taskId: number;
  approve: boolean;
  /** Required when refusing; not kept when approving. */
  refuseReason: string;
  caller: { id: number; name: string };
}

/**
 * An approver decides their task. A refusal ends the request. An approval settles an any-one step at once
 * (the other approvers' tasks are withdrawn) and an all-of step once every approver agreed; the flow then
 * goes on. A task already decided or withdrawn — another approver was first, the applicant withdrew, a
 * timer fired — answers 审批已完成 and changes nothing.
 */
export async function decideTask(deps: Deps, decision: TaskDecision): Promise<void> {
  const task = await deps.db
    .selectFrom('flow_tasks')
    .select(['instance_id', 'assignee_id'])
    .where('id', '=', decision.taskId)
    .executeTakeFirst();
  if (!task) throw new AppError(ResponseCode.flowTaskNotFound, 'flowTaskNotFound');
  if (task.assignee_id !== decision.caller.id)
    throw new AppError(ResponseCode.approvalNotApprover, 'approvalNotApprover');
  await changeInstance(deps, task.instance_id, async (run) => {
    const decided = await run.trx
      .updateTable('flow_tasks')
      .set({
        status: decision.approve ? FlowTaskStatus.approved : FlowTaskStatus.refused,
        comment: decision.approve ? '' : decision.refuseReason,
        decided_at: run.now.toISOString(),
      })
      .where('id', '=', decision.taskId)
      .where('status', '=', FlowTaskStatus.waiting)
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) throw new AppError(ResponseCode.approvalDecided, 'approvalDecided');
    run.effects.touched([decision.caller.id]);
    const step = await run.trx
      .selectFrom('flow_tasks')
      .innerJoin('flow_steps', 'flow_steps.id', 'flow_tasks.step_id')
      .select(['flow_steps.id', 'flow_steps.node_id', 'flow_steps.node_name', 'flow_steps.mode'])
      .where('flow_tasks.id', '=', decision.taskId)
      .executeTakeFirstOrThrow();
    await addComment(run, {
      kind: decision.approve ? 'approve' : 'refuse',
      nodeId: step.node_id,
      nodeName: step.node_name,
      userId: decision.caller.id,
      userName: decision.caller.name,
      message: decision.approve ? '' : decision.refuseReason,
    });
    if (!decision.approve) {
      await closeStep(run, step.id, FlowTaskStatus.refused);
      await endInstance(run, 'refused', decision.refuseReason, decision.caller.name);
      return;
    }
    if (step.mode === 'all') {
      const open = await run.trx
        .selectFrom('flow_tasks')
        .select('id')
        .where('step_id', '=', step.id)
        .where('status', '=', FlowTaskStatus.waiting)
        .executeTakeFirst();
      if (open) return;
    }
    await closeStep(run, step.id, FlowTaskStatus.approved);
    const node = run.definition.nodes[step.node_id];
    if (!node) throw new Error(`node ${step.node_id} missing from the deployed definition`);
    await followFlows(run, node.outgoing);
    if (!(await hasWaitingSteps(run))) await endInstance(run, 'passed', '', decision.caller.name);
  });
}
