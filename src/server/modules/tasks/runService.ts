import { sql } from 'kysely';
import type { z } from 'zod';
import {
  type ListRunsQuerySchema,
  type RunTarget,
  type RunTrendPoint,
  type TaskRun,
  TREND_RUNS,
} from '../../../shared/api/tasks';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { RunTrigger, TaskExecution } from '../../../shared/rules/taskRules';
import type { Db } from '../../db/database';
import { containsLowered } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { RUN_COLUMNS, toLogLines, toRunTarget, toTaskRun } from './runRows';
import { insertRun } from './scheduler';
import { assertMayOperate, type TaskOperator } from './taskOperator';
import { taskNotFound } from './taskService';

type ListQuery = z.output<typeof ListRunsQuerySchema>;

const runNotFound = () =>
  new AppError(ResponseCode.taskRunNotFound, 'taskRunNotFound', {}, { data: { field: 'runId' } });

/**
 * The task centre: runs newest first (by id, the order they were recorded). The page is chosen on ids alone (the
 * indexes of 032 cover every filter with the id), then its rows are read by primary key: a deep page or a
 * filtered one skips index entries, not rows.
 */
export async function listRuns(
  deps: Deps,
  caller: TaskOperator,
  query: ListQuery,
  lang: Lang,
): Promise<{ rows: TaskRun[]; total: number }> {
  let base = deps.db.selectFrom('task_runs');
  if (query.taskName) {
    const names = await taskNamesContaining(deps.db, 'task_runs', query.taskName);
    if (names?.length === 0) return { rows: [], total: 0 };
    base = base.where(
      names
        ? (eb) => eb('task_runs.search_name', 'in', names)
        : containsLowered(deps.db, 'task_runs.search_name', query.taskName),
    );
  }
  if (query.taskType !== undefined) base = base.where('task_runs.task_type', '=', query.taskType);
  if (query.status !== undefined) base = base.where('task_runs.status', '=', query.status);
  if (query.taskId !== undefined) base = base.where('task_runs.task_id', '=', query.taskId);
  const since = parseTime(query.beginTime);
  const until = parseTime(query.endTime);
  if (since) base = base.where('task_runs.scheduled_at', '>=', since);
  if (until) base = base.where('task_runs.scheduled_at', '<=', until);
  const offset = (query.pageNum - 1) * query.pageSize;
  const window = since || until ? await windowPlace(deps.db, since, until, offset + query.pageSize) : 'none';
  if (window === 'empty') return { rows: [], total: 0 };
  const pageIds = base
    .select('task_runs.id')
    // id + 0: an order the primary key cannot give, so that the window is read from task_runs_scheduled.
    .orderBy(window === 'behind' ? sql`${sql.ref('task_runs.id')} + 0` : 'task_runs.id', 'desc')
    .limit(query.pageSize)
    .offset(offset);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('task_runs')
      .select([...RUN_COLUMNS])
      .where('id', 'in', pageIds)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    rows: rows.map((row) => toTaskRun(row, lang, caller)),
    total: Number(count.n),
  };
}

/** The task-name filter reads the distinct names from the index while there are at most this many. */
const TASK_NAMES_MAX = 1_000;

/**
 * The distinct task names (lower case) of the runs or of the job log that contain `needle`; null when the table
 * holds more than TASK_NAMES_MAX names (the caller then tests every row). Runs and firings repeat the few names of
 * their tasks, so a loose index scan of (search_name, id) (a recursive CTE: one index step per name, on both
 * databases) finds the names in about a millisecond where testing 100,000 rows takes 25 ms on PostgreSQL; the rows
 * of those names then come from the same index (bench/taskCentre.ts).
 */
export async function taskNamesContaining(
  db: Db,
  table: 'task_runs' | 'job_log',
  needle: string,
): Promise<string[] | null> {
  const from = sql.table(table);
  const { rows } = await sql<{ name: string | null; n: number }>`
    WITH RECURSIVE names(name, n) AS (
      SELECT min(search_name), 1 FROM ${from}
      UNION ALL
      SELECT (SELECT min(search_name) FROM ${from} WHERE search_name > names.name), n + 1
        FROM names WHERE names.name IS NOT NULL AND n <= ${TASK_NAMES_MAX}
    )
    SELECT name, n FROM names WHERE n > ${TASK_NAMES_MAX} OR ${containsLowered(db, 'name', needle)}`.execute(db);
  if (rows.some((row) => row.name !== null && Number(row.n) > TASK_NAMES_MAX)) return null;
  return rows.flatMap((row) => (row.name !== null && Number(row.n) <= TASK_NAMES_MAX ? [row.name] : []));
}

