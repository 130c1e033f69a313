import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/codes';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { repeatWhileServing } from '../../../plugins/repeatWhileServing';
import type { BoundaryTimer, FlowNode } from '../definition/types';
import { followFlows, hasWaitingSteps } from './advance';
import { changeInstance } from './changeInstance';
import { closeStep, endInstance } from './steps';
import { addComment } from './trail';

/** How many due steps one sweep takes; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

/**
 * Fires the timers of every step whose due time has passed, whoever is online: the due time is in the
 * database, so a restart or another node picks up what a stopped node left. Each step fires once: the
 * step's own `where status = waiting` decides between two nodes (or a timer and a last-second approval).
 * Answers how many fired.
 */
export async function fireDueTimers(deps: Deps): Promise<number> {
  const due = await deps.db
    .selectFrom('flow_steps')
    .select(['id', 'instance_id'])
    .where('status', '=', FlowTaskStatus.waiting)
    .where('due_at', '<=', deps.now().toISOString())
    .orderBy('due_at')
    .limit(SWEEP_BATCH)
    .execute();
  let fired = 0;
  for (const step of due) {
    try {
      if (await fireStep(deps, step.id, step.instance_id)) fired += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === ResponseCode.approvalDecided) continue;
      deps.log.error({ err: error, stepId: step.id }, 'an approval-flow timer could not fire');
    }
  }
  return fired;
}

async function fireStep(deps: Deps, stepId: number, instanceId: number): Promise<boolean> {
  return changeInstance(deps, instanceId, async (run) => {
    const step = await run.trx
      .selectFrom('flow_steps')
      .select(['node_id', 'node_name', 'status'])
      .where('id', '=', stepId)
      .executeTakeFirst();
    if (!step || step.status !== FlowTaskStatus.waiting) return false;
    const node = run.definition.nodes[step.node_id];
    const timer = node ? firstTimer(node) : undefined;
    if (!timer) return false;
    await closeStep(run, stepId, FlowTaskStatus.cancelled);
    if (timer.action === 'expire') {
      await addComment(run, {
        kind: 'expire',
        nodeId: step.node_id,
        nodeName: step.node_name,
        message: 'flowCommentExpire',
      });
      await endInstance(run, 'ended');
      return true;
    }
    await addComment(run, {
      kind: 'escalate',
      nodeId: step.node_id,
      nodeName: step.node_name,
      message: 'flowCommentEscalate',
    });
    await followFlows(run, timer.outgoing);
    if (!(await hasWaitingSteps(run))) await endInstance(run, 'passed');
    return true;
  });
}

function firstTimer(node: FlowNode): BoundaryTimer | undefined {
  if (node.type !== 'userTask') return undefined;
  return [...node.timers].sort((a, b) => a.durationMs - b.durationMs)[0];
}

/** How often a node looks for due timers; a timer fires at most this late. */
const SWEEP_MS = 5_000;

/** Sweeps for due timers from the moment the server is ready until it closes. */
export function scheduleFlowTimers(app: FastifyInstance, deps: Deps, intervalMs = SWEEP_MS): void {
  repeatWhileServing(
    app,
    intervalMs,
    () => fireDueTimers(deps),
    (error) => deps.log.error({ err: error }, 'approval-flow timer sweep failed'),
  );
}
