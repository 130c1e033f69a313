import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAccountSecret } from '../../src/server/modules/accounts';
import type { ChangeScript, ScriptTestResult } from '../../src/shared/api/changeScripts';
import type { RunTarget } from '../../src/shared/api/tasks';
import { ResponseCode } from '../../src/shared/codes';
import { TaskExecution, TaskType } from '../../src/shared/rules/taskRules';
import { ensureTestUser, TestSshd } from '../support/sshd';
import { accountApi, sshAsset } from './accountApi';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { inspectionTask, taskApi } from './taskApi';

/**
 * Password-change tasks against a real OpenSSH server with Unix users made for this suite: the built-in passwd
 * dialogue as the account itself, chpasswd through sudo as a privileged account, a script that stalls, a host that
 * refuses the stored password, and a script that changes the password yet reports failure. Each time the OpenSSH
 * client says which password the host takes, and the vault must hold that one.
 */
const SELF = { name: 'gh_task_rot', password: 'Rot-Start-Pw-1' };
const PRIVILEGED = { name: 'gh_task_priv', password: 'Priv-Admin-Pw-2' };
const MANAGED = { name: 'gh_task_mgd', password: 'Mgd-Start-Pw-3' };
const SUDOERS = '/etc/sudoers.d/gatehouse-task-tests';

let sshd: TestSshd;
let askpassDir: string;

beforeAll(async () => {
  for (const user of [SELF, PRIVILEGED, MANAGED]) await ensureTestUser(user.name, user.password);
  await writeFile(SUDOERS, `${PRIVILEGED.name} ALL=(root) NOPASSWD: /usr/sbin/chpasswd\n`, { mode: 0o440 });
  sshd = await TestSshd.start({ users: [SELF.name, PRIVILEGED.name, MANAGED.name] });
  askpassDir = await mkdtemp(join(tmpdir(), 'gh-askpass-'));
});

afterAll(async () => {
  await sshd?.stop();
  await rm(SUDOERS, { force: true });
  await rm(askpassDir, { recursive: true, force: true });
});

