import type { MessageKey } from '../../../shared/messages';
import { RunTrigger, TaskExecution, TaskType } from '../../../shared/rules/taskRules';
import type { Deps } from '../../deps';
import { runSearchName } from './runRows';
import { RUN_HEARTBEAT_MS } from './taskRunner';

/** The long jobs Gatehouse runs that show in the task centre as background tasks (spec §4 task type 8). */
export type BackgroundJob =
  | 'backgroundLdapSync'
  | 'backgroundLdapImport'
  | 'backgroundKeyRotation'
  | 'backgroundAssetImport';

export interface BackgroundRun {
  readonly runId: number;
  /** Work done so far of the whole (a total of 0 while it is not known yet). */
  progress(done: number, total: number): Promise<void>;
  /** Ends the run: success, or failed with the reason. */
  finish(outcome: {
    ok: boolean;
    messageKey?: MessageKey;
    params?: Record<string, string | number>;
    failed?: number;
  }): Promise<void>;
}

/**
 * Records a long job as a background run of the task centre (task type 8, no task of its own): its progress as it
 * goes, a heartbeat while it lives (a run whose node dies is marked interrupted by the next sweep), its end. The
 * run's name is the job's message key, shown in the reader's language; it is found by either language's name.
 */
export async function startBackgroundRun(deps: Deps, job: BackgroundJob, by: string): Promise<BackgroundRun> {
  const now = deps.now().toISOString();
  const { id } = await deps.db
    .insertInto('task_runs')
    .values({
      task_id: null,
      task_name: job,
      search_name: runSearchName(job),
      task_type: TaskType.background,
      status: TaskExecution.running,
      trigger: RunTrigger.manual,
      scheduled_at: now,
      started_at: now,
      ended_at: null,
      total: 0,
      done: 0,
      succeeded: 0,
      failed: 0,
      message_key: '',
      message_params: '{}',
      log: '[]',
      started_by: by.slice(0, 64),
      owner_id: 0,
      node: deps.tasks.nodeId,
      cancel_requested: 0,
      heartbeat_at: now,
      retry_of: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  deps.tasks.pushSoon(deps);
  const beat = () =>
    deps.db
      .updateTable('task_runs')
      .set({ heartbeat_at: deps.now().toISOString() })
      .where('id', '=', id)
      .execute()
      .catch((error: unknown) => deps.log.warn({ err: error, runId: id }, 'background run heartbeat failed'));
  const heartbeat = setInterval(() => void beat(), RUN_HEARTBEAT_MS);
  heartbeat.unref();
  return {
    runId: id,
    async progress(done, total) {
      await deps.db
        .updateTable('task_runs')
        .set({ done, total, succeeded: done, heartbeat_at: deps.now().toISOString() })
        .where('id', '=', id)
        .execute();
      deps.tasks.pushSoon(deps);
    },
    async finish(outcome) {
      clearInterval(heartbeat);
      const at = deps.now().toISOString();
      await deps.db
        .updateTable('task_runs')
        .set((eb) => ({
          status: outcome.ok ? TaskExecution.success : TaskExecution.failed,
          ended_at: at,
          heartbeat_at: at,
          failed: outcome.failed ?? (outcome.ok ? 0 : 1),
          succeeded: eb('done', '-', outcome.failed ?? 0),
          message_key: outcome.messageKey ?? '',
          message_params: JSON.stringify(outcome.params ?? {}),
        }))
        .where('id', '=', id)
        .execute();
      deps.tasks.pushSoon(deps);
    },
  };
}
