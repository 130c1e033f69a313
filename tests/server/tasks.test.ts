import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { RunTarget, Task, TaskRun } from '../../src/shared/api/tasks';
import { ResponseCode } from '../../src/shared/codes';
import { DeptRole } from '../../src/shared/enums';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { TaskExecution } from '../../src/shared/rules/taskRules';
import { ensureTestUser, TEST_USERS, TestSshd } from '../support/sshd';
import { makeDept } from './accessFixtures';
import { accountApi, sshAsset } from './accountApi';
import { addTag } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { inspectionTask, taskApi } from './taskApi';

/**
 * Inspection tasks against a real OpenSSH server with a Unix user made for this suite: run now, per-target results,
 * a password changed on the host behind Gatehouse's back, retry, cancel; who may save and run tasks and what their
 * targets may reach.
 */
const INSPECTED = { name: 'gh_task_insp', password: 'Insp-Passw0rd-1', changed: 'Insp-Changed-2' };

let sshd: TestSshd;
/** A port that accepts and, a second later, drops every connection: a host whose check takes a second. */
let slowHost: Server;
let slowPort = 0;

beforeAll(async () => {
  await ensureTestUser(INSPECTED.name, INSPECTED.password);
  sshd = await TestSshd.start({ users: [INSPECTED.name, TEST_USERS.password.name] });
  slowHost = createServer((socket) => setTimeout(() => socket.destroy(), 1_000));
  await new Promise<void>((resolve) => slowHost.listen(0, '127.0.0.1', resolve));
  slowPort = (slowHost.address() as { port: number }).port;
});

afterAll(async () => {
  await sshd?.stop();
  slowHost?.close();
});

const rowsOf = <T>(result: { body: { rows?: unknown[] } }) => (result.body.rows ?? []) as T[];