/** Whether the OpenSSH client signs in as `user` with `password` (password authentication only). */
async function opensshTakes(user: string, password: string): Promise<boolean> {
  const askpass = join(askpassDir, `askpass-${Math.random().toString(36).slice(2)}`);
  await writeFile(askpass, `#!/bin/sh\nprintf '%s\\n' '${password.replaceAll("'", "'\\''")}'\n`);
  await chmod(askpass, 0o700);
  const args = [
    ...['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR'],
    ...['-o', 'PubkeyAuthentication=no', '-o', 'PreferredAuthentications=password,keyboard-interactive'],
    ...['-o', 'NumberOfPasswordPrompts=1', '-p', String(sshd.port), `${user}@${sshd.host}`, 'true'],
  ];
  const env = { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' };
  return new Promise((resolve) => {
    execFile('ssh', args, { env, timeout: 15_000 }, (error) => resolve(error === null));
  });
}

async function vaultSecret(server: TestServer, accountId: number): Promise<string> {
  const row = await server.db
    .selectFrom('accounts')
    .select('secret_sealed')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return openAccountSecret(server.app.gatehouse.vault, accountId, 'secret', row.secret_sealed as string);
}

function scriptApi(server: TestServer, token: string) {
  return {
    list: (query: Record<string, string> = {}) => call(server.app, 'GET', '/task/script/list', { token, query }),
    add: (body: unknown) => call(server.app, 'POST', '/task/script/add', { token, body }),
    remove: (ids: number[]) => call(server.app, 'POST', `/task/script/remove/${ids.join(',')}`, { token }),
    test: (scriptId: number, accountId: number) =>
      call(server.app, 'POST', '/task/script/test', { token, body: { scriptId, accountId } }),
    async builtIn(name: string): Promise<ChangeScript> {
      const rows = (await call(server.app, 'GET', '/task/script/list', { token, query: { scriptName: name } })).body
        .rows as ChangeScript[];
      const script = rows.find((row) => row.scriptName === name);
      if (!script) throw new Error(`no script ${name}`);
      return script;
    },
  };
}

const rowsOf = <T>(result: { body: { rows?: unknown[] } }) => (result.body.rows ?? []) as T[];

describeEachDatabase(
  'password-change tasks',
  (server) => {
    it('changes a password with passwd as the account itself, verifies it and only then stores it', async () => {
      await ensureTestUser(SELF.name, SELF.password);
      const admin = await signInAdmin(server());
      const asset = await sshAsset(server(), admin, `rot-${server().dialect}`, sshd.host, sshd.port);
      const account = await accountApi(server(), admin).addOk({
        assetId: asset.assetId,
        accountName: SELF.name,
        password: SELF.password,
      });
      const passwd = await scriptApi(server(), admin).builtIn('Linux passwd');
      const tasks = taskApi(server(), admin);
      const task = await tasks.addOk(
        inspectionTask(
          `改密-${server().dialect}`,
          { accountIds: [account.accountId] },
          { taskType: TaskType.passwordChange, scriptId: passwd.scriptId },
        ),
      );
      expect(task).toMatchObject({ scriptId: passwd.scriptId, scriptName: 'Linux passwd' });
      const run = await tasks.ended(((await tasks.runNow(task.taskId)).body.data as { runId: number }).runId);
      const [target] = rowsOf<RunTarget>(await tasks.targets(run.runId));
      expect(run, JSON.stringify(target)).toMatchObject({ status: TaskExecution.success, succeeded: 1 });
      expect(target?.message).toBe('密码已修改并验证，已保存到保险箱');

      const stored = await vaultSecret(server(), account.accountId);
      expect(stored).not.toBe(SELF.password);
      expect(stored.length).toBeGreaterThanOrEqual(16);
      expect(await opensshTakes(SELF.name, stored)).toBe(true);
      expect(await opensshTakes(SELF.name, SELF.password)).toBe(false);
      const records = await call(server().app, 'GET', '/privilege/account/passwordRecords', {
        token: admin,
        query: { accountId: String(account.accountId) },
      });
      expect(records.body.rows?.[0]).toMatchObject({ how: 'rotate', changedBy: 'admin', hasPrevious: true });
      expect(JSON.stringify([run, target, records.body])).not.toContain(stored);
    });

    it('keeps the old password on the host and in the vault when the script stalls or the host refuses', async () => {
      await ensureTestUser(MANAGED.name, MANAGED.password);
      const admin = await signInAdmin(server());
      const scripts = scriptApi(server(), admin);
      const asset = await sshAsset(server(), admin, `stall-${server().dialect}`, sshd.host, sshd.port);
      const accounts = accountApi(server(), admin);
      const account = await accounts.addOk({
        assetId: asset.assetId,
        accountName: MANAGED.name,
        password: MANAGED.password,
      });
      const stall = await scripts.add({
        scriptName: `stall-${server().dialect}`,
        mode: 'self',
        command: 'passwd',
        input: 'dialogue',
        steps: [
          { expect: '(current|old).*password.*:', send: '{{oldPassword}}' },
          { expect: 'a prompt that never comes', send: '{{newPassword}}' },
        ],
        timeoutSeconds: 1,
      });
      expect(stall.body.code).toBe(200);
      const stalled = (await scripts.test((stall.body.data as ChangeScript).scriptId, account.accountId)).body
        .data as ScriptTestResult;
      expect(stalled).toMatchObject({
        changed: false,
        message: '等待“a prompt that never comes”超时：主机上的密码未改变，保险箱保留原密码',
      });
      expect(stalled.transcript).toMatch(/current password/i);
      expect(await vaultSecret(server(), account.accountId)).toBe(MANAGED.password);
      expect(await opensshTakes(MANAGED.name, MANAGED.password)).toBe(true);

      // The vault holds a password the host refuses: the change cannot sign in and changes nothing.
      await accounts.edit({ accountId: account.accountId, accountName: MANAGED.name, password: 'Not-The-Pw-77' });
      const passwd = await scripts.builtIn('Linux passwd');
      const refused = (await scripts.test(passwd.scriptId, account.accountId)).body.data as ScriptTestResult;
      expect(refused.changed).toBe(false);
      expect(refused.message).toMatch(/^无法登录主机：/);
      expect(await vaultSecret(server(), account.accountId)).toBe('Not-The-Pw-77');
      expect(await opensshTakes(MANAGED.name, MANAGED.password)).toBe(true);
    });

    it('changes a password through a privileged account, and follows the host when a script changes it but fails', async () => {
      await ensureTestUser(SELF.name, SELF.password);
      const admin = await signInAdmin(server());
      const scripts = scriptApi(server(), admin);
      const asset = await sshAsset(server(), admin, `priv-${server().dialect}`, sshd.host, sshd.port);
      const accounts = accountApi(server(), admin);
      const target = await accounts.addOk({ assetId: asset.assetId, accountName: SELF.name, password: SELF.password });
      await accounts.addOk({ assetId: asset.assetId, accountName: PRIVILEGED.name, password: PRIVILEGED.password });
      const sudo = await scripts.add({
        scriptName: `sudo-chpasswd-${server().dialect}`,
        mode: 'privileged',
        privilegedAccount: PRIVILEGED.name,
        command: 'sudo -n /usr/sbin/chpasswd',
        input: 'stdin',
        stdin: '{{username}}:{{newPassword}}',
      });
      expect(sudo.body.code).toBe(200);
      const done = (await scripts.test((sudo.body.data as ChangeScript).scriptId, target.accountId)).body
        .data as ScriptTestResult;
      expect(done).toMatchObject({ changed: true, message: '密码已修改并验证，已保存到保险箱' });
      const first = await vaultSecret(server(), target.accountId);
      expect(await opensshTakes(SELF.name, first)).toBe(true);

      // The password changes, then the command reports failure: the vault follows what the host takes.
      const failing = await scripts.add({
        scriptName: `sudo-then-fail-${server().dialect}`,
        mode: 'privileged',
        privilegedAccount: PRIVILEGED.name,
        command: 'sudo -n /usr/sbin/chpasswd; exit 3',
        input: 'stdin',
        stdin: '{{username}}:{{newPassword}}',
      });
      const followed = (await scripts.test((failing.body.data as ChangeScript).scriptId, target.accountId)).body
        .data as ScriptTestResult;
      expect(followed.changed).toBe(true);
      const second = await vaultSecret(server(), target.accountId);
      expect(second).not.toBe(first);
      expect(await opensshTakes(SELF.name, second)).toBe(true);
      expect(await opensshTakes(SELF.name, first)).toBe(false);
      // A privileged script on an asset without its privileged account says so.
      const lone = await sshAsset(server(), admin, `lone-${server().dialect}`, sshd.host, sshd.port);
      const alone = await accounts.addOk({ assetId: lone.assetId, accountName: SELF.name, password: second });
      expect(
        ((await scripts.test((sudo.body.data as ChangeScript).scriptId, alone.accountId)).body.data as ScriptTestResult)
          .message,
      ).toBe(`资产上没有特权账号 ${PRIVILEGED.name} 或其没有保存密码`);
    });

    it('validates scripts and keeps built-in and used ones', async () => {
      const admin = await signInAdmin(server());
      const scripts = scriptApi(server(), admin);
      const badPattern = await scripts.add({
        scriptName: `bad-${server().dialect}`,
        mode: 'self',
        command: 'passwd',
        input: 'dialogue',
        steps: [{ expect: '(unclosed', send: 'x' }],
      });
      expect(badPattern.body).toMatchObject({ code: ResponseCode.badRequest });
      expect(badPattern.body.msg).toContain('期望内容不是有效的正则表达式');
      expect(
        (
          await scripts.add({
            scriptName: `nopriv-${server().dialect}`,
            mode: 'privileged',
            command: 'chpasswd',
            input: 'stdin',
            stdin: 'x',
          })
        ).body.msg,
      ).toBe('privilegedAccount不能为空');
      const passwd = await scripts.builtIn('Linux passwd');
      expect(passwd.builtIn).toBe(true);
      expect((await scripts.remove([passwd.scriptId])).body).toMatchObject({
        code: ResponseCode.scriptInUse,
        msg: '内置改密脚本不能删除',
      });
      const mine = (
        await scripts.add({
          scriptName: `mine-${server().dialect}`,
          mode: 'self',
          command: 'passwd',
          input: 'stdin',
          stdin: 'x',
        })
      ).body.data as ChangeScript;
      const tasks = taskApi(server(), admin);
      const asset = await sshAsset(server(), admin, `use-${server().dialect}`, sshd.host, sshd.port);
      const task = await tasks.addOk(
        inspectionTask(
          `uses-${server().dialect}`,
          { assetIds: [asset.assetId] },
          { taskType: TaskType.passwordChange, scriptId: mine.scriptId },
        ),
      );
      expect((await scripts.remove([mine.scriptId])).body.msg).toBe('改密脚本正被定时任务使用，无法删除');
      expect(
        (
          await tasks.add(
            inspectionTask(
              `noscript-${server().dialect}`,
              { assetIds: [asset.assetId] },
              { taskType: TaskType.passwordChange },
            ),
          )
        ).body.msg,
      ).toBe('scriptId: 请选择改密脚本');
      await tasks.remove([task.taskId]);
      expect((await scripts.remove([mine.scriptId])).body.data).toEqual({ removed: 1 });
    });
  },
  { tasks: { sweepMs: 0 } },
);
