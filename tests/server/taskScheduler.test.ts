import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { sweepTasks } from '../../src/server/modules/tasks';
import { insertRun } from '../../src/server/modules/tasks/scheduler';
import type { JobLog, Task, TaskRun } from '../../src/shared/api/tasks';
import { TaskExecution, TaskType } from '../../src/shared/rules/taskRules';
import { addTag } from './assetApi';
import { csvOf, importFile } from './assetImportApi';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, startServer, type TestServer } from './harness';
import { inspectionTask, taskApi } from './taskApi';

/**
 * The scheduler with an injected clock: a firing runs once, a firing missed while no node ran follows the task's
 * policy, a firing while the previous run still runs is not executed, a run whose node fell silent is closed, and
 * two nodes on one PostgreSQL database run each firing exactly once.
 */
const MINUTE = 60_000;
const rowsOf = <T>(result: { body: { rows?: unknown[] } }) => (result.body.rows ?? []) as T[];

/** A task every ten minutes on a tag without assets: each run ends at once with "no account matched". */
async function tenMinuteTask(server: TestServer, token: string, name: string, extra: Record<string, unknown> = {}) {
  const tag = await addTag(server, token, `${name}-tag`);
  return taskApi(server, token).addOk(
    inspectionTask(
      name,
      { tagIds: [tag.tagId] },
      { schedule: { kind: 'cron', cron: '*/10 * * * *', timeZone: 'Asia/Shanghai' }, ...extra },
    ),
  );
}

async function runsOf(server: TestServer, token: string, taskId: number) {
  return rowsOf<TaskRun>(await taskApi(server, token).runs({ taskId: String(taskId) }));
}

/** Moves the clock to `at` plus `ms` (the clock only moves forward). */
function moveClockTo(server: TestServer, at: string, ms = 0) {
  const wanted = Date.parse(at) + ms - server.clock.now().getTime();
  if (wanted > 0) server.clock.advance(wanted);
}

/** The system tasks fire daily too: the scheduler stories here count only the firings they set up. */
async function pauseSystemTasks(server: TestServer) {
  await server.db
    .updateTable('tasks')
    .set({ enabled: 0, next_run_at: null })
    .where('system_job', 'is not', null)
    .execute();
}

