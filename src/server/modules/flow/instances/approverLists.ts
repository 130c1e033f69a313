import type { ApproverStep } from '../../../../shared/api/flow';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import type { FlowDefinition, FlowNode } from '../definition/types';
import { namedApprovers } from '../engine/approvers';
import { definitionOf } from '../engine/changeInstance';
import { type FlowCaller, loadVisibleInstance } from './visibility';

type UserTaskNode = Extract<FlowNode, { type: 'userTask' }>;

async function userNames(db: Db, ids: readonly number[]): Promise<ApproverStep['approvers']> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'nick_name'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ userId: row.id, userName: row.user_name, nickName: row.nick_name }));
}

/** The user tasks a request reaches first: through gateways, every branch (which one is taken depends on the form). */
export function firstUserTasks(definition: FlowDefinition): UserTaskNode[] {
  const found = new Map<string, UserTaskNode>();
  const seen = new Set<string>();
  const queue = [definition.startId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const node = definition.nodes[id];
    if (!node) continue;
    if (node.type === 'userTask') {
      found.set(node.id, node);
      continue;
    }
    for (const flowId of node.outgoing) {
      const target = definition.flows[flowId]?.target;
      if (target) queue.push(target);
    }
  }
  return [...found.values()];
}

/**
 * Who would decide the first steps if the caller applied now. Rules that read the form or the asset name
 * nobody before the request exists; a rule that names nobody falls to the approval administrators when
 * the request is filed, and the list then says so by staying empty.
 */
export async function approversBeforeApplying(
  db: Db,
  caller: FlowCaller,
  definition: FlowDefinition,
): Promise<ApproverStep[]> {
  const subject = { applicantId: caller.id, facts: {}, formData: {} };
  const steps: ApproverStep[] = [];
  for (const node of firstUserTasks(definition)) {
    const knowable =
      node.approvers.kind === 'users' || node.approvers.kind === 'role' || node.approvers.kind === 'deptSupervisor';
    const ids = knowable ? await namedApprovers(db, subject, node.approvers) : [];
    steps.push({
      activityId: node.id,
      activityName: node.name || node.id,
      mode: node.mode,
      rule: node.approvers.kind,
      approvers: await userNames(db, ids),
    });
  }
  return steps;
}

/** Who decides the steps a request waits at now (their waiting tasks). */
export async function approversOfInstance(db: Db, caller: FlowCaller, instanceId: number): Promise<ApproverStep[]> {
  const row = await loadVisibleInstance(db, caller, instanceId);
  const definition = await definitionOf(db, row.version_id);
  const steps = await db
    .selectFrom('flow_steps')
    .select(['id', 'node_id', 'node_name', 'mode'])
    .where('instance_id', '=', instanceId)
    .where('status', '=', FlowTaskStatus.waiting)
    .orderBy('id')
    .execute();
  const result: ApproverStep[] = [];
  for (const step of steps) {
    const tasks = await db
      .selectFrom('flow_tasks')
      .select('assignee_id')
      .where('step_id', '=', step.id)
      .where('status', '=', FlowTaskStatus.waiting)
      .execute();
    const node = definition.nodes[step.node_id];
    result.push({
      activityId: step.node_id,
      activityName: step.node_name,
      mode: step.mode,
      rule: node?.type === 'userTask' ? node.approvers.kind : '',
      approvers: await userNames(
        db,
        tasks.map((task) => task.assignee_id),
      ),
    });
  }
  return result;
}
