import { ResponseCode } from '../../../../shared/codes';
import { type FlowResult, FlowStatus, FlowTaskStatus } from '../../../../shared/rules/flowRules';
import { AppError } from '../../../errors/appError';
import type { FlowNode } from '../definition/types';
import { resolveStepApprovers } from './approvers';
import type { FlowRun } from './flowRun';
import { noticeNewTask, noticeOutcome } from './notices';
import { addComment, markPassed } from './trail';

type UserTaskNode = Extract<FlowNode, { type: 'userTask' }>;

/** Reaches a user task: one step, one task per approver, the timer's due time, a message to each approver. */
export async function openStep(run: FlowRun, node: UserTaskNode): Promise<void> {
  const nodeName = node.name || node.id;
  const { userIds, fellBack } = await resolveStepApprovers(run.trx, run.instance, node.approvers);
  if (userIds.length === 0) throw new AppError(ResponseCode.flowNoApprover, 'flowNoApprover', { node: nodeName });
  await markPassed(run, node.id);
  const created = run.now.toISOString();
  const firstTimer = Math.min(...node.timers.map((timer) => timer.durationMs));
  const step = await run.trx
    .insertInto('flow_steps')
    .values({
      instance_id: run.instance.id,
      node_id: node.id,
      node_name: nodeName,
      mode: node.mode,
      status: FlowTaskStatus.waiting,
      due_at: Number.isFinite(firstTimer) ? new Date(run.now.getTime() + firstTimer).toISOString() : null,
      created_at: created,
      ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await run.trx
    .insertInto('flow_tasks')
    .values(
      userIds.map((assignee) => ({
        step_id: step.id,
        instance_id: run.instance.id,
        assignee_id: assignee,
        status: FlowTaskStatus.waiting,
        comment: '',
        created_at: created,
        decided_at: null,
      })),
    )
    .execute();
  if (fellBack)
    await addComment(run, { kind: 'escalate', nodeId: node.id, nodeName, message: 'flowCommentNoApprover' });
  await noticeNewTask(run, userIds, nodeName);
  run.effects.touched(userIds);
}

/** Ends a step and withdraws the tasks of it nobody decided (the other approvers of an any-one step). */
export async function closeStep(run: FlowRun, stepId: number, status: number): Promise<void> {
  const ended = run.now.toISOString();
  await run.trx
    .updateTable('flow_steps')
    .set({ status, ended_at: ended })
    .where('id', '=', stepId)
    .where('status', '=', FlowTaskStatus.waiting)
    .execute();
  await withdrawTasks(run, stepId);
}

/** Withdraws the undecided tasks of one step, or of the whole instance. */
async function withdrawTasks(run: FlowRun, stepId?: number): Promise<void> {
  let waiting = run.trx
    .selectFrom('flow_tasks')
    .select('assignee_id')
    .where('instance_id', '=', run.instance.id)
    .where('status', '=', FlowTaskStatus.waiting);
  let withdraw = run.trx
    .updateTable('flow_tasks')
    .set({ status: FlowTaskStatus.cancelled, decided_at: run.now.toISOString() })
    .where('instance_id', '=', run.instance.id)
    .where('status', '=', FlowTaskStatus.waiting);
  if (stepId !== undefined) {
    waiting = waiting.where('step_id', '=', stepId);
    withdraw = withdraw.where('step_id', '=', stepId);
  }
  const assignees = await waiting.execute();
  await withdraw.execute();
  run.effects.touched(assignees.map((row) => row.assignee_id));
}

/**
 * Ends the instance: every waiting step and task is withdrawn, status and result set, the applicant told
 * (with the reason of a refusal or a stop); `by` is who ended it, for the process that filed it.
 */
export async function endInstance(run: FlowRun, result: FlowResult, reason = '', by = ''): Promise<void> {
  const ended = run.now.toISOString();
  await run.trx
    .updateTable('flow_steps')
    .set({ status: FlowTaskStatus.cancelled, ended_at: ended })
    .where('instance_id', '=', run.instance.id)
    .where('status', '=', FlowTaskStatus.waiting)
    .execute();
  await withdrawTasks(run);
  const status = result === 'passed' ? FlowStatus.approved : FlowStatus.refused;
  await run.trx
    .updateTable('flow_instances')
    .set({ status, result, ended_at: ended })
    .where('id', '=', run.instance.id)
    .execute();
  if (result === 'passed') await addComment(run, { kind: 'passed', message: 'flowCommentPassed' });
  await noticeOutcome(run, result, reason);
  run.effects.ended = { instanceId: run.instance.id, result, reason, by };
}