describeEachDatabase(
  'task scheduler',
  (server) => {
    beforeAll(async () => pauseSystemTasks(server()));

    it('runs a due firing once and plans the next one', async () => {
      const admin = await signInAdmin(server());
      const tasks = taskApi(server(), admin);
      const task = await tenMinuteTask(server(), admin, `sched-once-${server().dialect}`);
      const due = task.nextRunTime as string;
      expect(Date.parse(due) % (10 * MINUTE)).toBe(0);
      expect(await sweepTasks(server().app.gatehouse)).toEqual([]);

      moveClockTo(server(), due, 20_000);
      const started = await sweepTasks(server().app.gatehouse);
      expect(started).toHaveLength(1);
      expect(await sweepTasks(server().app.gatehouse)).toEqual([]);
      const run = await tasks.ended(started[0] as number);
      expect(run).toMatchObject({
        trigger: 'schedule',
        scheduledTime: due,
        status: TaskExecution.notExecuted,
        message: '没有匹配的账号',
      });
      const next = ((await tasks.get(task.taskId)).body.data as Task).nextRunTime as string;
      expect(Date.parse(next) - Date.parse(due)).toBe(10 * MINUTE);
      const log = rowsOf<JobLog>(await tasks.jobLog({ taskName: task.taskName }));
      expect(log).toMatchObject([{ outcome: 'started', runId: run.runId, scheduledTime: due }]);
      await tasks.remove([task.taskId]);
    });

    it('runs a firing missed while no node ran once, or records it as not executed, as the task asks', async () => {
      const admin = await signInAdmin(server());
      const once = await tenMinuteTask(server(), admin, `sched-missed-${server().dialect}`);
      const skip = await tenMinuteTask(server(), admin, `sched-skip-${server().dialect}`, { missedRuns: 'skip' });
      const due = once.nextRunTime as string;
      expect(skip.nextRunTime).toBe(due);
      // The server "was down" for an hour: seven firings (due, +10 … +60 minutes) were missed.
      moveClockTo(server(), due, 60 * MINUTE + 30_000);
      const started = await sweepTasks(server().app.gatehouse);
      const onceRuns = await runsOf(server(), admin, once.taskId);
      expect(onceRuns).toHaveLength(1);
      const [missed] = onceRuns;
      expect(started).toContain(missed?.runId);
      expect(missed).toMatchObject({ trigger: 'missed' });
      const log = (
        (await taskApi(server(), admin).run(missed?.runId as number)).body.data as { log: { text: string }[] }
      ).log;
      expect(log[0]?.text).toMatch(/执行时系统未运行，已错过 7 次$/);
      const [skipped] = await runsOf(server(), admin, skip.taskId);
      expect(skipped).toMatchObject({ trigger: 'missed', status: TaskExecution.notExecuted });
      expect(skipped?.message).toMatch(/执行时系统未运行，按策略不补执行$/);
      const jobLog = rowsOf<JobLog>(await taskApi(server(), admin).jobLog({ outcome: 'missed' }));
      expect(jobLog.filter((entry) => [once.taskId, skip.taskId].includes(entry.taskId as number))).toHaveLength(2);
      // Both planned their next firing after now, not in the missed hour.
      const next = ((await taskApi(server(), admin).get(once.taskId)).body.data as Task).nextRunTime as string;
      expect(Date.parse(next)).toBeGreaterThan(server().clock.now().getTime());
      await taskApi(server(), admin).remove([once.taskId, skip.taskId]);
    });

    it('does not run a firing while the previous run still runs, and closes runs whose node fell silent', async () => {
      const admin = await signInAdmin(server());
      const tasks = taskApi(server(), admin);
      const task = await tenMinuteTask(server(), admin, `sched-busy-${server().dialect}`);
      const { runId } = (await tasks.runNow(task.taskId)).body.data as { runId: number };
      await tasks.ended(runId);
      moveClockTo(server(), task.nextRunTime as string, 1_000);
      // As if another node were still working on it.
      const now = server().clock.now().toISOString();
      await server()
        .db.updateTable('task_runs')
        .set({ status: TaskExecution.running, heartbeat_at: now, ended_at: null })
        .where('id', '=', runId)
        .execute();
      await sweepTasks(server().app.gatehouse);
      const [skipped] = await runsOf(server(), admin, task.taskId);
      expect(skipped).toMatchObject({ status: TaskExecution.notExecuted, message: '上一次执行尚未结束，本次不执行' });
      expect(rowsOf<JobLog>(await tasks.jobLog({ taskName: task.taskName }))[0]).toMatchObject({
        outcome: 'skippedBusy',
      });
      // That node never wrote its heartbeat again.
      server().clock.advance(2 * MINUTE);
      await sweepTasks(server().app.gatehouse);
      expect((await tasks.run(runId)).body.data).toMatchObject({
        status: TaskExecution.failed,
        message: '执行节点在任务结束前停止',
      });
      await tasks.remove([task.taskId]);
    });

    it('filters the task centre by name and by a time window, old or recent', async () => {
      const admin = await signInAdmin(server());
      const tasks = taskApi(server(), admin);
      const task = await tenMinuteTask(server(), admin, `window-${server().dialect}`);
      const day = 24 * 60 * MINUTE;
      const now = server().clock.now().getTime();
      const row = await server()
        .db.selectFrom('tasks')
        .selectAll()
        .where('id', '=', task.taskId)
        .executeTakeFirstOrThrow();
      // Recorded in time order, as runs are: one every day for sixty days.
      for (let back = 60; back >= 1; back -= 1)
        await insertRun(server().db, row, {
          status: TaskExecution.success,
          trigger: 'schedule',
          scheduledAt: new Date(now - back * day).toISOString(),
          now: new Date(now - back * day),
          node: 'test',
          startedBy: '',
        });
      const listed = async (query: Record<string, string>) => {
        const result = await tasks.runs({ taskName: `WINDOW-${server().dialect}`, pageSize: '100', ...query });
        return {
          total: result.body.total,
          days: rowsOf<TaskRun>(result).map((run) => Math.round((now - Date.parse(run.scheduledTime)) / day)),
        };
      };
      expect((await listed({})).total).toBe(60);
      const old = await listed({
        beginTime: new Date(now - 50.5 * day).toISOString(),
        endTime: new Date(now - 43.5 * day).toISOString(),
      });
      expect(old).toEqual({ total: 7, days: [44, 45, 46, 47, 48, 49, 50] });
      const recent = await listed({ beginTime: new Date(now - 3.5 * day).toISOString() });
      expect(recent).toEqual({ total: 3, days: [1, 2, 3] });
      expect(await listed({ beginTime: new Date(now + day).toISOString() })).toEqual({ total: 0, days: [] });
      expect((await tasks.runs({ taskName: 'no-such-task-name' })).body.total).toBe(0);
      await tasks.remove([task.taskId]);
    });

    it('never fires a disabled task, and plans from now when it is enabled again', async () => {
      const admin = await signInAdmin(server());
      const tasks = taskApi(server(), admin);
      const task = await tenMinuteTask(server(), admin, `sched-off-${server().dialect}`);
      expect((await tasks.status(task.taskId, false)).body.data).toMatchObject({ enabled: false, nextRunTime: null });
      server().clock.advance(3 * 10 * MINUTE);
      await sweepTasks(server().app.gatehouse);
      expect(await runsOf(server(), admin, task.taskId)).toEqual([]);
      const enabled = (await tasks.status(task.taskId, true)).body.data as Task;
      const next = Date.parse(enabled.nextRunTime as string);
      expect(next).toBeGreaterThan(server().clock.now().getTime());
      expect(next - server().clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE);
      expect((await tasks.remove([task.taskId])).body.data).toEqual({ removed: 1 });
      expect((await tasks.get(task.taskId)).body.code).not.toBe(200);
    });
  },
  { tasks: { sweepMs: 0 } },
);

