import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAccountSecret } from '../../src/server/modules/accounts';
import { Permission } from '../../src/shared/access/permissions';
import type { Account } from '../../src/shared/api/accounts';
import type {
  BackupArchive,
  BackupRestoreResult,
  BackupSettings,
  BackupSettingsEdit,
  SftpTestResult,
} from '../../src/shared/api/backupSettings';
import type { RunTarget, TaskRun } from '../../src/shared/api/tasks';
import { ResponseCode } from '../../src/shared/codes';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { TaskExecution, TaskType } from '../../src/shared/rules/taskRules';
import { ensureTestUser, freePort, makeClientKey, TestSshd } from '../support/sshd';
import { accountApi, sshAsset } from './accountApi';
import { listAssets } from './assetApi';
import { call, nextIp } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, startServer, type TestServer } from './harness';
import { inspectionTask, taskApi } from './taskApi';

/**
 * Account backup (task type 2; docs/tasks.md "Backup (type 2)") against a real OpenSSH server whose internal-sftp
 * holds the archives of a Unix user made for this suite: the SFTP test and its precise refusals, a backup run whose
 * archive GnuPG opens (with the password, or with the secret key of the public key it was encrypted to), retention,
 * and a restore into a second, empty Gatehouse whose account check then signs in to the same host.
 */
const run = promisify(execFile);
const BACKUP_USER = { name: 'gh_bk_sftp', password: 'Bk-Sftp-Secret-5182' };
const PW_USER = { name: 'gh_bk_pw', password: 'Bk-Target-Secret-7731' };
const KEY_USER = { name: 'gh_bk_key' };
const KEY_PASSPHRASE = 'Bk-Key-Passphrase-2209';
const ARCHIVE_PASSWORD = 'Bk-Archive-Secret-4417!';
const PGP_PASSPHRASE = 'Bk-Pgp-Passphrase-6630';

let sshd: TestSshd;
let clientKey: { privateKey: string; publicKey: string };
let workDir = '';

/** Every line the servers of this file log, as written. */
class LogCapture extends Writable {
  private readonly chunks: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.chunks.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.chunks.join('');
  }
}
const logs = new LogCapture();

beforeAll(async () => {
  await ensureTestUser(BACKUP_USER.name, BACKUP_USER.password);
  await ensureTestUser(PW_USER.name, PW_USER.password);
  await ensureTestUser(KEY_USER.name);
  clientKey = await makeClientKey({ passphrase: KEY_PASSPHRASE });
  sshd = await TestSshd.start({ users: [BACKUP_USER.name, PW_USER.name, KEY_USER.name] });
  sshd.authorizeKey(KEY_USER.name, clientKey.publicKey);
  workDir = await mkdtemp(join(tmpdir(), 'gh-backup-'));
});

afterAll(async () => {
  await sshd?.stop();
  await rm(workDir, { recursive: true, force: true });
  for (const dialect of ['sqlite', 'postgres'])
    await rm(backupDir(dialect), { recursive: true, force: true }).catch(() => undefined);
});

/** The backup directory of one dialect's server, relative to the SFTP user's home in the settings. */
const relativeDir = (dialect: string) => `backups-${dialect}`;
const backupDir = (dialect: string) => `/home/${BACKUP_USER.name}/${relativeDir(dialect)}`;

async function freshBackupDir(dialect: string): Promise<void> {
  await rm(backupDir(dialect), { recursive: true, force: true });
  await run('install', ['-d', '-o', BACKUP_USER.name, '-g', BACKUP_USER.name, '-m', '700', backupDir(dialect)]);
}

const archivesIn = async (dialect: string) => (await readdir(backupDir(dialect))).sort();

