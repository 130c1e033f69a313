import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { sweepTasks } from '../../src/server/modules/tasks';
import { Permission } from '../../src/shared/access/permissions';
import type { SystemTask } from '../../src/shared/api/systemTasks';
import type { Task } from '../../src/shared/api/tasks';
import { ResponseCode } from '../../src/shared/codes';
import { TaskExecution } from '../../src/shared/rules/taskRules';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { taskApi } from './taskApi';

/**
 * System tasks (/setup-manage-task): log cleanup, recording retention and the database backup run through the
 * scheduler like every task, change only with system:setting:edit, and stay out of the scheduled-task list.
 */
const DAY = 24 * 60 * 60_000;

async function systemTasks(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  const result = await call(server.app, 'GET', '/task/system/list', { token, lang });
  expect(result.body.code).toBe(200);
  return result.body.data as SystemTask[];
}

async function runNow(server: TestServer, token: string, job: SystemTask['job']) {
  const task = (await systemTasks(server, token)).find((entry) => entry.job === job) as SystemTask;
  const result = await call(server.app, 'POST', `/task/system/run/${task.taskId}`, { token });
  return taskApi(server, token).ended((result.body.data as { runId: number }).runId);
}

describeEachDatabase(
  'system tasks',
  (server) => {
    it('lists the three system tasks in both languages and keeps them out of the scheduled tasks', async () => {
      const admin = await signInAdmin(server());
      const tasks = await systemTasks(server(), admin);
      expect(tasks.map((task) => [task.job, task.taskName, task.enabled, task.cronExpression])).toEqual([
        ['systemLogCleanup', '日志清理', true, '0 3 * * *'],
        ['systemRecordingRetention', '录像保留期清理', true, '30 3 * * *'],
        ['systemDatabaseBackup', '系统数据库备份', true, '30 2 * * *'],
      ]);
      expect(tasks.every((task) => task.nextRunTime !== null && task.schedule.timeZone === 'Asia/Shanghai')).toBe(true);
      expect((await systemTasks(server(), admin, 'en')).map((task) => task.taskName)).toEqual([
        'Log cleanup',
        'Recording retention',
        'Database backup',
      ]);
      const user = taskApi(server(), admin);
      const listed = (await user.list()).body.rows as Task[];
      expect(listed.some((task) => tasks.some((system) => system.taskId === task.taskId))).toBe(false);
      const first = tasks[0] as SystemTask;
      expect((await user.get(first.taskId)).body.code).toBe(ResponseCode.taskNotFound);
      expect((await user.remove([first.taskId])).body.data).toEqual({ removed: 0 });
      expect((await user.runNow(first.taskId)).body.code).toBe(ResponseCode.taskNotFound);

      // Reading needs system:setting:query, changing and running system:setting:edit.
      const reader = await createUser(server(), {
        userName: `sys_reader_${server().dialect}`,
        permissions: [Permission.settingQuery],
      });
      const token = await signIn(server(), `sys_reader_${server().dialect}`, reader.password);
      expect((await call(server().app, 'GET', '/task/system/list', { token })).body.code).toBe(200);
      expect((await call(server().app, 'POST', `/task/system/run/${first.taskId}`, { token })).body.code).toBe(
        ResponseCode.forbidden,
      );
    });

    it('the log settings clean logs now (GET /logger/query/immediatelyCleanup), for setting editors only', async () => {
      const admin = await signInAdmin(server());
      const old = new Date(server().clock.now().getTime() - 400 * DAY).toISOString();
      await server()
        .db.insertInto('login_logs')
        .values({ user_name: 'gone', ip: '10.0.0.9', user_agent: '', status: 1, msg: 'old', login_time: old })
        .execute();
      const started = await call(server().app, 'GET', '/logger/query/immediatelyCleanup', { token: admin });
      expect(started.body.code).toBe(200);
      const run = await taskApi(server(), admin).ended((started.body.data as { runId: number }).runId);
      expect(run).toMatchObject({ status: TaskExecution.success, taskName: '日志清理', trigger: 'manual' });
      const left = await server().db.selectFrom('login_logs').select('login_time').execute();
      expect(left.some((row) => row.login_time === old)).toBe(false);
      const log = await call(server().app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '20' } });
      expect(JSON.stringify(log.body.rows)).toContain('/logger/query/immediatelyCleanup');

      const reader = await createUser(server(), {
        userName: `log_reader_${server().dialect}`,
        permissions: [Permission.settingQuery],
      });
      const token = await signIn(server(), `log_reader_${server().dialect}`, reader.password);
      const refused = await call(server().app, 'GET', '/logger/query/immediatelyCleanup', { token });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
    });

    it('removes logs and recordings past their retention, and keeps the newer ones', async () => {
      const admin = await signInAdmin(server());
      const now = server().clock.now().getTime();
      const at = (days: number) => new Date(now - days * DAY).toISOString();
      const oldLogins = await server()
        .db.selectFrom('login_logs')
        .select('id')
        .where('login_time', '<', at(30))
        .execute();
      expect(oldLogins).toEqual([]);
      const logins = await server()
        .db.selectFrom('login_logs')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const { id: _unused, ...login } = logins;
      await server()
        .db.insertInto('login_logs')
        .values([
          { ...login, login_time: at(40) },
          { ...login, login_time: at(10) },
        ])
        .execute();
      const tasks = await systemTasks(server(), admin);
      const cleanup = tasks.find((task) => task.job === 'systemLogCleanup') as SystemTask;
      const edited = await call(server().app, 'PUT', '/task/system/edit', {
        token: admin,
        body: { taskId: cleanup.taskId, schedule: cleanup.schedule, enabled: true, params: { retentionDays: 30 } },
      });
      expect(edited.body.data).toMatchObject({ params: { retentionDays: 30 } });
      const run = await runNow(server(), admin, 'systemLogCleanup');
      expect(run).toMatchObject({ status: TaskExecution.success, taskName: '日志清理', trigger: 'manual' });
      expect(run.message).toMatch(/^已删除 30 天前的操作日志 \d+ 条、登录日志 1 条$/);
      const left = await server().db.selectFrom('login_logs').select('login_time').execute();
      expect(left.some((row) => row.login_time === at(10))).toBe(true);
      expect(left.every((row) => row.login_time >= at(30))).toBe(true);

      // A recording of a session that ended 200 days ago goes; its session record stays.
      await mkdir(join(server().dataDir, 'recordings'), { recursive: true });
      const file = `old-${server().dialect}.cast`;
      await writeFile(join(server().dataDir, 'recordings', file), '{"version": 2}\n');
      const { id: sessionId } = await server()
        .db.insertInto('terminal_sessions')
        .values({
          user_id: 1,
          user_name: 'admin',
          nick_name: 'admin',
          asset_id: 1,
          asset_name: 'old',
          address: '10.0.0.1',
          port: 22,
          protocol: 'SSH',
          account_id: 1,
          account_name: 'root',
          proxy_name: null,
          encoding: 'UTF-8',
          client_ip: '127.0.0.1',
          node_id: 'test',
          state: 2,
          login_result: 1,
          failure_reason: null,
          end_reason: null,
          terminated_by: null,
          exit_code: 0,
          cols: 80,
          rows: 24,
          recording_file: file,
          started_at: at(201),
          ended_at: at(200),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const retention = await runNow(server(), admin, 'systemRecordingRetention');
      expect(retention.message).toMatch(/^已删除 180 天前的会话录像 1 个/);
      expect(existsSync(join(server().dataDir, 'recordings', file))).toBe(false);
      expect(
        await server()
          .db.selectFrom('terminal_sessions')
          .select('recording_file')
          .where('id', '=', sessionId)
          .executeTakeFirst(),
      ).toEqual({ recording_file: null });
    });

    it('backs up its own database on schedule and keeps the newest copies', async () => {
      const admin = await signInAdmin(server());
      const tasks = await systemTasks(server(), admin);
      const backup = tasks.find((task) => task.job === 'systemDatabaseBackup') as SystemTask;
      await call(server().app, 'PUT', '/task/system/edit', {
        token: admin,
        body: { taskId: backup.taskId, schedule: backup.schedule, enabled: true, params: { keep: 2 } },
      });
      // Three scheduled firings, a day apart: each one runs once through the scheduler.
      let token = admin;
      for (let day = 0; day < 3; day += 1) {
        const next = (await systemTasks(server(), token)).find((task) => task.job === 'systemDatabaseBackup');
        server().clock.advance(Date.parse(next?.nextRunTime as string) + 1_000 - server().clock.now().getTime());
        // A day later the sign-in has long been idle: sign in again, as the operator would.
        token = await signInAdmin(server());
        const started = await sweepTasks(server().app.gatehouse);
        for (const runId of started) await taskApi(server(), token).ended(runId);
      }
      const latest = (await systemTasks(server(), token)).find((task) => task.job === 'systemDatabaseBackup');
      expect(latest).toMatchObject({ lastRunStatus: TaskExecution.success });
      expect(latest?.lastRunMessage).toMatch(
        /^已备份到 backups\/gatehouse-db-\d{8}T\d{6}Z\.(db|dump)（[\d.]+ MB），删除旧备份 1 个$/,
      );
      const copies = readdirSync(join(server().dataDir, 'backups'));
      expect(copies).toHaveLength(2);
      const newest = join(server().dataDir, 'backups', copies.sort().at(-1) as string);
      if (server().dialect === 'sqlite') {
        const copy = new Database(newest, { readonly: true });
        try {
          expect(copy.prepare('select count(*) as n from tasks where system_job is not null').get()).toEqual({ n: 3 });
        } finally {
          copy.close();
        }
      } else {
        // pg_restore reads the custom format and lists the tables.
        const { execFileSync } = await import('node:child_process');
        expect(execFileSync('pg_restore', ['--list', newest]).toString()).toContain('TABLE public tasks');
      }
    });
  },
  { tasks: { sweepMs: 0 } },
);