describeEachDatabase(
  'background tasks in the task centre',
  (server) => {
    it('shows an asset import and a master-key rotation as background tasks with their progress', async () => {
      const admin = await signInAdmin(server());
      const tasks = taskApi(server(), admin);
      const header = ['资产名称', '资产类型', '资产地址', '通讯协议'];
      const imported = await importFile(
        server(),
        admin,
        'bg.csv',
        csvOf([header, ['bg-1', 'Linux', '10.9.0.1', 'SSH:22'], ['bg-2', 'Linux', '10.9.0.2', 'SSH:22']]),
      );
      expect(imported.code).toBe(200);
      const refused = await importFile(
        server(),
        admin,
        'bg.csv',
        csvOf([header, ['bg-1', 'Linux', '10.9.0.3', 'SSH:22']]),
      );
      expect(refused.code).not.toBe(200);
      const importRuns = rowsOf<TaskRun>(
        await tasks.runs({ taskType: String(TaskType.background), taskName: '资产导入' }),
      );
      expect(importRuns).toMatchObject([
        { taskName: '资产导入', status: TaskExecution.failed, trigger: 'manual', startedBy: 'admin' },
        { taskName: '资产导入', status: TaskExecution.success, total: 2, done: 2, succeeded: 2, failed: 0 },
      ]);
      expect(importRuns[0]?.message).toBe(refused.msg);
      const english = rowsOf<TaskRun>(await taskApi(server(), admin, 'en').runs({ taskName: 'asset import' }));
      expect(english.map((run) => run.taskName)).toEqual(['Asset import', 'Asset import']);

      await call(server().app, 'POST', '/setting-center/vault/masterKey/rotate', {
        token: admin,
        body: { generateKey: true },
      });
      await server().app.gatehouse.vault.settled();
      await expect
        .poll(async () => rowsOf<TaskRun>(await tasks.runs({ taskName: '主密钥轮换' }))[0], { timeout: 10_000 })
        .toMatchObject({ taskName: '主密钥轮换', taskType: TaskType.background, status: TaskExecution.success });
    });
  },
  { tasks: { sweepMs: 0 } },
);

describe('two nodes on one PostgreSQL database', () => {
  let nodeA: TestServer | undefined;
  let nodeB: TestServer | undefined;

  beforeAll(async () => {
    nodeA = await startServer('postgres', { tasks: { sweepMs: 0 } });
    const a = nodeA;
    const app = await buildApp({
      dataDir: a.dataDir,
      databaseUrl: a.databaseUrl,
      now: a.clock.now,
      distDir: `${a.dataDir}/no-dist`,
      nodeId: 'node-b',
      tasks: { sweepMs: 0 },
    });
    nodeB = { ...a, app, db: app.gatehouse.db, stop: () => app.close() };
  });
  afterAll(async () => {
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('runs each due firing exactly once however the nodes race', async () => {
    const a = nodeA as TestServer;
    const b = nodeB as TestServer;
    const admin = await signInAdmin(a);
    await pauseSystemTasks(a);
    const tasks: Task[] = [];
    for (let index = 0; index < 12; index += 1) tasks.push(await tenMinuteTask(a, admin, `two-nodes-${index}`));
    for (let round = 0; round < 3; round += 1) {
      moveClockTo(a, tasks[0]?.nextRunTime as string, round * 10 * MINUTE + 5_000);
      const sweeps = await Promise.all([
        sweepTasks(a.app.gatehouse),
        sweepTasks(b.app.gatehouse),
        sweepTasks(a.app.gatehouse),
        sweepTasks(b.app.gatehouse),
      ]);
      expect(sweeps.flat()).toHaveLength(tasks.length);
      // The runs end at once (no account matches); the next round's firings must not find them still running.
      await expect
        .poll(
          async () =>
            (await a.db.selectFrom('task_runs').select('id').where('status', '=', TaskExecution.running).execute())
              .length,
        )
        .toBe(0);
    }
    const runs = await a.db.selectFrom('task_runs').select(['task_id', 'scheduled_at', 'node']).execute();
    expect(runs).toHaveLength(3 * tasks.length);
    expect(new Set(runs.map((run) => `${run.task_id} ${run.scheduled_at}`)).size).toBe(runs.length);
    const log = await a.db.selectFrom('job_log').select(['task_id', 'scheduled_at']).execute();
    expect(log).toHaveLength(3 * tasks.length);
    expect(new Set(runs.map((run) => run.node)).size).toBeGreaterThanOrEqual(1);
  });
});