/**
 * Where the runs scheduled in a time window lie: 'behind' when further back from the newest run (in ids) than the
 * window is long, 'near' otherwise, 'empty' when no run is in it. Runs are recorded about in the order they are
 * scheduled, which no planner knows: for ORDER BY id DESC LIMIT, PostgreSQL walks the primary key back from the
 * newest run as if the window's runs were anywhere, and so tests every newer run first (15 ms for a week 80 days
 * back of 100,000 runs; reading the week from task_runs_scheduled takes 2). Three index look-ups tell which walk
 * is shorter: the newest id and the ids of the window's last and first runs by time. Only the plan depends on it.
 */
async function windowPlace(
  db: Db,
  since: string | undefined,
  until: string | undefined,
  reach: number,
): Promise<'behind' | 'near' | 'empty'> {
  let window = db.selectFrom('task_runs').select('id');
  if (since) window = window.where('scheduled_at', '>=', since);
  if (until) window = window.where('scheduled_at', '<=', until);
  const ends = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('task_runs')
        .select((inner) => inner.fn.max('id').as('id'))
        .as('newest'),
      window.orderBy('scheduled_at', 'desc').orderBy('id', 'desc').limit(1).as('last'),
      window.orderBy('scheduled_at').orderBy('id').limit(1).as('first'),
    ])
    .executeTakeFirstOrThrow();
  if (ends.newest === null || ends.last === null || ends.first === null) return 'empty';
  const [newest, last, first] = [Number(ends.newest), Number(ends.last), Number(ends.first)];
  return newest - last + reach > Math.abs(last - first) ? 'behind' : 'near';
}

/** A time filter as ISO UTC text; an unreadable one is ignored. */
function parseTime(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

async function runRow(deps: Deps, runId: number) {
  const row = await deps.db.selectFrom('task_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!row) throw runNotFound();
  return row;
}

export async function getRun(deps: Deps, caller: TaskOperator, runId: number, lang: Lang) {
  const row = await runRow(deps, runId);
  return { ...toTaskRun(row, lang, caller), log: toLogLines(row, lang) };
}

export async function listRunTargets(
  deps: Deps,
  query: { runId: number; status?: number | undefined; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<{ rows: RunTarget[]; total: number }> {
  await runRow(deps, query.runId);
  let base = deps.db.selectFrom('task_run_targets').where('run_id', '=', query.runId);
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return { rows: rows.map((row) => toRunTarget(row, lang)), total: Number(count.n) };
}

/** Asks a running run to stop; the node running it stops at its next target (at once when it is this node). */
export async function cancelRun(deps: Deps, caller: TaskOperator, runId: number, lang: Lang): Promise<TaskRun> {
  const by = caller.userName;
  await assertMayOperate(deps.db, caller, (await runRow(deps, runId)).owner_id);
  const result = await deps.db
    .updateTable('task_runs')
    .set({ cancel_requested: 1, message_params: JSON.stringify({ user: by }) })
    .where('id', '=', runId)
    .where('status', '=', TaskExecution.running)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await runRow(deps, runId);
    throw new AppError(ResponseCode.taskRunNotRunning, 'taskRunNotRunning', {}, { data: { field: 'runId' } });
  }
  deps.tasks.cancelHere(runId, by);
  deps.tasks.pushSoon(deps);
  return toTaskRun(await runRow(deps, runId), lang, caller);
}

/** Runs a task now, besides its schedule, on this node; refused while a run of it is running. */
export async function runTaskNow(deps: Deps, caller: TaskOperator, taskId: number): Promise<number> {
  const by = caller.userName;
  const runId = await deps.db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId)
      .where('system_job', 'is', null)
      .executeTakeFirst();
    if (!task) throw taskNotFound();
    await assertMayOperate(trx, caller, task.owner_id);
    await refuseWhileRunning(trx, taskId);
    return insertRun(trx, task, {
      status: TaskExecution.running,
      trigger: RunTrigger.manual,
      scheduledAt: deps.now().toISOString(),
      now: deps.now(),
      node: deps.tasks.nodeId,
      startedBy: by,
    });
  });
  void deps.tasks.start(deps, runId);
  return runId;
}

