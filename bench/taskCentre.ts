import { sql } from 'kysely';
import type { Db, DialectName } from '../src/server/db/database';
import type { RunLogLine } from '../src/server/modules/tasks/runLog';
import { RUN_COLUMNS } from '../src/server/modules/tasks/runRows';
import { JobOutcome } from '../src/shared/api/tasks';
import { PasswordCheck } from '../src/shared/rules/passwordCheck';
import { RunTrigger, TaskExecution, TaskType } from '../src/shared/rules/taskRules';
import { openBenchApp, percentile, withPgDatabase } from './assetList';
import type { BenchRow } from './table';

/**
 * The task centre at 100,000 runs (issue 15), seeded straight into the database: 200 scheduled tasks (mostly
 * inspections, some password changes, backups and background jobs) and 100,000 runs spread over them over the
 * last 90 days, newest last (mostly successful, some failed, a few not executed, a handful running; fired by the
 * schedule, by hand, after a missed firing or as a retry), the targets of the newest 1,000 runs (a few each, 600
 * for the one run with a full 500-line log) and 100,000 job-log rows. Timed through the HTTP layer (app.inject)
 * as the bench administrator: the run list unfiltered, deep, by state, type, task, task name (a common and a rare
 * word), one week 10 to 79 days back and the last 30 days; a run with a long log; the targets of a run; the job
 * log. Baselines in the same run: a plain indexed select of the newest 100 runs (no HTTP) and GET
 * /privilege/platform/list through the same path.
 */
const TASKS = 200;
const RUNS = 100_000;
const TARGETED_RUNS = 1_000;
const LONG_RUN_TARGETS = 600;
const JOB_LOG_ROWS = 100_000;
const ROUNDS = 60;
const TARGET_MS = 20;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 90;
const WORDS = ['Prod', 'Staging', 'Dev', 'Finance', 'Branch'];
/** One task has this word in its name, no other: the rare task-name filter. */
const RARE_WORD = 'Payroll';
const RARE_TASK = 137;

export interface TaskCentreResult {
  dialect: DialectName;
  calls: { name: string; p50: number; p95: number }[];
  baselineP50: number;
  baselineP95: number;
  httpBaselineP95: number;
}

/** A deterministic spread of n over 0 … 99 (Knuth's multiplicative hash), so every run of the bench seeds the same rows. */
const hash = (n: number, salt = 0) => Math.floor(((((n + salt * 7919) * 2_654_435_761) % 2 ** 32) / 2 ** 32) * 100);

const typeOfTask = (t: number) => {
  if (t % 20 === 3) return TaskType.passwordChange;
  if (t % 20 === 7) return TaskType.backup;
  if (t % 40 === 11) return TaskType.background;
  return TaskType.inspection;
};
const TYPE_LABELS: Record<number, string> = {
  [TaskType.passwordChange]: 'password change',
  [TaskType.backup]: 'backup',
  [TaskType.background]: 'background job',
  [TaskType.inspection]: 'password inspection',
};
const taskName = (t: number) =>
  t === RARE_TASK ? `${RARE_WORD} ledger inspection` : `${WORDS[t % WORDS.length]} ${TYPE_LABELS[typeOfTask(t)]} ${t}`;
/** Which task run n belongs to: spread over every task, not in a fixed cycle. */
const taskOfRun = (n: number) => (n * 7919 + (n >> 7)) % TASKS;

interface Seeded {
  taskIds: number[];
  /** Run ids by seed number n (0 … RUNS − 1), oldest first. */
  runIds: number[];
  longLogRunId: number;
  /** Runs with their targets seeded (a few each). */
  targetedRunIds: number[];
}

