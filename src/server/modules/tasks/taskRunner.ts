import type { MessageKey } from '../../../shared/messages';
import { TaskExecution, TaskType } from '../../../shared/rules/taskRules';
import type { Deps, TaskRuns } from '../../deps';
import type { AssetScope } from '../assets';
import { backUpRun } from './executors/backup';
import { inspectAccount } from './executors/inspection';
import { changePasswordOf } from './executors/passwordChange';
import type {
  RunContext,
  RunTarget,
  RunWideContext,
  RunWideExecutor,
  RunWideOutcome,
  TargetExecutor,
  TargetOutcome,
} from './executors/types';
import { HOST_CONCURRENCY, hostKeys } from './hostConcurrency';
import { appendRunLog, logLine } from './runLog';
import { runSystemTask } from './system/systemRun';
import { INTERNAL_FAULT, recordTargetOutcome } from './targetOutcome';
import { ownerScope } from './taskOwner';
import { targetsOf } from './taskRows';
import { EMPTY_TARGETS, targetAccounts } from './taskTargets';

/** Task types that work on each target apart, with the task's concurrency. */
const EXECUTORS: Partial<Record<number, TargetExecutor>> = {
  [TaskType.passwordChange]: changePasswordOf,
  [TaskType.inspection]: inspectAccount,
};

/** Task types whose work is one piece over all the run's targets (a backup is one archive). */
const RUN_WIDE_EXECUTORS: Partial<Record<number, RunWideExecutor>> = {
  [TaskType.backup]: backUpRun,
};

export { HOST_CONCURRENCY } from './hostConcurrency';

/** How often a running node writes its heartbeat on each of its runs and looks for a cancel request. */
export const RUN_HEARTBEAT_MS = 5_000;
/** A running run whose heartbeat is older than this lost its node: it is marked interrupted. */
export const RUN_SILENT_AFTER_MS = 60_000;
/** Task-centre pushes at most this often. */
const PUSH_INTERVAL_MS = 1_000;

interface RunState {
  cancelled: boolean;
  cancelledBy: string;
}

const message = (key: MessageKey, params: Record<string, string | number> = {}) => ({
  message_key: key,
  message_params: JSON.stringify(params),
});

/**
 * Runs task runs on this node: resolves the targets in the owner's scope, works through them with the task's
 * concurrency and at most HOST_CONCURRENCY per host (or hands them all at once to a run-wide type, the backup),
 * records each target, the run's counts and log, and tells the open task centres (throttled). A cancel request (any
 * node) is seen at the next target or heartbeat: targets not yet started are not executed, those running finish.
 */
export class TaskRunner implements TaskRuns {
  private readonly active = new Map<number, Promise<void>>();
  private readonly states = new Map<number, RunState>();
  private lastPush = 0;
  private pushTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(readonly nodeId: string) {}

  isRunningHere(runId: number): boolean {
    return this.active.has(runId);
  }

  /** A cancel asked on this node reaches its run at once; other nodes see the flag at their next heartbeat. */
  cancelHere(runId: number, by: string): void {
    const state = this.states.get(runId);
    if (state) Object.assign(state, { cancelled: true, cancelledBy: by });
  }

  /** Starts a run already recorded as running (scheduler, run now, retry); answers when it has ended. */
  start(deps: Deps, runId: number): Promise<void> {
    const state: RunState = { cancelled: false, cancelledBy: '' };
    this.states.set(runId, state);
    const done = this.execute(deps, runId, state)
      .catch((error: unknown) => {
        deps.log.error({ err: error, runId }, 'a task run failed');
        return finishRun(deps, runId, TaskExecution.failed, 'taskTargetError', { error: 'internal' });
      })
      .finally(() => {
        this.active.delete(runId);
        this.states.delete(runId);
        this.pushSoon(deps);
      });
    this.active.set(runId, done);
    this.pushSoon(deps);
    return done;
  }

  /** Tells the task centres that runs changed, at most once a second. */
  pushSoon(deps: Deps): void {
    if (this.pushTimer || this.closed) return;
    const wait = Math.max(0, this.lastPush + PUSH_INTERVAL_MS - Date.now());
    this.pushTimer = setTimeout(() => {
      this.pushTimer = undefined;
      this.lastPush = Date.now();
      void deps.realtime.taskRunsChanged().catch((error: unknown) => deps.log.warn({ err: error }, 'task push failed'));
    }, wait);
    this.pushTimer.unref();
  }