/** Runs the failed and not-executed targets of an ended run again, as a new run of the same task. */
export async function retryRun(deps: Deps, caller: TaskOperator, runId: number): Promise<number> {
  const by = caller.userName;
  const newRunId = await deps.db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('task_runs').selectAll().where('id', '=', runId).executeTakeFirst();
    if (!run) throw runNotFound();
    await assertMayOperate(trx, caller, run.owner_id);
    if (run.status === TaskExecution.running)
      throw new AppError(ResponseCode.taskRunStillRunning, 'taskRunStillRunning', {}, { data: { field: 'runId' } });
    const left = await trx
      .selectFrom('task_run_targets')
      .select('id')
      .where('run_id', '=', runId)
      .where('status', 'in', [TaskExecution.failed, TaskExecution.notExecuted])
      .executeTakeFirst();
    if (!left)
      throw new AppError(ResponseCode.taskRunNothingToRetry, 'taskRunNothingToRetry', {}, { data: { field: 'runId' } });
    if (run.task_id !== null) await refuseWhileRunning(trx, run.task_id);
    const owner = run.task_id
      ? await trx.selectFrom('tasks').select('owner_id').where('id', '=', run.task_id).executeTakeFirst()
      : undefined;
    return insertRun(
      trx,
      {
        id: run.task_id as number,
        name: run.task_name,
        task_type: run.task_type,
        owner_id: owner?.owner_id ?? run.owner_id,
      },
      {
        status: TaskExecution.running,
        trigger: RunTrigger.retry,
        scheduledAt: deps.now().toISOString(),
        now: deps.now(),
        node: deps.tasks.nodeId,
        startedBy: by,
        retryOf: runId,
      },
    );
  });
  void deps.tasks.start(deps, newRunId);
  return newRunId;
}

async function refuseWhileRunning(trx: Deps['db'], taskId: number) {
  const running = await trx
    .selectFrom('task_runs')
    .select('id')
    .where('task_id', '=', taskId)
    .where('status', '=', TaskExecution.running)
    .executeTakeFirst();
  if (running) throw new AppError(ResponseCode.taskRunStillRunning, 'taskRunsBusy', {}, { data: { field: 'taskId' } });
}

/** Per ended run of a task (the last TREND_RUNS, oldest first): its targets by password check and outcome. */
export async function runTrend(deps: Deps, taskId: number): Promise<RunTrendPoint[]> {
  const runs = await deps.db
    .selectFrom('task_runs')
    .select(['id', 'started_at', 'scheduled_at'])
    .where('task_id', '=', taskId)
    .where('status', '!=', TaskExecution.running)
    .orderBy('id', 'desc')
    .limit(TREND_RUNS)
    .execute();
  if (runs.length === 0) return [];
  const counts = await deps.db
    .selectFrom('task_run_targets')
    .select((eb) => ['run_id', 'check_result', 'status', eb.fn.countAll<number>().as('n')])
    .where(
      'run_id',
      'in',
      runs.map((run) => run.id),
    )
    .groupBy(['run_id', 'check_result', 'status'])
    .execute();
  const keys = ['correct', 'wrong', 'unknown', 'abnormal', 'noKey'] as const;
  return runs.reverse().map((run) => {
    const point: RunTrendPoint = {
      runId: run.id,
      time: run.started_at ?? run.scheduled_at,
      correct: 0,
      wrong: 0,
      unknown: 0,
      abnormal: 0,
      noKey: 0,
      failed: 0,
      succeeded: 0,
    };
    for (const row of counts.filter((entry) => entry.run_id === run.id)) {
      const n = Number(row.n);
      const checked = row.check_result === null ? undefined : keys[row.check_result];
      if (checked) point[checked] += n;
      if (row.status === TaskExecution.success) point.succeeded += n;
      else point.failed += n;
    }
    return point;
  });
}