async function insertBatched<T>(rows: readonly T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const line = (time: string, level: RunLogLine['level'], key: RunLogLine['key'], params: RunLogLine['params'] = {}) =>
  ({ time, level, key, params }) satisfies RunLogLine;

export async function seedTaskCentre(db: Db, ownerId: number, now: Date): Promise<Seeded> {
  const at = now.toISOString();
  const first = now.getTime() - SPAN_DAYS * DAY_MS;
  const scheduledAt = (n: number) => new Date(first + Math.floor((n * SPAN_DAYS * DAY_MS) / RUNS)).toISOString();
  const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
  const schedule = JSON.stringify({
    kind: 'cycle',
    cycle: 0,
    time: '02:00',
    weekDays: [],
    monthDays: [],
    cron: '',
    timeZone: 'Asia/Shanghai',
  });
  const targets = JSON.stringify({ accountIds: [], assetIds: [], tagIds: [], platformIds: [], deptIds: [] });

  return db.transaction().execute(async (trx) => {
    const tasks = await trx
      .insertInto('tasks')
      .values(
        Array.from({ length: TASKS }, (_, t) => ({
          name: taskName(t),
          search_name: taskName(t).toLowerCase(),
          task_type: typeOfTask(t),
          schedule,
          targets,
          enabled: 1,
          missed_runs: 'runOnce',
          concurrency: 4,
          description: '',
          // Not due while the bench runs: the scheduler's sweeps go on, but fire nothing.
          next_run_at: new Date(now.getTime() + 2 * DAY_MS).toISOString(),
          owner_id: ownerId,
          created_by: 'bench',
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    const taskIds = tasks.map((row) => row.id);

    // The newest runs: a handful still running, and just before them the failed run with a full log.
    const running = (n: number) => n >= RUNS - 20 && n % 4 === 0;
    const longLogN = RUNS - 25;
    const statusOf = (n: number) => {
      if (running(n)) return TaskExecution.running;
      if (n === longLogN) return TaskExecution.failed;
      const h = hash(n, 1);
      if (h < 85) return TaskExecution.success;
      if (h < 96) return TaskExecution.failed;
      return TaskExecution.notExecuted;
    };
    const triggerOf = (n: number) => {
      const h = hash(n, 2);
      if (h < 90) return RunTrigger.schedule;
      if (h < 95) return RunTrigger.manual;
      if (h < 98) return RunTrigger.missed;
      return RunTrigger.retry;
    };
    const totalOf = (n: number) => (n === longLogN ? LONG_RUN_TARGETS : 2 + (hash(n, 3) % 9));
    const failedOf = (n: number) => (n === longLogN ? 498 : 1 + (hash(n, 4) % Math.min(3, totalOf(n))));

    const runRows = Array.from({ length: RUNS }, (_, n) => {
      const t = taskOfRun(n);
      const status = statusOf(n);
      const trigger = status === TaskExecution.notExecuted ? RunTrigger.schedule : triggerOf(n);
      const scheduled = scheduledAt(n);
      const started = status === TaskExecution.notExecuted ? null : shift(scheduled, 2_000);
      const total = status === TaskExecution.notExecuted ? 0 : totalOf(n);
      const failed = status === TaskExecution.failed ? failedOf(n) : 0;
      const done = status === TaskExecution.running ? Math.floor(total / 2) : total;
      const ended =
        status === TaskExecution.running ? null : started ? shift(started, total * 1_500) : shift(scheduled, 1_000);
      let messageKey = '';
      let messageParams: Record<string, string | number> = {};
      const log: RunLogLine[] = [];
      if (status === TaskExecution.notExecuted) {
        messageKey = hash(n, 5) < 70 ? 'taskRunSkippedBusy' : 'taskRunMissedSkipped';
        if (messageKey === 'taskRunMissedSkipped') messageParams = { time: scheduled };
      } else if (started) {
        if (trigger === RunTrigger.missed) {
          messageKey = 'taskRunMissed';
          messageParams = { time: scheduled, count: 1 };
        } else if (status === TaskExecution.failed && hash(n, 6) < 20) messageKey = 'taskRunInterrupted';
        // Most runs keep a few lines; a third of the finished ones none (recorded before logging began).
        if (n === longLogN || status === TaskExecution.running || hash(n, 7) >= 33) {
          log.push(line(started, 'info', 'taskLogStarted', { total }));
          for (let k = 0; k < failed; k += 1)
            log.push(
              line(shift(started, k * 1_500), 'warn', 'taskTargetError', {
                error: 'Authentication failed',
                account: `svc-${k}@10.2.${k >> 8}.${k & 255}`,
              }),
            );
          if (status !== TaskExecution.running)
            log.push(
              line(ended ?? started, failed > 0 ? 'warn' : 'info', 'taskLogEnded', {
                succeeded: total - failed,
                failed,
              }),
            );
        }
      }
      return {
        task_id: taskIds[t] as number,
        task_name: taskName(t),
        search_name: taskName(t).toLowerCase(),
        task_type: typeOfTask(t),
        status,
        trigger,
        scheduled_at: scheduled,
        started_at: started,
        ended_at: ended,
        total,
        done,
        succeeded: done - failed,
        failed,
        message_key: messageKey,
        message_params: JSON.stringify(messageParams),
        log: JSON.stringify(log),
        started_by: trigger === RunTrigger.manual || trigger === RunTrigger.retry ? 'benchadmin' : '',
        owner_id: ownerId,
        node: `gatehouse-${n % 2}:${4000 + (n % 2)}`,
        cancel_requested: 0,
        // A live node beats for its running runs; an hour ahead keeps them running through the bench.
        heartbeat_at: status === TaskExecution.running ? new Date(now.getTime() + 3_600_000).toISOString() : null,
        retry_of: null,
      };
    });
    const runIds: number[] = [];
    await insertBatched(runRows, 500, async (batch) => {
      const inserted = await trx.insertInto('task_runs').values(batch).returning('id').execute();
      runIds.push(...inserted.map((row) => row.id));
    });
    // A retry points at an earlier run (ids are known only once inserted).
    for (const [n, row] of runRows.entries())
      if (row.trigger === RunTrigger.retry)
        await trx
          .updateTable('task_runs')
          .set({ retry_of: runIds[Math.max(0, n - TASKS)] as number })
          .where('id', '=', runIds[n] as number)
          .execute();

    const targetRows = [];
    for (let n = RUNS - TARGETED_RUNS; n < RUNS; n += 1) {
      const run = runRows[n] as (typeof runRows)[number];
      for (let k = 0; k < run.total; k += 1) {
        const status =
          k < run.failed
            ? TaskExecution.failed
            : k < run.done
              ? TaskExecution.success
              : run.status === TaskExecution.running
                ? TaskExecution.running
                : TaskExecution.success;
        const ended = status !== TaskExecution.running;
        const a = (n * 13 + k) % 50_000;
        targetRows.push({
          run_id: runIds[n] as number,
          account_id: null,
          account_name: (['root', 'ops', `svc-${a}`] as const)[k % 3] as string,
          asset_id: null,
          asset_name: `host-${a}`,
          address: `10.2.${(a >> 8) & 255}.${a & 255}`,
          status,
          check_result:
            status === TaskExecution.failed
              ? PasswordCheck.wrong
              : status === TaskExecution.running
                ? null
                : PasswordCheck.correct,
          strength: ended ? (['low', 'middle', 'high'] as const)[k % 3] : null,
          changed_outside: status === TaskExecution.failed && k === 0 ? 1 : 0,
          message_key: status === TaskExecution.failed ? 'taskTargetError' : '',
          message_params: JSON.stringify(status === TaskExecution.failed ? { error: 'Authentication failed' } : {}),
          started_at: run.started_at,
          ended_at: ended ? run.ended_at : null,
        });
      }
    }
    await insertBatched(targetRows, 1000, (batch) => trx.insertInto('task_run_targets').values(batch).execute());

    // The job log: one firing per run (manual runs and retries aside, a firing of the schedule), newest last.
    const jobRows = Array.from({ length: JOB_LOG_ROWS }, (_, n) => {
      const t = taskOfRun(n);
      const h = hash(n, 8);
      const outcome = h < 93 ? JobOutcome.started : h < 98 ? JobOutcome.missed : JobOutcome.skippedBusy;
      const scheduled = scheduledAt(n);
      return {
        task_id: taskIds[t] as number,
        task_name: taskName(t),
        search_name: taskName(t).toLowerCase(),
        scheduled_at: scheduled,
        fired_at: shift(scheduled, outcome === JobOutcome.missed ? 3_600_000 : 400),
        outcome,
        run_id: runIds[n] ?? null,
        node: `gatehouse-${n % 2}:${4000 + (n % 2)}`,
        message_key:
          outcome === JobOutcome.missed
            ? 'taskRunMissed'
            : outcome === JobOutcome.skippedBusy
              ? 'taskRunSkippedBusy'
              : '',
        message_params: JSON.stringify(outcome === JobOutcome.missed ? { time: scheduled, count: 1 } : {}),
      };
    });
    await insertBatched(jobRows, 1000, (batch) => trx.insertInto('job_log').values(batch).execute());

    return {
      taskIds,
      runIds,
      longLogRunId: runIds[longLogN] as number,
      targetedRunIds: runIds.slice(RUNS - TARGETED_RUNS).filter((_, index) => {
        const run = runRows[RUNS - TARGETED_RUNS + index];
        return run !== undefined && run.total > 0 && run.total < LONG_RUN_TARGETS;
      }),
    };
  });
}

interface Call {
  name: string;
  url: string;
}

/** The calls timed each round; the task, the week and the run change with the round. */
function callMix(seeded: Seeded, now: Date, round: number): Call[] {
  const list = (query: Record<string, string>) => `/task/center/list?${new URLSearchParams(query)}`;
  // A week 10 to 79 days back: behind the newest runs, where the planner would walk every newer run first.
  const weekStart = new Date(now.getTime() - (10 + (round % 70)) * DAY_MS);
  const taskId = seeded.taskIds[(round * 37) % TASKS] as number;
  const targetedRun = seeded.targetedRunIds[(round * 53) % seeded.targetedRunIds.length] as number;
  const jobLog = (query: Record<string, string>) => `/monitor/jobLog/list?${new URLSearchParams(query)}`;
  return [
    { name: 'run list, page 1 of 100', url: list({}) },
    { name: 'run list, page 50 of 100', url: list({ pageNum: '50' }) },
    { name: 'run list, state failed', url: list({ status: String(TaskExecution.failed) }) },
    { name: 'run list, type inspection (most runs)', url: list({ taskType: String(TaskType.inspection) }) },
    { name: 'run list, type backup (few runs)', url: list({ taskType: String(TaskType.backup) }) },
    { name: 'run list, one task', url: list({ taskId: String(taskId) }) },
    { name: 'run list, task name contains a common word', url: list({ taskName: WORDS[0] as string }) },
    { name: 'run list, task name contains a rare word', url: list({ taskName: RARE_WORD.toLowerCase() }) },
    {
      name: 'run list, one week 10 to 79 days back',
      url: list({
        beginTime: weekStart.toISOString(),
        endTime: new Date(weekStart.getTime() + 7 * DAY_MS).toISOString(),
      }),
    },
    {
      name: 'run list, the last 30 days',
      url: list({
        beginTime: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
        endTime: new Date(now.getTime() + DAY_MS).toISOString(),
      }),
    },
    { name: 'run detail with a 500-line log', url: `/task/center/${seeded.longLogRunId}` },
    { name: 'targets of a run (a few)', url: `/task/center/targets?runId=${targetedRun}` },
    {
      name: `targets of a ${LONG_RUN_TARGETS}-target run, page 1 of 100`,
      url: `/task/center/targets?runId=${seeded.longLogRunId}`,
    },
    { name: 'job log, page 1 of 100', url: jobLog({}) },
    { name: 'job log, outcome missed', url: jobLog({ outcome: JobOutcome.missed }) },
    { name: 'job log, task name contains a rare word', url: jobLog({ taskName: RARE_WORD.toLowerCase() }) },
  ];
}

async function measureOn(dialect: DialectName, databaseUrl: string | undefined): Promise<TaskCentreResult> {
  const bench = await openBenchApp(databaseUrl);
  const { app, inject, token, close } = bench;
  try {
    const db = app.gatehouse.db;
    const now = new Date();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'benchadmin')
      .executeTakeFirstOrThrow();
    const seeded = await seedTaskCentre(db, admin.id, now);
    // A live installation's autovacuum keeps the visibility map set; straight after seeding, only VACUUM does.
    if (dialect === 'postgres') await sql`VACUUM (ANALYZE)`.execute(db);

    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const plainSelect = () =>
      db
        .selectFrom('task_runs')
        .select([...RUN_COLUMNS])
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    const hits = new Map<string, string>();
    for (const call of callMix(seeded, now, 0)) {
      const reply = (await inject('GET', call.url, token)) as { total?: number; data?: unknown };
      const log = (reply.data as { log?: unknown[] } | undefined)?.log;
      const found = reply.total ?? log?.length;
      if (found !== undefined) hits.set(call.name, found.toLocaleString('en'));
    }
    await plainSelect();
    const byName = new Map<string, number[]>();
    const baseline: number[] = [];
    const httpBaseline: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const call of callMix(seeded, now, round)) {
        const samples = byName.get(call.name) ?? [];
        samples.push(await timed(() => inject('GET', call.url, token)));
        byName.set(call.name, samples);
      }
      baseline.push(await timed(plainSelect));
      httpBaseline.push(await timed(() => inject('GET', '/privilege/platform/list', token)));
    }
    const label = (name: string) => {
      const found = hits.get(name);
      if (found === undefined) return name;
      return name.startsWith('run detail') ? `${name} (${found} lines)` : `${name}; ${found} at warm-up`;
    };
    return {
      dialect,
      calls: [...byName].map(([name, samples]) => ({
        name: label(name),
        p50: percentile(samples, 0.5),
        p95: percentile(samples, 0.95),
      })),
      baselineP50: percentile(baseline, 0.5),
      baselineP95: percentile(baseline, 0.95),
      httpBaselineP95: percentile(httpBaseline, 0.95),
    };
  } finally {
    await close();
  }
}

export async function measureTaskCentre(dialect: DialectName): Promise<TaskCentreResult> {
  return dialect === 'postgres' ? withPgDatabase((url) => measureOn(dialect, url)) : measureOn(dialect, undefined);
}

/** One row per call: wall-clock p95 (p50 in the label) against the plain indexed select of the same run. */
export function taskCentreRows(result: TaskCentreResult): BenchRow[] {
  const label = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const scale = `${RUNS.toLocaleString('en')} runs of ${TASKS} tasks, ${JOB_LOG_ROWS.toLocaleString('en')} job-log rows, ${label}`;
  const baseline = `${result.baselineP95.toFixed(1)} ms plain indexed select (${result.httpBaselineP95.toFixed(1)} ms asset-type list)`;
  return result.calls.map((call) => ({
    benchmark: `task centre: ${call.name} at ${scale} (p95 of ${ROUNDS}; p50 ${call.p50.toFixed(1)} ms)`,
    value: `${call.p95.toFixed(1)} ms`,
    baseline,
    ratio: `${(call.p95 / result.baselineP95).toFixed(1)}×`,
    target: `≤ ${TARGET_MS} ms ${call.p95 <= TARGET_MS ? 'met' : 'MISSED'}`,
  }));
}

/** `npx tsx bench/taskCentre.ts` runs this benchmark alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const rows = [];
  for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...taskCentreRows(await measureTaskCentre(dialect)));
  printTable(rows);
}