  /** Stops taking work: running runs stop at their next target and are marked interrupted. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pushTimer);
    await Promise.allSettled([...this.active.values()]);
  }

  private async execute(deps: Deps, runId: number, state: RunState): Promise<void> {
    const run = await deps.db.selectFrom('task_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    const system =
      run.task_id === null
        ? undefined
        : await deps.db
            .selectFrom('tasks')
            .select(['system_job', 'params'])
            .where('id', '=', run.task_id)
            .executeTakeFirst();
    if (system?.system_job)
      return runSystemTask(
        deps,
        runId,
        { system_job: system.system_job, params: system.params },
        RUN_HEARTBEAT_MS,
        (status, key, params) => finishRun(deps, runId, status, key, params),
      );
    const scope = await ownerScope(deps.db, run.owner_id, deps.now());
    if (!scope) return finishRun(deps, runId, TaskExecution.failed, 'taskRunOwnerGone');
    const executor = EXECUTORS[run.task_type];
    const runWide = RUN_WIDE_EXECUTORS[run.task_type];
    if (!executor && !runWide) return finishRun(deps, runId, TaskExecution.notExecuted, 'taskTypeUnavailable');
    const targets = await this.recordTargets(deps, scope, run, runWide !== undefined);
    if (targets.length === 0) return finishRun(deps, runId, TaskExecution.notExecuted, 'taskRunNoTargets');
    await appendRunLog(deps.db, runId, [logLine(deps.now(), 'info', 'taskLogStarted', { total: targets.length })]);
    this.pushSoon(deps);

    // A cancel asked before the targets were written (on any node) stops the run before its first target.
    await this.beat(deps, runId, state);
    const heartbeat = setInterval(() => void this.beat(deps, runId, state), RUN_HEARTBEAT_MS);
    heartbeat.unref();
    let runMessage: RunWideOutcome['message'] = null;
    try {
      if (runWide) runMessage = await this.workAsOne(deps, scope, run, targets, runWide, state);
      else if (executor) await this.workThrough(deps, scope, runId, targets, executor, state);
    } finally {
      clearInterval(heartbeat);
    }
    const counts = await deps.db
      .selectFrom('task_runs')
      .select(['succeeded', 'failed', 'done', 'total'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    await appendRunLog(deps.db, runId, [
      logLine(deps.now(), counts.failed > 0 ? 'warn' : 'info', 'taskLogEnded', {
        succeeded: counts.succeeded,
        failed: counts.failed,
      }),
    ]);
    if (state.cancelled || this.closed) {
      await deps.db
        .updateTable('task_run_targets')
        .set({ status: TaskExecution.notExecuted, ...message('taskTargetCancelled') })
        .where('run_id', '=', runId)
        .where('status', '=', TaskExecution.running)
        .execute();
      return state.cancelled
        ? finishRun(deps, runId, TaskExecution.failed, 'taskRunCancelled', { user: state.cancelledBy })
        : finishRun(deps, runId, TaskExecution.failed, 'taskRunInterrupted');
    }
    const status = counts.failed > 0 ? TaskExecution.failed : TaskExecution.success;
    return finishRun(deps, runId, status, runMessage?.messageKey ?? '', runMessage?.params ?? {});
  }

  /**
   * The run's accounts, written as its targets: a task's targets now, or the failed ones of the run retried. A
   * run-wide type retries every account of the run retried: its work is one piece (a backup of only the failed
   * accounts would be a partial archive that retention counts as a whole one).
   */
  private async recordTargets(
    deps: Deps,
    scope: AssetScope,
    run: { id: number; task_id: number | null; retry_of: number | null },
    isRunWide: boolean,
  ): Promise<RunTarget[]> {
    let accounts: Awaited<ReturnType<typeof targetAccounts>>;
    if (run.retry_of !== null) {
      const statuses = isRunWide
        ? [TaskExecution.success, TaskExecution.failed, TaskExecution.notExecuted]
        : [TaskExecution.failed, TaskExecution.notExecuted];
      const failed = await deps.db
        .selectFrom('task_run_targets')
        .select('account_id')
        .where('run_id', '=', run.retry_of)
        .where('status', 'in', statuses)
        .where('account_id', 'is not', null)
        .execute();
      const accountIds = failed.map((row) => row.account_id as number);
      accounts = await targetAccounts(deps.db, scope, { ...EMPTY_TARGETS, accountIds });
    } else {
      const task = run.task_id
        ? await deps.db.selectFrom('tasks').select('targets').where('id', '=', run.task_id).executeTakeFirst()
        : undefined;
      accounts = task ? await targetAccounts(deps.db, scope, targetsOf(task)) : [];
    }
    if (accounts.length === 0) return [];
    const rows: RunTarget[] = [];
    // One insert per account keeps the ids; a run has at most a few thousand targets.
    for (const account of accounts) {
      const { id } = await deps.db
        .insertInto('task_run_targets')
        .values({
          run_id: run.id,
          account_id: account.accountId,
          account_name: account.accountName,
          asset_id: account.assetId,
          asset_name: account.assetName,
          address: account.address,
          status: TaskExecution.running,
          check_result: null,
          strength: null,
          changed_outside: 0,
          ...message('ok'),
          started_at: null,
          ended_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rows.push({ targetId: id, ...account });
    }
    await deps.db.updateTable('task_runs').set({ total: rows.length }).where('id', '=', run.id).execute();
    return rows;
  }

  private async workThrough(
    deps: Deps,
    scope: AssetScope,
    runId: number,
    targets: RunTarget[],
    executor: TargetExecutor,
    state: RunState,
  ): Promise<void> {
    const task = await deps.db
      .selectFrom('task_runs')
      .leftJoin('tasks', 'tasks.id', 'task_runs.task_id')
      .select(['tasks.concurrency', 'tasks.script_id', 'task_runs.started_by'])
      .where('task_runs.id', '=', runId)
      .executeTakeFirst();
    const concurrency = task?.concurrency ?? 4;
    const context: RunContext = { by: task?.started_by || 'system', scriptId: task?.script_id ?? null };
    const waiting = [...targets];
    const hostOf = await hostKeys(deps, targets);
    const perHost = new Map<string, number>();
    const running = new Set<Promise<void>>();
    const stopping = () => state.cancelled || this.closed;
    while (waiting.length > 0 && !stopping()) {
      const index = waiting.findIndex((target) => (perHost.get(hostOf(target)) ?? 0) < HOST_CONCURRENCY);
      if (index === -1 || running.size >= concurrency) {
        await Promise.race(running);
        continue;
      }
      const [target] = waiting.splice(index, 1) as [RunTarget];
      const host = hostOf(target);
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
      const work = this.runTarget(deps, scope, runId, target, executor, context).finally(() => {
        perHost.set(host, (perHost.get(host) ?? 1) - 1);
        running.delete(work);
      });
      running.add(work);
    }
    await Promise.allSettled(running);
  }

  private async runTarget(
    deps: Deps,
    scope: AssetScope,
    runId: number,
    target: RunTarget,
    executor: TargetExecutor,
    context: RunContext,
  ): Promise<void> {
    await deps.db
      .updateTable('task_run_targets')
      .set({ started_at: deps.now().toISOString() })
      .where('id', '=', target.targetId)
      .execute();
    let outcome: TargetOutcome;
    try {
      outcome = await executor(deps, scope, target, context);
    } catch (error) {
      deps.log.error({ err: error, runId, accountId: target.accountId }, 'a task target failed');
      outcome = INTERNAL_FAULT;
    }
    await recordTargetOutcome(deps, runId, target, outcome, true);
    this.pushSoon(deps);
  }

  /**
   * A run-wide type's one call over all the targets (all marked started), then each target's outcome. A target the
   * executor left without an outcome (it stopped for a cancel) stays running: the cancel marks it not executed.
   */
  private async workAsOne(
    deps: Deps,
    scope: AssetScope,
    run: { id: number; task_id: number | null; task_name: string; started_by: string },
    targets: RunTarget[],
    executor: RunWideExecutor,
    state: RunState,
  ): Promise<RunWideOutcome['message']> {
    await deps.db
      .updateTable('task_run_targets')
      .set({ started_at: deps.now().toISOString() })
      .where('run_id', '=', run.id)
      .execute();
    const context: RunWideContext = {
      by: run.started_by || 'system',
      scriptId: null,
      runId: run.id,
      taskId: run.task_id,
      taskName: run.task_name,
      isStopping: () => state.cancelled || this.closed,
    };
    let result: RunWideOutcome;
    try {
      result = await executor(deps, scope, targets, context);
    } catch (error) {
      deps.log.error({ err: error, runId: run.id }, 'a run-wide task failed');
      result = {
        outcomes: new Map(targets.map((target) => [target.targetId, INTERNAL_FAULT])),
        log: [],
        message: { messageKey: 'taskTargetError', params: { error: 'internal' } },
      };
    }
    if (result.log.length > 0)
      await appendRunLog(
        deps.db,
        run.id,
        result.log.map((line) => logLine(deps.now(), line.level, line.messageKey, line.params)),
      );
    for (const target of targets) {
      const outcome = result.outcomes.get(target.targetId);
      // What failed the whole run is in its message and the executor's log once, not on a line per account.
      const isRunFailure = outcome?.messageKey === result.message?.messageKey;
      if (outcome) await recordTargetOutcome(deps, run.id, target, outcome, !isRunFailure);
    }
    this.pushSoon(deps);
    return result.message;
  }

  private async beat(deps: Deps, runId: number, state: RunState): Promise<void> {
    try {
      const row = await deps.db
        .selectFrom('task_runs')
        .select(['cancel_requested', 'message_params'])
        .where('id', '=', runId)
        .executeTakeFirst();
      if (row?.cancel_requested === 1) {
        state.cancelled = true;
        state.cancelledBy = (JSON.parse(row.message_params) as { user?: string }).user ?? '';
      }
      await deps.db
        .updateTable('task_runs')
        .set({ heartbeat_at: deps.now().toISOString() })
        .where('id', '=', runId)
        .execute();
    } catch (error) {
      deps.log.warn({ err: error, runId }, 'task run heartbeat failed');
    }
  }
}

/** Ends a run: its state, end time and message. */
export async function finishRun(
  deps: Deps,
  runId: number,
  status: number,
  key: MessageKey | '',
  params: Record<string, string | number> = {},
): Promise<void> {
  const update = deps.db
    .updateTable('task_runs')
    .set({ status, ended_at: deps.now().toISOString(), heartbeat_at: deps.now().toISOString() })
    .where('id', '=', runId);
  await (key === '' ? update : update.set(message(key, params))).execute();
}
