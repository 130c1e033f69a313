import { ResponseCode } from '../../../../shared/codes';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import { AppError } from '../../../errors/appError';
import { evaluateCondition } from '../definition';
import type { FlowNode, SequenceFlow } from '../definition/types';
import type { FlowRun } from './flowRun';
import { openStep } from './steps';
import { markPassed } from './trail';

/**
 * Moves the instance along its diagram from the given sequence flows until every branch waits at a user
 * task, waits at a parallel join for its siblings, or has reached an end event. Runs inside the caller's
 * transaction: a path that cannot go on (no branch matches, nobody can approve) throws and nothing of the
 * change is kept.
 */
export async function followFlows(run: FlowRun, flowIds: readonly string[]): Promise<void> {
  const queue = [...flowIds];
  for (let flowId = queue.shift(); flowId !== undefined; flowId = queue.shift()) {
    const flow = flowOf(run, flowId);
    await markPassed(run, flow.id);
    queue.push(...(await enter(run, nodeOf(run, flow.target), flow.id)));
  }
}

/** Enters a node; answers the sequence flows to follow next (none when the branch waits or ends). */
async function enter(run: FlowRun, node: FlowNode, viaFlowId: string): Promise<string[]> {
  switch (node.type) {
    case 'start':
      await markPassed(run, node.id);
      return node.outgoing.slice(0, 1);
    case 'end':
      await markPassed(run, node.id);
      return [];
    case 'userTask':
      await openStep(run, node);
      return [];
    case 'exclusiveGateway':
      await markPassed(run, node.id);
      return [chooseBranch(run, node)];
    case 'parallelGateway': {
      if (node.incoming.length > 1 && !(await allBranchesArrived(run, node, viaFlowId))) return [];
      await markPassed(run, node.id);
      return node.outgoing;
    }
  }
}

function chooseBranch(run: FlowRun, node: Extract<FlowNode, { type: 'exclusiveGateway' }>): string {
  if (node.outgoing.length === 1) return node.outgoing[0] as string;
  const match = node.outgoing
    .filter((id) => id !== node.defaultFlow)
    .find((id) => {
      const condition = flowOf(run, id).condition;
      return condition !== null && evaluateCondition(condition, run.instance.formData);
    });
  const chosen = match ?? node.defaultFlow;
  if (!chosen) throw new AppError(ResponseCode.flowNoPath, 'flowNoPath', { node: node.name || node.id });
  return chosen;
}

/** A join: records this branch; true once every incoming branch has arrived (the arrivals are then spent). */
async function allBranchesArrived(run: FlowRun, node: FlowNode, viaFlowId: string): Promise<boolean> {
  const key = { instance_id: run.instance.id, node_id: node.id };
  const already = await run.trx
    .selectFrom('flow_join_arrivals')
    .select('flow_id')
    .where('instance_id', '=', key.instance_id)
    .where('node_id', '=', key.node_id)
    .execute();
  const arrived = new Set(already.map((row) => row.flow_id));
  if (!arrived.has(viaFlowId)) {
    await run.trx
      .insertInto('flow_join_arrivals')
      .values({ ...key, flow_id: viaFlowId })
      .execute();
    arrived.add(viaFlowId);
  }
  if (!node.incoming.every((id) => arrived.has(id))) return false;
  await run.trx
    .deleteFrom('flow_join_arrivals')
    .where('instance_id', '=', key.instance_id)
    .where('node_id', '=', key.node_id)
    .execute();
  return true;
}

/** True while some step of the instance still waits for a decision. */
export async function hasWaitingSteps(run: FlowRun): Promise<boolean> {
  const row = await run.trx
    .selectFrom('flow_steps')
    .select('id')
    .where('instance_id', '=', run.instance.id)
    .where('status', '=', FlowTaskStatus.waiting)
    .executeTakeFirst();
  return row !== undefined;
}

function flowOf(run: FlowRun, id: string): SequenceFlow {
  const flow = run.definition.flows[id];
  if (!flow) throw new Error(`flow ${id} missing from the deployed definition`);
  return flow;
}

function nodeOf(run: FlowRun, id: string): FlowNode {
  const node = run.definition.nodes[id];
  if (!node) throw new Error(`node ${id} missing from the deployed definition`);
  return node;
}
