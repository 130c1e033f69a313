import type { FastifyInstance } from 'fastify';
import { JobOutcome } from '../../../shared/api/tasks';
import type { MessageKey } from '../../../shared/messages';
import {
  MISSED_AFTER_MS,
  MissedRunPolicy,
  nextRunOf,
  nextRunsOf,
  RunTrigger,
  type RunTriggerValue,
  TaskExecution,
  type TaskSchedule,
} from '../../../shared/rules/taskRules';
import type { Db } from '../../db/database';
import type { TaskRow } from '../../db/taskSchema';
import type { Deps } from '../../deps';
import { logLine, type RunLogLine } from './runLog';
import { runSearchName } from './runRows';
import { scheduleOf } from './taskRows';
import { RUN_SILENT_AFTER_MS } from './taskRunner';

/** How many due tasks one sweep claims; the next sweep takes the rest. */
const SWEEP_BATCH = 50;
/** Missed firings are counted up to this many. */
const MISSED_COUNT_MAX = 1_000;
export const DEFAULT_TASK_SWEEP_MS = 15_000;

type Trx = Db;

/** A run row for a task, as the scheduler, "run now" and a retry write it. */
export async function insertRun(
  db: Trx,
  task: Pick<TaskRow, 'id' | 'name' | 'task_type' | 'owner_id'>,
  fields: {
    status: number;
    trigger: RunTriggerValue;
    scheduledAt: string;
    now: Date;
    node: string;
    startedBy: string;
    messageKey?: MessageKey | '';
    messageParams?: Record<string, string | number>;
    retryOf?: number;
    log?: RunLogLine[];
  },
): Promise<number> {
  const now = fields.now.toISOString();
  const running = fields.status === TaskExecution.running;
  const { id } = await db
    .insertInto('task_runs')
    .values({
      task_id: task.id,
      task_name: task.name,
      search_name: runSearchName(task.name),
      task_type: task.task_type,
      status: fields.status,
      trigger: fields.trigger,
      scheduled_at: fields.scheduledAt,
      started_at: running ? now : null,
      ended_at: running ? null : now,
      total: 0,
      done: 0,
      succeeded: 0,
      failed: 0,
      message_key: fields.messageKey ?? '',
      message_params: JSON.stringify(fields.messageParams ?? {}),
      log: JSON.stringify(fields.log ?? []),
      started_by: fields.startedBy,
      owner_id: task.owner_id,
      node: fields.node,
      cancel_requested: 0,
      heartbeat_at: running ? now : null,
      retry_of: fields.retryOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Firings of the schedule from `from` (included) up to `until` (included), counted up to MISSED_COUNT_MAX. */
function firingsBetween(schedule: TaskSchedule, from: Date, until: Date): number {
  const runs = nextRunsOf(schedule, new Date(from.getTime() - 1), MISSED_COUNT_MAX);
  return runs.filter((run) => run.getTime() <= until.getTime()).length;
}

interface Firing {
  task: TaskRow;
  dueAt: string;
  outcome: (typeof JobOutcome)[keyof typeof JobOutcome];
  runId: number;
  runs: boolean;
}

/**
 * Claims the due firings of every enabled task and records them, exactly once however many nodes share the
 * database: inside one transaction, the due rows are read FOR UPDATE SKIP LOCKED on PostgreSQL (another node's
 * sweep passes over the rows this one holds) and each task's next_run_at moves on only where it still holds the
 * firing read (a compare-and-set, which also settles SQLite, whose writers take turns). A firing later than
 * MISSED_AFTER_MS (no node was up) follows the task's missed-runs policy: one run now, or a run recorded as not
 * executed; a firing while the task's previous run still runs is recorded as not executed. Answers the runs to
 * start on this node.
 */
export async function claimDueFirings(deps: Deps, node: string): Promise<number[]> {
  const now = deps.now();
  const firings = await deps.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('tasks')
      .selectAll()
      .where('enabled', '=', 1)
      .where('next_run_at', '<=', now.toISOString())
      .orderBy('next_run_at')
      .limit(SWEEP_BATCH);
    if (deps.dialect === 'postgres') due = due.forUpdate().skipLocked();
    const claimed: Firing[] = [];
    for (const task of await due.execute()) {
      const firing = await claimOne(trx, task, now, node);
      if (firing) claimed.push(firing);
    }
    return claimed;
  });
  return firings.filter((firing) => firing.runs).map((firing) => firing.runId);
}

async function claimOne(trx: Trx, task: TaskRow, now: Date, node: string): Promise<Firing | null> {
  const dueAt = task.next_run_at as string;
  const schedule = scheduleOf(task);
  const next = nextRunOf(schedule, now)?.toISOString() ?? null;
  const moved = await trx
    .updateTable('tasks')
    .set({ next_run_at: next })
    .where('id', '=', task.id)
    .where('next_run_at', '=', dueAt)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return null;

  const busy = await trx
    .selectFrom('task_runs')
    .select('id')
    .where('task_id', '=', task.id)
    .where('status', '=', TaskExecution.running)
    .executeTakeFirst();
  const late = now.getTime() - Date.parse(dueAt) > MISSED_AFTER_MS;
  const base = { now, node, scheduledAt: dueAt, startedBy: '' };
  let firing: Firing;
  if (busy) {
    const runId = await insertRun(trx, task, {
      ...base,
      status: TaskExecution.notExecuted,
      trigger: RunTrigger.schedule,
      messageKey: 'taskRunSkippedBusy',
    });
    firing = { task, dueAt, outcome: JobOutcome.skippedBusy, runId, runs: false };
  } else if (late) {
    const params = { time: dueAt, count: firingsBetween(schedule, new Date(dueAt), now) };
    const runOnce = task.missed_runs === MissedRunPolicy.runOnce;
    const runId = await insertRun(trx, task, {
      ...base,
      status: runOnce ? TaskExecution.running : TaskExecution.notExecuted,
      trigger: RunTrigger.missed,
      messageKey: runOnce ? 'taskRunMissed' : 'taskRunMissedSkipped',
      messageParams: params,
      // The run's message may end up saying how it went; its log keeps what it stands for.
      log: [logLine(now, 'warn', runOnce ? 'taskRunMissed' : 'taskRunMissedSkipped', params)],
    });
    firing = { task, dueAt, outcome: JobOutcome.missed, runId, runs: runOnce };
  } else {
    const runId = await insertRun(trx, task, {
      ...base,
      status: TaskExecution.running,
      trigger: RunTrigger.schedule,
    });
    firing = { task, dueAt, outcome: JobOutcome.started, runId, runs: true };
  }
  const run = await trx
    .selectFrom('task_runs')
    .select(['message_key', 'message_params'])
    .where('id', '=', firing.runId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('job_log')
    .values({
      task_id: task.id,
      task_name: task.name,
      search_name: runSearchName(task.name),
      scheduled_at: dueAt,
      fired_at: now.toISOString(),
      outcome: firing.outcome,
      run_id: firing.runId,
      node,
      message_key: run.message_key,
      message_params: run.message_params,
    })
    .execute();
  return firing;
}

/**
 * Marks as interrupted the runs whose node fell silent (no heartbeat for RUN_SILENT_AFTER_MS) and that this node
 * is not running: their node stopped (or lost the database) before they ended. Their targets not yet done are
 * not executed; a retry runs them again.
 */
export async function closeSilentRuns(deps: Deps, isRunningHere: (runId: number) => boolean): Promise<number> {
  const now = deps.now();
  const silentSince = new Date(now.getTime() - RUN_SILENT_AFTER_MS).toISOString();
  const rows = await deps.db
    .selectFrom('task_runs')
    .select('id')
    .where('status', '=', TaskExecution.running)
    .where('heartbeat_at', '<', silentSince)
    .execute();
  let closed = 0;
  for (const { id } of rows) {
    if (isRunningHere(id)) continue;
    const result = await deps.db
      .updateTable('task_runs')
      .set({
        status: TaskExecution.failed,
        ended_at: now.toISOString(),
        message_key: 'taskRunInterrupted',
        message_params: '{}',
      })
      .where('id', '=', id)
      .where('status', '=', TaskExecution.running)
      .where('heartbeat_at', '<', silentSince)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    await deps.db
      .updateTable('task_run_targets')
      .set({ status: TaskExecution.notExecuted, message_key: 'taskRunInterrupted', message_params: '{}' })
      .where('run_id', '=', id)
      .where('status', '=', TaskExecution.running)
      .execute();
    closed += 1;
  }
  return closed;
}

/** One sweep: silent runs closed, due firings claimed and their runs started on this node. */
export async function sweepTasks(deps: Deps): Promise<number[]> {
  const runner = deps.tasks;
  if (await closeSilentRuns(deps, (runId) => runner.isRunningHere(runId))) runner.pushSoon(deps);
  const runIds = await claimDueFirings(deps, runner.nodeId);
  for (const runId of runIds) void runner.start(deps, runId);
  if (runIds.length > 0) runner.pushSoon(deps);
  return runIds;
}

/**
 * Sweeps every `intervalMs` from the moment the server is ready until it closes (0: never, for tests that sweep
 * themselves). A sweep starts only after the previous one ended; the timer never keeps the process alive.
 */
export function scheduleTaskSweeps(app: FastifyInstance, deps: Deps, intervalMs = DEFAULT_TASK_SWEEP_MS): void {
  // Before the database closes: running runs stop at their next target and are marked interrupted.
  app.addHook('preClose', async () => deps.tasks.close());
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (wait: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      sweepTasks(deps)
        .catch((error: unknown) => deps.log.error({ err: error }, 'task sweep failed'))
        .finally(() => next(intervalMs));
    }, wait);
    timer.unref();
  };
  app.addHook('onReady', async () => next(0));
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