describeEachDatabase(
  'scheduled inspection tasks',
  (server) => {
    it('inspects every account of an asset on the real host and records each result', async () => {
      await ensureTestUser(INSPECTED.name, INSPECTED.password);
      const admin = await signInAdmin(server());
      const accounts = accountApi(server(), admin);
      const tasks = taskApi(server(), admin);
      const asset = await sshAsset(server(), admin, `insp-${server().dialect}`, sshd.host, sshd.port);
      const right = await accounts.addOk({
        assetId: asset.assetId,
        accountName: INSPECTED.name,
        password: INSPECTED.password,
      });
      const wrong = await accounts.addOk({
        assetId: asset.assetId,
        accountName: TEST_USERS.password.name,
        password: 'Not-The-Password-9',
      });
      await accounts.addOk({ assetId: asset.assetId, accountName: 'gh_nobody_stored' });

      const preview = await tasks.previewTargets({ assetIds: [asset.assetId] });
      expect(preview.body.data).toMatchObject({ total: 3 });

      const task = await tasks.addOk(inspectionTask(`巡检-${server().dialect}`, { assetIds: [asset.assetId] }));
      expect(task.targetNames.assets).toEqual([{ id: asset.assetId, name: asset.assetName }]);
      expect(task.cronExpression).toBe('0 2 * * *');
      const next = new Date(task.nextRunTime as string);
      expect(next.getUTCHours()).toBe(2);
      expect(next.getTime()).toBeGreaterThan(server().clock.now().getTime());

      const started = await tasks.runNow(task.taskId);
      const { runId } = started.body.data as { runId: number };
      const run = await tasks.ended(runId);
      expect(run).toMatchObject({
        status: TaskExecution.failed,
        trigger: 'manual',
        total: 3,
        done: 3,
        succeeded: 1,
        failed: 2,
        startedBy: 'admin',
      });
      expect(run.log.map((line) => line.text)).toContain('开始执行，共 3 个账号');
      const targets = rowsOf<RunTarget>(await tasks.targets(runId));
      const byName = new Map(targets.map((target) => [target.accountName, target]));
      expect(byName.get(INSPECTED.name)).toMatchObject({
        status: TaskExecution.success,
        checkResult: PasswordCheck.correct,
        changedOutside: false,
      });
      expect(byName.get(TEST_USERS.password.name)).toMatchObject({
        status: TaskExecution.failed,
        checkResult: PasswordCheck.wrong,
      });
      expect(byName.get('gh_nobody_stored')).toMatchObject({ checkResult: PasswordCheck.unknown });
      expect(rowsOf<RunTarget>(await tasks.targets(runId, { status: String(TaskExecution.failed) }))).toHaveLength(2);
      const english = rowsOf<RunTarget>(await taskApi(server(), admin, 'en').targets(runId));
      expect(english.find((target) => target.accountName === TEST_USERS.password.name)?.message).toBe(
        'Authentication was refused: wrong user name or credential',
      );
      const listed = rowsOf<Task>(await tasks.list({ taskName: '巡检' })).find((row) => row.taskId === task.taskId);
      expect(listed).toMatchObject({ lastRunId: runId, lastRunStatus: TaskExecution.failed });
      expect((await accounts.detail(right.accountId)).body.data).toMatchObject({ checkResult: PasswordCheck.correct });

      // The host's password is changed behind Gatehouse's back: the next inspection says so.
      await ensureTestUser(INSPECTED.name, INSPECTED.changed);
      const second = await tasks.ended(((await tasks.runNow(task.taskId)).body.data as { runId: number }).runId);
      expect(second).toMatchObject({ succeeded: 0, failed: 3 });
      const changed = rowsOf<RunTarget>(await tasks.targets(second.runId)).find(
        (target) => target.accountName === INSPECTED.name,
      );
      expect(changed).toMatchObject({ checkResult: PasswordCheck.wrong, changedOutside: true });

      // The vault learns the new password; a retry runs the failed targets again as a new run.
      await accounts.edit({ accountId: right.accountId, accountName: INSPECTED.name, password: INSPECTED.changed });
      const retried = await tasks.retry(second.runId);
      const retry = await tasks.ended((retried.body.data as { runId: number }).runId);
      expect(retry).toMatchObject({ trigger: 'retry', total: 3, succeeded: 1, failed: 2 });
      expect(await tasks.retry(runId + 999_999)).toMatchObject({ body: { code: ResponseCode.taskRunNotFound } });
      // The chart over time: each run's targets by password check, oldest first.
      const trend = await call(server().app, 'GET', '/task/center/trend', {
        token: admin,
        query: { taskId: String(task.taskId) },
      });
      expect(trend.body.data).toMatchObject([
        { runId, correct: 1, wrong: 1, unknown: 1, succeeded: 1, failed: 2 },
        { runId: second.runId, correct: 0, wrong: 2, unknown: 1, failed: 3 },
        { runId: retry.runId, correct: 1, wrong: 1, unknown: 1, succeeded: 1 },
      ]);

      const answers = JSON.stringify([run, targets, second, retry, (await tasks.runs()).body]);
      for (const secret of [INSPECTED.password, INSPECTED.changed, 'Not-The-Password-9'])
        expect(answers).not.toContain(secret);
      void wrong;
    });

    it('cancels a running run: targets not yet started are not executed', async () => {
      const admin = await signInAdmin(server());
      const accounts = accountApi(server(), admin);
      const tasks = taskApi(server(), admin);
      const asset = await sshAsset(server(), admin, `slow-${server().dialect}`, '127.0.0.1', slowPort);
      for (const name of ['s1', 's2', 's3', 's4'])
        await accounts.addOk({ assetId: asset.assetId, accountName: name, password: 'Slow-Host-Pw-1' });
      const task = await tasks.addOk(
        inspectionTask(`cancel-${server().dialect}`, { assetIds: [asset.assetId] }, { concurrency: 1 }),
      );
      const { runId } = (await tasks.runNow(task.taskId)).body.data as { runId: number };
      expect(await tasks.runNow(task.taskId)).toMatchObject({ body: { code: ResponseCode.taskRunStillRunning } });
      const cancelled = await tasks.cancel(runId);
      expect(cancelled.body.data).toMatchObject({ runId, cancelRequested: true });
      const run = await tasks.ended(runId);
      expect(run).toMatchObject({ status: TaskExecution.failed, message: '已被 admin 取消' });
      expect(run.done).toBeLessThan(4);
      const notRun = rowsOf<RunTarget>(await tasks.targets(runId, { status: String(TaskExecution.notExecuted) }));
      expect(notRun.length).toBe(4 - run.done);
      expect(notRun[0]?.message).toBe('任务取消，未执行');
      expect(await tasks.cancel(runId)).toMatchObject({ body: { code: ResponseCode.taskRunNotRunning } });
    });

    it('keeps saving, running and reading tasks to those who hold the rights, and targets to their scope', async () => {
      const admin = await signInAdmin(server());
      const dialect = server().dialect;
      const mine = await makeDept(server(), admin, `task-own-${dialect}`);
      const other = await makeDept(server(), admin, `task-other-${dialect}`);
      const ownAsset = await sshAsset(server(), admin, `task-own-${dialect}`, sshd.host, sshd.port, { deptId: mine });
      const otherAsset = await sshAsset(server(), admin, `task-oth-${dialect}`, sshd.host, sshd.port, {
        deptId: other,
      });
      const accounts = accountApi(server(), admin);
      await accounts.addOk({ assetId: ownAsset.assetId, accountName: 'own1', password: 'Own-Pw-1234' });
      const foreign = await accounts.addOk({ assetId: otherAsset.assetId, accountName: 'oth1', password: 'Oth-Pw-12' });

      const supervisor = await userIn(server(), `task_sup_${dialect}`, mine, [
        Permission.policyCenterQuery,
        Permission.taskCenterQuery,
        Permission.taskEdit,
      ]);
      const reader = await userIn(server(), `task_read_${dialect}`, mine, [Permission.policyCenterQuery]);
      const own = taskApi(server(), supervisor.token);

      // Explicit targets outside the caller's scope are refused, naming the field; nothing is saved.
      const refused = await own.add(inspectionTask(`scope-${dialect}`, { accountIds: [foreign.accountId] }));
      expect(refused.body).toMatchObject({ code: ResponseCode.taskTargetNotManaged, data: { field: 'accountIds' } });
      expect(await own.add(inspectionTask(`scope-${dialect}`, { deptIds: [other] }))).toMatchObject({
        body: { code: ResponseCode.taskTargetNotManaged },
      });
      expect(await own.add(inspectionTask(`scope-${dialect}`, {}))).toMatchObject({
        body: { code: ResponseCode.taskTargetsRequired },
      });
      // The form's pickers need no asset rights: tags, asset types and the departments the caller manages.
      const lookups = (await call(server().app, 'GET', '/task/cycle/targetLookups', { token: supervisor.token })).body
        .data as { depts: { id: number; name: string }[]; platforms: { name: string }[] };
      expect(lookups.depts).toEqual([{ id: mine, name: `task-own-${dialect}` }]);
      expect(lookups.platforms.map((platform) => platform.name)).toContain('Linux');
      // A platform matches only what the caller manages, in the preview as at each run.
      const linux = ownAsset.platformId;
      const preview = (await own.previewTargets({ platformIds: [linux] })).body.data as {
        rows: { accountName: string }[];
      };
      expect(preview.rows.map((row) => row.accountName)).toEqual(['own1']);
      const task = await own.addOk(inspectionTask(`scope-${dialect}`, { platformIds: [linux] }));
      expect(task.ownerName).toBe(supervisor.userName);
      const run = await own.ended(((await own.runNow(task.taskId)).body.data as { runId: number }).runId);
      expect(run.total).toBe(1);
      expect(await own.add(inspectionTask(`SCOPE-${dialect}`, { platformIds: [linux] }))).toMatchObject({
        body: { code: ResponseCode.taskNameTaken },
      });

      // Another task editor, of another department, cannot make this task act in the supervisor's scope.
      const intruder = await userIn(server(), `task_other_${dialect}`, other, [
        Permission.policyCenterQuery,
        Permission.taskCenterQuery,
        Permission.taskEdit,
      ]);
      const theirs = taskApi(server(), intruder.token);
      for (const refused of [
        await theirs.runNow(task.taskId),
        await theirs.status(task.taskId, false),
        await theirs.remove([task.taskId]),
        await theirs.retry(run.runId),
        await theirs.cancel(run.runId),
      ])
        expect(refused.body).toMatchObject({
          code: ResponseCode.taskNotOwner,
          msg: `该任务以 ${supervisor.userName} 的权限执行：请先保存为您自己的任务再操作`,
        });
      // The task centre offers cancel and retry only where the server would take them.
      const offered = async (api: typeof own) =>
        rowsOf<TaskRun>(await api.runs({ taskId: String(task.taskId) })).find((row) => row.runId === run.runId)
          ?.mayOperate;
      expect(await offered(theirs)).toBe(false);
      expect(await offered(own)).toBe(true);
      expect(await offered(taskApi(server(), admin))).toBe(true);
      // Saving it makes it theirs: it then reaches only what they manage.
      const taken = (
        await theirs.edit({ ...inspectionTask(`scope-${dialect}`, { platformIds: [linux] }), taskId: task.taskId })
      ).body.data as Task;
      expect(taken.ownerName).toBe(intruder.userName);
      const theirRun = await theirs.ended(((await theirs.runNow(task.taskId)).body.data as { runId: number }).runId);
      const reached = rowsOf<RunTarget>(await theirs.targets(theirRun.runId)).map((target) => target.accountName);
      expect(reached).toEqual(['oth1']);
      await own.edit({ ...inspectionTask(`scope-${dialect}`, { platformIds: [linux] }), taskId: task.taskId });

      // Reading the policy centre is not saving, running or reading the task centre.
      const read = taskApi(server(), reader.token);
      expect((await read.list()).body.code).toBe(200);
      expect((await read.add(inspectionTask(`r-${dialect}`, { platformIds: [linux] }))).body.code).toBe(
        ResponseCode.forbidden,
      );
      expect((await read.runNow(task.taskId)).body.code).toBe(ResponseCode.forbidden);
      expect((await read.runs()).body.code).toBe(ResponseCode.forbidden);
      expect((await read.cancel(run.runId)).body.code).toBe(ResponseCode.forbidden);
      expect((await read.status(task.taskId, false)).body.code).toBe(ResponseCode.forbidden);
      expect((await read.remove([task.taskId])).body.code).toBe(ResponseCode.forbidden);
      expect((await read.jobLog()).body.code).toBe(ResponseCode.forbidden);

      // Whoever saved it was locked: the task no longer runs with their rights.
      await server().db.updateTable('users').set({ status: 1 }).where('id', '=', supervisor.id).execute();
      const gone = await taskApi(server(), admin).ended(
        ((await taskApi(server(), admin).runNow(task.taskId)).body.data as { runId: number }).runId,
      );
      expect(gone).toMatchObject({
        status: TaskExecution.failed,
        total: 0,
        message: '任务保存人已被删除或停用，任务不再执行',
      });
      const runs = rowsOf<TaskRun>(await taskApi(server(), admin).runs({ taskId: String(task.taskId) }));
      expect(runs.map((row) => row.runId)).toEqual([gone.runId, theirRun.runId, run.runId]);
    });

    it("selects targets by a selector expression within the caller's scope", async () => {
      const admin = await signInAdmin(server());
      const dialect = server().dialect;
      const tag = await addTag(server(), admin, `sel-prod-${dialect}`);
      const tagged = await sshAsset(server(), admin, `sel-web-${dialect}`, sshd.host, sshd.port);
      await server().db.insertInto('asset_tags').values({ asset_id: tagged.assetId, tag_id: tag.tagId }).execute();
      const other = await sshAsset(server(), admin, `sel-db-${dialect}`, sshd.host, sshd.port);
      const accounts = accountApi(server(), admin);
      for (const [asset, name] of [
        [tagged, 'root'],
        [tagged, 'app1'],
        [other, 'app2'],
      ] as const)
        await accounts.addOk({ assetId: asset.assetId, accountName: name, password: 'Sel-Passw0rd!' });
      const tasks = taskApi(server(), admin);
      const names = async (selector: string) => {
        const result = await tasks.previewTargets({ selector });
        expect(result.body.code, `${selector}: ${result.body.msg}`).toBe(200);
        return (result.body.data as { rows: { accountName: string }[] }).rows.map((row) => row.accountName).sort();
      };
      expect(await names(`tag = "SEL-PROD-${dialect}" and account != "root"`)).toEqual(['app1']);
      expect(await names(`asset ~ "sel-" and (account in ("root", "app2") or not platform = "Linux")`)).toEqual([
        'app2',
        'root',
      ]);
      expect(await names(`asset ~ "sel-" and strength = "high" and check = "unknown"`)).toEqual([
        'app1',
        'app2',
        'root',
      ]);
      expect(
        await names(`asset ~ "sel-db-${dialect}" or tag not in ("sel-prod-${dialect}") and asset ~ "sel-web"`),
      ).toEqual(['app2']);
      const refused = await tasks.previewTargets({ selector: 'asset = ' });
      expect(refused.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'targets.selector' } });
      expect(refused.body.msg).toBe('选择器第 8 个字符处有误，应为："…"');
      const task = await tasks.addOk(inspectionTask(`sel-${dialect}`, { selector: `tag = "sel-prod-${dialect}"` }));
      expect(task.targets.selector).toBe(`tag = "sel-prod-${dialect}"`);
      expect((await tasks.add(inspectionTask(`sel2-${dialect}`, { selector: 'tag in ("x"' }))).body.code).toBe(
        ResponseCode.badRequest,
      );
    });

    it('refuses schedules that cannot fire with the message that names why', async () => {
      const admin = await signInAdmin(server());
      const tasks = taskApi(server(), admin);
      const preview = await tasks.previewSchedule({
        kind: 'cycle',
        cycle: 1,
        time: '03:30',
        weekDays: [1, 5],
        timeZone: 'Asia/Shanghai',
      });
      const { cronExpression, nextRuns } = preview.body.data as { cronExpression: string; nextRuns: string[] };
      expect(cronExpression).toBe('30 3 * * 1,5');
      expect(nextRuns).toHaveLength(5);
      for (const run of nextRuns) {
        const local = new Date(Date.parse(run) + 8 * 3600_000);
        expect([1, 5]).toContain(local.getUTCDay());
        expect([local.getUTCHours(), local.getUTCMinutes()]).toEqual([3, 30]);
      }
      const cases: [unknown, string][] = [
        [
          { kind: 'cron', cron: '61 * * * *', timeZone: 'UTC' },
          'schedule.cron: Cron 表达式无效，请参考 Cron 表达式说明',
        ],
        [{ kind: 'cron', cron: '* * * * * *', timeZone: 'UTC' }, 'schedule.cron: 执行间隔不能小于1分钟'],
        [{ kind: 'cron', cron: '0 2 * * *', timeZone: 'Mars/Base' }, 'schedule.timeZone: 时区无效'],
        [{ kind: 'cycle', cycle: 1, time: '02:00', timeZone: 'UTC' }, 'schedule.weekDays: 请选择每周执行的日期'],
        [{ kind: 'cycle', cycle: 0, time: '25:00', timeZone: 'UTC' }, 'time格式不正确'],
      ];
      for (const [schedule, message] of cases) {
        const result = await tasks.previewSchedule(schedule);
        expect(result.body.code, JSON.stringify(schedule)).not.toBe(200);
        expect(result.body.msg).toBe(message);
      }
      const refused = await tasks.add({
        ...inspectionTask(`bad-${server().dialect}`, { platformIds: [1] }),
        schedule: { kind: 'cron', cron: 'every day', timeZone: 'UTC' },
      });
      expect(refused.body).toMatchObject({
        code: ResponseCode.badRequest,
        msg: 'schedule.cron: Cron 表达式无效，请参考 Cron 表达式说明',
        data: { field: 'schedule.cron' },
      });
      expect(
        await tasks.add({ ...inspectionTask(`pw-${server().dialect}`, { platformIds: [1] }), taskType: 8 }),
      ).toMatchObject({
        body: { msg: 'taskType: 该任务类型暂不支持定时执行' },
      });
      expect(rowsOf<Task>(await tasks.list({ taskName: `bad-${server().dialect}` }))).toHaveLength(0);
    });
  },
  { tasks: { sweepMs: 0 } },
);

async function userIn(server: TestServer, userName: string, deptId: number, permissions: string[]) {
  const user = await createUser(server, { userName, permissions });
  await server.db
    .updateTable('users')
    .set({ dept_id: deptId, dept_role: DeptRole.supervisor })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, userName, token: await signIn(server, userName, user.password) };
}
