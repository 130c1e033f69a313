import { TaskExecution } from '../../../../shared/rules/taskRules';
import type { Deps } from '../../../deps';
import { appendRunLog, logLine } from '../runLog';
import { runSystemJob, type SystemJob, type SystemJobParams } from './systemJobs';

/**
 * A run of a system task: no owner and no targets, one job; its heartbeat while it works, its outcome as the run's
 * message and log line. `finish` is the runner's own end of a run.
 */
export async function runSystemTask(
  deps: Deps,
  runId: number,
  task: { system_job: string; params: string },
  heartbeatMs: number,
  finish: (
    status: number,
    key: Parameters<typeof appendRunLog>[2][number]['key'],
    params: Record<string, string | number>,
  ) => Promise<void>,
): Promise<void> {
  const beat = setInterval(() => {
    void deps.db
      .updateTable('task_runs')
      .set({ heartbeat_at: deps.now().toISOString() })
      .where('id', '=', runId)
      .execute()
      .catch(() => undefined);
  }, heartbeatMs);
  beat.unref();
  try {
    const outcome = await runSystemJob(deps, task.system_job as SystemJob, JSON.parse(task.params) as SystemJobParams);
    await deps.db
      .updateTable('task_runs')
      .set({
        total: outcome.done,
        done: outcome.done,
        succeeded: outcome.ok ? outcome.done : 0,
        failed: outcome.ok ? 0 : 1,
      })
      .where('id', '=', runId)
      .execute();
    await appendRunLog(deps.db, runId, [
      logLine(deps.now(), outcome.ok ? 'info' : 'error', outcome.messageKey, outcome.params),
    ]);
    await finish(outcome.ok ? TaskExecution.success : TaskExecution.failed, outcome.messageKey, outcome.params);
  } finally {
    clearInterval(beat);
  }
}
