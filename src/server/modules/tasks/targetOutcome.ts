import { TaskExecution } from '../../../shared/rules/taskRules';
import type { Deps } from '../../deps';
import type { RunTarget, TargetOutcome } from './executors/types';
import { appendRunLog, logLine } from './runLog';

/** What a target records when its executor failed on a fault of Gatehouse itself (logged with the run id). */
export const INTERNAL_FAULT: TargetOutcome = {
  ok: false,
  messageKey: 'taskTargetError',
  params: { error: 'internal' },
};

/**
 * Records a target's outcome and counts it in its run; a failure gets a log line naming the account unless the run
 * says it once for all (a run-wide executor's common failure).
 */
export async function recordTargetOutcome(
  deps: Deps,
  runId: number,
  target: RunTarget,
  outcome: TargetOutcome,
  logFailure: boolean,
): Promise<void> {
  const now = deps.now().toISOString();
  await deps.db
    .updateTable('task_run_targets')
    .set({
      status: outcome.ok ? TaskExecution.success : TaskExecution.failed,
      check_result: outcome.checkResult ?? null,
      strength: outcome.strength ?? null,
      changed_outside: outcome.changedOutside ? 1 : 0,
      message_key: outcome.messageKey,
      message_params: JSON.stringify(outcome.params),
      ended_at: now,
    })
    .where('id', '=', target.targetId)
    .execute();
  await deps.db
    .updateTable('task_runs')
    .set((eb) => ({
      done: eb('done', '+', 1),
      succeeded: eb('succeeded', '+', outcome.ok ? 1 : 0),
      failed: eb('failed', '+', outcome.ok ? 0 : 1),
      heartbeat_at: now,
    }))
    .where('id', '=', runId)
    .execute();
  if (!outcome.ok && logFailure)
    await appendRunLog(deps.db, runId, [
      logLine(deps.now(), 'warn', outcome.messageKey, {
        ...outcome.params,
        account: `${target.accountName}@${target.address}`,
      }),
    ]);
}