function backupApi(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  const options = { token, lang };
  return {
    get: () => call(server.app, 'GET', '/setting-center/backup', options),
    edit: (body: BackupSettingsEdit) => call(server.app, 'PUT', '/setting-center/backup', { ...options, body }),
    async save(body: BackupSettingsEdit): Promise<BackupSettings> {
      const result = await call(server.app, 'PUT', '/setting-center/backup', { ...options, body });
      expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
      return result.body.data as BackupSettings;
    },
    // Each test from its own address: the call is limited to 10 a minute per address.
    test: (config?: Record<string, unknown>) =>
      call(server.app, 'POST', '/setting/sftp/test', { ...options, ip: nextIp(), body: config ? { config } : {} }),
    archives: () => call(server.app, 'GET', '/task/backup/archives', { ...options, ip: nextIp() }),
    restore: (body: Record<string, unknown>) =>
      call(server.app, 'POST', '/task/backup/restore', { ...options, ip: nextIp(), body }),
  };
}

/** The settings of the suite's SFTP server and its directory for this dialect. */
const sftpSettings = (dialect: string, extra: Partial<BackupSettingsEdit> = {}): BackupSettingsEdit => ({
  host: sshd.host,
  port: sshd.port,
  username: BACKUP_USER.name,
  password: BACKUP_USER.password,
  directory: relativeDir(dialect),
  protection: 'password',
  archivePassword: ARCHIVE_PASSWORD,
  retention: 2,
  ...extra,
});

/** GnuPG in a home of its own (no keys, no cached passphrase); imports `secretKey` first when given. */
async function gpgDecrypt(file: string, passphrase: string, secretKey?: string): Promise<string | null> {
  const home = await mkdtemp(join(tmpdir(), 'gh-gnupg-'));
  await chmod(home, 0o700);
  const env = { ...process.env, GNUPGHOME: home };
  const batch = ['--batch', '--yes', '--no-symkey-cache', '--pinentry-mode', 'loopback', '--passphrase', passphrase];
  try {
    if (secretKey) {
      await writeFile(join(home, 'secret.asc'), secretKey);
      await run('gpg', [...batch, '--import', join(home, 'secret.asc')], { env });
    }
    const { stdout } = await run('gpg', [...batch, '--decrypt', file], { env, encoding: 'buffer' });
    return stdout.toString('utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') throw new Error('gpg is missing: scripts/ensure-test-deps.sh');
    return null;
  } finally {
    await run('gpgconf', ['--kill', 'gpg-agent'], { env }).catch(() => undefined);
    await rm(home, { recursive: true, force: true });
  }
}

/** The JSON Lines of a decrypted archive: the manifest and the account records. */
function linesOf(plaintext: string) {
  const [manifest, ...records] = plaintext
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { manifest, records };
}

/** An asset on the suite's sshd with a password account, a key account with a passphrase and one with nothing. */
async function backedUpAsset(server: TestServer, admin: string, assetName: string) {
  const asset = await sshAsset(server, admin, assetName, sshd.host, sshd.port);
  const accounts = accountApi(server, admin);
  const pw = await accounts.addOk({ assetId: asset.assetId, accountName: PW_USER.name, password: PW_USER.password });
  const key = await accounts.addOk({
    assetId: asset.assetId,
    accountName: KEY_USER.name,
    authKind: 'key',
    privateKey: clientKey.privateKey,
    passphrase: KEY_PASSPHRASE,
  });
  const bare = await accounts.addOk({ assetId: asset.assetId, accountName: 'nobody_kept' });
  return { asset, pw, key, bare };
}

async function runBackup(server: TestServer, admin: string, taskId: number) {
  const tasks = taskApi(server, admin);
  const started = await tasks.runNow(taskId);
  expect(started.body, JSON.stringify(started.body)).toMatchObject({ code: 200 });
  const ended = await tasks.ended((started.body.data as { runId: number }).runId);
  const targets = (await tasks.targets(ended.runId)).body.rows as RunTarget[];
  return { run: ended, targets };
}

const SECRETS = [
  BACKUP_USER.password,
  PW_USER.password,
  KEY_PASSPHRASE,
  ARCHIVE_PASSWORD,
  PGP_PASSPHRASE,
  'OPENSSH PRIVATE KEY',
];
const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describeEachDatabase(
  'account backup',
  (server) => {
    it('keeps where backups go to holders of system:backup:edit, not every settings editor', async () => {
      await signInAdmin(server());
      const editor = `bk_settings_${server().dialect}`;
      const user = await createUser(server(), {
        userName: editor,
        permissions: [Permission.settingQuery, Permission.settingEdit],
      });
      const token = await signIn(server(), editor, user.password);
      const read = await call(server().app, 'GET', '/setting-center/backup', { token });
      expect(read.body.code).toBe(200);
      const changed = await call(server().app, 'PUT', '/setting-center/backup', {
        token,
        body: { ...(read.body.data as object), host: '10.66.0.1', username: 'thief', password: 'Steal-All-Secrets-1' },
      });
      expect(changed.body.code).toBe(ResponseCode.forbidden);
    });

    it('keeps SFTP and archive passwords write-only and tests the server: what worked, or precisely why not', async () => {
      const { dialect } = server();
      await freshBackupDir(dialect);
      const admin = await signInAdmin(server());
      const backup = backupApi(server(), admin);
      expect((await backup.get()).body.data).toMatchObject({ configured: false, passwordSet: false, hostKey: null });

      const saved = await backup.save(sftpSettings(dialect));
      expect(saved).toMatchObject({ configured: true, passwordSet: true, archivePasswordSet: true, hostKey: null });
      const tested = await backup.test();
      expect(tested.body).toMatchObject({
        code: 200,
        msg: '备份服务器连接正常，已在备份目录写入并删除测试文件',
      });
      expect(tested.body.data as SftpTestResult).toEqual({
        directory: backupDir(dialect),
        hostKey: sshd.hostKey,
        hostKeyPinned: true,
        hostKeyLearned: true,
      });
      // The probe is gone; the first contact pinned the key, and a second test holds it.
      expect(await archivesIn(dialect)).toEqual([]);
      expect((await backup.get()).body.data).toMatchObject({ hostKey: sshd.hostKey });
      expect((await backup.test()).body.data).toMatchObject({ hostKeyPinned: true, hostKeyLearned: false });

      const typed = { host: sshd.host, port: sshd.port, username: BACKUP_USER.name, directory: relativeDir(dialect) };
      expect((await backup.test({ ...typed, password: 'Not-the-password-1' })).body).toMatchObject({
        code: ResponseCode.backupSftpAuthRejected,
        msg: `备份服务器拒绝了用户 ${BACKUP_USER.name} 的登录：用户名或密码错误`,
        data: { field: 'password' },
      });
      // No password typed: the saved one, towards the saved server and user only.
      expect((await backup.test({ ...typed, directory: 'no-such-dir' })).body).toMatchObject({
        code: ResponseCode.backupDirectoryMissing,
        msg: '备份目录 no-such-dir 不存在或不是目录',
        data: { field: 'directory' },
      });
      expect(
        (await backupApi(server(), admin, 'en').test({ ...typed, directory: '/no/such/place' })).body,
      ).toMatchObject({
        code: ResponseCode.backupDirectoryMissing,
        msg: 'The backup directory /no/such/place does not exist or is not a directory',
      });
      expect((await backup.test({ ...typed, directory: '/etc' })).body).toMatchObject({
        code: ResponseCode.backupDirectoryNotWritable,
        msg: `用户 ${BACKUP_USER.name} 无权写入备份目录 /etc`,
      });
      expect((await backup.test({ ...typed, username: 'someone_else' })).body).toMatchObject({
        code: ResponseCode.badRequest,
        msg: '备份服务器地址、端口或用户名已变更，请重新输入 SFTP 密码',
        data: { field: 'password' },
      });
      const closed = await freePort();
      expect((await backup.test({ ...typed, port: closed, password: BACKUP_USER.password })).body).toMatchObject({
        code: ResponseCode.backupSftpUnreachable,
        msg: `备份服务器 ${sshd.host}:${closed} 拒绝连接，请检查地址和端口`,
      });

      const view = JSON.stringify((await backup.get()).body);
      expectNoSecret(view);
      expectNoSecret(logs.text);
    });

    it('refuses a server whose host key changed, naming both keys, until the new one is accepted', async () => {
      const { dialect } = server();
      const admin = await signInAdmin(server());
      const backup = backupApi(server(), admin);
      // A server of this test's own: its key changes.
      const own = await TestSshd.start({ users: [BACKUP_USER.name] });
      try {
        await backup.save(sftpSettings(dialect, { port: own.port }));
        expect((await backup.test()).body.data).toMatchObject({ hostKey: own.hostKey, hostKeyLearned: true });
        const before = own.hostKey.fingerprint;
        const after = (await own.rotateHostKey()).fingerprint;
        const refused = await backup.test();
        expect(refused.body).toMatchObject({
          code: ResponseCode.backupSftpHostKeyChanged,
          data: { field: 'hostKeyFingerprint', expected: before, presented: after },
        });
        expect(refused.body.msg).toBe(
          `备份服务器的主机密钥已变更（记录的是 ${before}，实际为 ${after}），已拒绝连接。确认服务器无误后，在备份设置中接受新指纹`,
        );
        // Accepted by saving the fingerprint the refusal showed (the password kept: same server and user).
        const { password: _typed, ...kept } = sftpSettings(dialect, { port: own.port });
        await backup.save({ ...kept, hostKeyFingerprint: after });
        expect((await backup.test()).body).toMatchObject({
          code: 200,
          data: { hostKey: { fingerprint: after }, hostKeyPinned: true, hostKeyLearned: false },
        });
      } finally {
        await own.stop();
      }
    });

    it('uploads one archive per run that gpg opens with the password, keeps the newest, restores into an empty Gatehouse', async () => {
      const { dialect } = server();
      await freshBackupDir(dialect);
      const admin = await signInAdmin(server());
      const backup = backupApi(server(), admin);
      await backup.save(sftpSettings(dialect));
      const { asset } = await backedUpAsset(server(), admin, `bk-${dialect}`);
      // A second asset, after the first in the archive: a restore that fails on it must undo the first.
      const other = await sshAsset(server(), admin, `bk2-${dialect}`, sshd.host, sshd.port);
      await accountApi(server(), admin).addOk({ assetId: other.assetId, accountName: 'bk2_user', password: 'x' });
      const tasks = taskApi(server(), admin);
      const task = await tasks.addOk(
        inspectionTask(`备份-${dialect}`, { assetIds: [asset.assetId, other.assetId] }, { taskType: TaskType.backup }),
      );

      const first = await runBackup(server(), admin, task.taskId);
      expect(first.run, JSON.stringify(first)).toMatchObject({ status: TaskExecution.success, total: 4, succeeded: 4 });
      const [archive = ''] = await archivesIn(dialect);
      expect(archive).toMatch(
        new RegExp(`^gatehouse-backup-\\d{8}T\\d{6}Z-task${task.taskId}-run${first.run.runId}\\.jsonl\\.gpg$`),
      );
      expect(first.run.message).toMatch(
        new RegExp(
          `^已上传备份文件 ${archive.replaceAll('.', '\\.')} 到 ${BACKUP_USER.name}@${sshd.host}:${sshd.port}${backupDir(dialect)}（4 个账号，\\d+ 字节）$`,
        ),
      );
      expect(first.targets.map((target) => [target.accountName, target.message]).sort()).toEqual([
        ['bk2_user', '已备份'],
        [KEY_USER.name, '已备份'],
        [PW_USER.name, '已备份'],
        ['nobody_kept', '已备份（保险箱中没有该账号的凭据）'],
      ]);

      const path = join(backupDir(dialect), archive);
      const bytes = await readFile(path);
      for (const clear of [PW_USER.password, KEY_PASSPHRASE, 'OPENSSH PRIVATE KEY', 'gatehouse-backup'])
        expect(bytes.includes(Buffer.from(clear))).toBe(false);
      expect(await gpgDecrypt(path, 'Not-the-archive-pw-1')).toBeNull();
      const { manifest, records } = linesOf((await gpgDecrypt(path, ARCHIVE_PASSWORD)) ?? '');
      expect(manifest).toMatchObject({
        format: 'gatehouse-backup',
        formatVersion: 1,
        gatehouseVersion: expect.any(String),
        runId: first.run.runId,
        taskId: task.taskId,
        accountCount: 4,
        secretCount: 4,
      });
      const byName = new Map(records.map((record) => [record.accountName, record]));
      expect(byName.get(PW_USER.name)).toMatchObject({
        assetName: `bk-${dialect}`,
        address: sshd.host,
        platform: 'Linux',
        protocols: [{ protocol: 'SSH', port: sshd.port }],
        authKind: 'password',
        password: PW_USER.password,
        privateKey: null,
      });
      expect(byName.get(KEY_USER.name)).toMatchObject({
        authKind: 'key',
        privateKey: clientKey.privateKey,
        passphrase: KEY_PASSPHRASE,
      });
      expect(byName.get('nobody_kept')).toMatchObject({ password: null, privateKey: null });

      // Retention keeps the newest two archives of this task; other files and other tasks' archives stay.
      const foreign = ['notes.txt', 'gatehouse-backup-20200101T000000Z-task999999-run1.jsonl.gpg'];
      for (const name of foreign) await writeFile(join(backupDir(dialect), name), 'not ours\n');
      const second = await runBackup(server(), admin, task.taskId);
      const third = await runBackup(server(), admin, task.taskId);
      expect(third.run.status).toBe(TaskExecution.success);
      const kept = (await archivesIn(dialect)).filter((name) => !foreign.includes(name));
      expect(kept).toHaveLength(2);
      expect(kept.some((name) => name.endsWith(`-run${second.run.runId}.jsonl.gpg`))).toBe(true);
      expect(kept.some((name) => name.endsWith(`-run${third.run.runId}.jsonl.gpg`))).toBe(true);
      expect(await archivesIn(dialect)).toEqual(expect.arrayContaining(foreign));
      const thirdLog = (third.run as TaskRun & { log: { text: string }[] }).log.map((line) => line.text);
      expect(thirdLog).toContain(`按保留份数 2 删除了旧备份 ${archive}`);
      const listed = (await backup.archives()).body.data as BackupArchive[];
      // Every Gatehouse archive of the directory, newest run first: this task's two and the other task's one.
      expect(listed.map((entry) => [entry.taskId, entry.runId])).toEqual([
        [task.taskId, third.run.runId],
        [task.taskId, second.run.runId],
        [999999, 1],
      ]);

      expectNoSecret(JSON.stringify([first, second, third]));
      expectNoSecret(JSON.stringify((await tasks.jobLog()).body));
      expectNoSecret(logs.text);

      // Restore into a second Gatehouse with nothing in it.
      const newest = kept.find((name) => name.endsWith(`-run${third.run.runId}.jsonl.gpg`)) ?? '';
      const content = (await readFile(join(backupDir(dialect), newest))).toString('base64');
      const empty = await startServer(dialect, { tasks: { sweepMs: 0 }, logger: { level: 'info', stream: logs } });
      try {
        const emptyAdmin = await signInAdmin(empty);
        const restore = backupApi(empty, emptyAdmin);
        const upload = { source: 'upload', fileName: newest, contentBase64: content };
        expect((await restore.restore({ ...upload, password: 'Not-the-archive-pw-1' })).body).toMatchObject({
          code: ResponseCode.backupArchiveUnreadable,
          msg: '无法解密备份文件：密码或私钥不正确，或文件不是 OpenPGP 加密文件',
        });
        // All or nothing: the second asset's name is taken here, so the first asset is not created either.
        await sshAsset(empty, emptyAdmin, `bk2-${dialect}`, '10.9.9.9', 22);
        expect((await restore.restore({ ...upload, password: ARCHIVE_PASSWORD })).body).toMatchObject({
          code: ResponseCode.backupRestoreAssetExists,
          msg: `资产 bk2-${dialect} 已存在：请在空系统中恢复，或选择跳过已存在的资产`,
        });
        expect((await listAssets(empty, emptyAdmin, { keyword: `bk-${dialect}` })).total).toBe(0);
        const restored = await restore.restore({ ...upload, password: ARCHIVE_PASSWORD, skipExisting: true });
        expect(restored.body).toMatchObject({ code: 200, msg: '备份已恢复' });
        expect(restored.body.data as BackupRestoreResult).toEqual({
          fileName: newest,
          createdTime: expect.any(String),
          sourceVersion: manifest?.gatehouseVersion,
          assetsCreated: 1,
          accountsCreated: 3,
          secretsRestored: 3,
          assetsSkipped: 1,
          accountsSkipped: 1,
        });
        expectNoSecret(restored.text);

        const [copy] = (await listAssets(empty, emptyAdmin, { keyword: `bk-${dialect}` })).rows;
        expect(copy).toMatchObject({
          address: sshd.host,
          platformName: 'Linux',
          protocols: [{ protocol: 'SSH', port: sshd.port }],
        });
        const accounts = accountApi(empty, emptyAdmin);
        const rows = (await accounts.list(copy?.assetId ?? 0)).body.rows as Account[];
        const restoredPw = rows.find((row) => row.accountName === PW_USER.name);
        const restoredKey = rows.find((row) => row.accountName === KEY_USER.name);
        expect(restoredKey).toMatchObject({ authKind: 'key', hasKey: true, hasPassphrase: true });
        const sealed = await empty.db
          .selectFrom('accounts')
          .select('secret_sealed')
          .where('id', '=', restoredPw?.accountId ?? 0)
          .executeTakeFirstOrThrow();
        expect(
          openAccountSecret(
            empty.app.gatehouse.vault,
            restoredPw?.accountId ?? 0,
            'secret',
            sealed.secret_sealed ?? '',
          ),
        ).toBe(PW_USER.password);
        // The restored credentials sign in to the real host.
        expect((await accounts.checked(restoredPw?.accountId ?? 0)).checkResult).toBe(PasswordCheck.correct);
        expect((await accounts.checked(restoredKey?.accountId ?? 0)).checkResult).toBe(PasswordCheck.correct);

        // Fetched from the backup server this time, by name: everything exists now and is skipped.
        await backupApi(empty, emptyAdmin).save(sftpSettings(dialect));
        const fromServer = await restore.restore({
          source: 'sftp',
          fileName: newest,
          password: ARCHIVE_PASSWORD,
          skipExisting: true,
        });
        expect(fromServer.body.data).toMatchObject({ assetsCreated: 0, assetsSkipped: 2, accountsSkipped: 4 });
        const missing = 'gatehouse-backup-20200101T000000Z-task1-run1.jsonl.gpg';
        expect((await restore.restore({ source: 'sftp', fileName: missing, password: 'x' })).body).toMatchObject({
          code: ResponseCode.backupArchiveNotFound,
          msg: `备份服务器上没有备份文件 ${missing}`,
        });
      } finally {
        await empty.stop();
      }
    });

    it('encrypts to the public key of the settings: gpg opens the archive with the matching secret key', async () => {
      const { dialect } = server();
      await freshBackupDir(dialect);
      const admin = await signInAdmin(server());
      const backup = backupApi(server(), admin);
      const pair = await openpgp.generateKey({
        userIDs: [{ name: 'Gatehouse backup', email: 'backup@example.com' }],
        passphrase: PGP_PASSPHRASE,
        format: 'armored',
      });
      expect(
        (await backup.edit(sftpSettings(dialect, { protection: 'publicKey', publicKey: pair.privateKey }))).body,
      ).toMatchObject({
        code: ResponseCode.badRequest,
        msg: '这是私钥：请只粘贴公钥，私钥由您离线保管',
        data: { field: 'publicKey' },
      });
      expect(
        (await backup.edit(sftpSettings(dialect, { protection: 'publicKey', publicKey: 'not a key' }))).body,
      ).toMatchObject({
        code: ResponseCode.badRequest,
        data: { field: 'publicKey' },
      });
      const saved = await backup.save(sftpSettings(dialect, { protection: 'publicKey', publicKey: pair.publicKey }));
      const fingerprint = (await openpgp.readKey({ armoredKey: pair.publicKey })).getFingerprint().toUpperCase();
      expect(saved).toMatchObject({
        protection: 'publicKey',
        publicKeyInfo: { fingerprint, userIds: ['Gatehouse backup <backup@example.com>'] },
      });

      const { asset } = await backedUpAsset(server(), admin, `bk-key-${dialect}`);
      const task = await taskApi(server(), admin).addOk(
        inspectionTask(`备份公钥-${dialect}`, { assetIds: [asset.assetId] }, { taskType: TaskType.backup }),
      );
      const { run: done } = await runBackup(server(), admin, task.taskId);
      expect(done.status).toBe(TaskExecution.success);
      const [archive = ''] = await archivesIn(dialect);
      const path = join(backupDir(dialect), archive);
      expect(await gpgDecrypt(path, ARCHIVE_PASSWORD)).toBeNull();
      const { records } = linesOf((await gpgDecrypt(path, PGP_PASSPHRASE, pair.privateKey)) ?? '');
      expect(records.find((record) => record.accountName === PW_USER.name)).toMatchObject({
        password: PW_USER.password,
      });

      // The restore opens it with the private key and its passphrase (the asset exists here: skipped).
      const restore = { source: 'sftp', fileName: archive, privateKey: pair.privateKey, skipExisting: true };
      expect((await backup.restore({ ...restore, passphrase: 'wrong' })).body).toMatchObject({
        code: ResponseCode.badRequest,
        data: { field: 'privateKey' },
      });
      expect((await backup.restore({ ...restore, passphrase: PGP_PASSPHRASE })).body.data).toMatchObject({
        assetsSkipped: 1,
        accountsSkipped: 3,
      });
      expectNoSecret(logs.text);
    });

    it('fails every target with the reason, said once, when the backup server cannot be reached', async () => {
      const { dialect } = server();
      const admin = await signInAdmin(server());
      const closed = await freePort();
      await backupApi(server(), admin).save(sftpSettings(dialect, { port: closed }));
      const { asset } = await backedUpAsset(server(), admin, `bk-down-${dialect}`);
      const task = await taskApi(server(), admin).addOk(
        inspectionTask(`备份失败-${dialect}`, { assetIds: [asset.assetId] }, { taskType: TaskType.backup }),
      );
      const { run: failed, targets } = await runBackup(server(), admin, task.taskId);
      const reason = `备份服务器 ${sshd.host}:${closed} 拒绝连接，请检查地址和端口`;
      expect(failed).toMatchObject({ status: TaskExecution.failed, failed: 3, message: reason });
      expect(targets.every((target) => target.status === TaskExecution.failed && target.message === reason)).toBe(true);
      const log = (failed as TaskRun & { log: { text: string }[] }).log.map((line) => line.text);
      expect(log.filter((text) => text === reason)).toHaveLength(1);
    });
  },
  { tasks: { sweepMs: 0 }, logger: { level: 'info', stream: logs } },
);
