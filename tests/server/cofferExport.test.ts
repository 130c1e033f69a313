import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CofferExportFile } from '../../src/shared/api/cofferExport';
import { makeClientKey } from '../support/sshd';
import { accountApi } from './accountApi';
import {
  assetWithSecret,
  type CofferUser,
  cofferApi,
  cofferUser,
  inDays,
  keeperPermissions,
  ok,
  safeOf,
} from './cofferApi';
import { signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

const run = promisify(execFile);
const FILE_PASSWORD = 'Export-pw-2026!';

let workDir = '';
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gh-export-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/**
 * Opens the file with GnuPG, the standard tool, in a home of its own (no keys, no cached passphrase):
 * answers the plaintext, or null when gpg refuses.
 */
async function gpgDecrypt(file: string, passphrase: string): Promise<string | null> {
  const home = await mkdtemp(join(tmpdir(), 'gh-gnupg-'));
  await chmod(home, 0o700);
  const env = { ...process.env, GNUPGHOME: home };
  try {
    const args = ['--batch', '--yes', '--no-symkey-cache', '--pinentry-mode', 'loopback', '--passphrase', passphrase];
    const { stdout } = await run('gpg', [...args, '--decrypt', file], { env, encoding: 'buffer' });
    return stdout.toString('utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') throw new Error('gpg is missing: apt-get install gnupg');
    return null;
  } finally {
    await run('gpgconf', ['--kill', 'gpg-agent'], { env }).catch(() => undefined);
    await rm(home, { recursive: true, force: true });
  }
}

/** A safe of one asset with a password account, a Chinese-named account and a key account with a passphrase. */
async function exportableSafe(server: TestServer, admin: string, keeper: CofferUser) {
  const asset = await assetWithSecret(server, admin, 'export-asset', '=Root-pw-41');
  const accounts = accountApi(server, admin);
  await accounts.addOk({ assetId: asset.assetId, accountName: '部署员', password: '部署-Pw-77' });
  const key = await makeClientKey({ passphrase: 'Key-pass-53' });
  await accounts.addOk({
    assetId: asset.assetId,
    accountName: 'deploy',
    authKind: 'key',
    privateKey: key.privateKey,
    passphrase: 'Key-pass-53',
  });
  const safe = await safeOf(server, keeper, '生产库导出', { assetIds: [asset.assetId] });
  return { safe, asset, privateKey: key.privateKey };
}

async function licence(server: TestServer, keeper: CofferUser, cofferId: number, user: CofferUser, type: string) {
  ok(
    await cofferApi(server, keeper.token).issue({
      cofferIdList: [cofferId],
      userIdList: [user.id],
      licenseType: type,
      startTime: inDays(server, 0),
      expireTime: inDays(server, 1),
    }),
  );
}

const exportCall = (server: TestServer, token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  cofferApi(server, token, lang).post('/coffer/export', body);

async function revealsOf(server: TestServer, userName: string) {
  return server.db
    .selectFrom('vault_reveals')
    .select(['target_id', 'target_column', 'permission', 'outcome', 'reason'])
    .where('user_name', '=', userName)
    .orderBy('id')
    .execute();
}

/** The coffer's encrypted export (docs/coffer.md "Export"; spec §5 "export (password and reason)"). */
describeEachDatabase('coffer export', (server) => {
  it('a reveal licence exports every account; gpg opens the file with the password only', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'exp_keeper', keeperPermissions);
    const holder = await cofferUser(server(), 'exp_holder');
    const { safe, privateKey } = await exportableSafe(server(), admin, keeper);
    await licence(server(), keeper, safe.cofferId, holder, 'reveal');

    const reply = await exportCall(server(), holder.token, {
      cofferId: safe.cofferId,
      password: FILE_PASSWORD,
      reason: '  年度备份  ',
    });
    expect(reply.body).toMatchObject({ code: 200, msg: '导出成功' });
    const file = ok<CofferExportFile>(reply);
    expect(file).toMatchObject({ mimeType: 'application/pgp-encrypted', accountCount: 3, secretCount: 4 });
    expect(file.fileName).toMatch(new RegExp(`^${safe.cofferName}-\\d{8}\\.csv\\.gpg$`));
    expect(reply.text).not.toContain(FILE_PASSWORD);

    const bytes = Buffer.from(file.contentBase64, 'base64');
    const path = join(workDir, `${server().dialect}-${safe.cofferId}.csv.gpg`);
    await writeFile(path, bytes);
    // Nothing of the secrets is in the file in clear, and the file is an OpenPGP message, not the CSV.
    for (const secret of ['=Root-pw-41', '部署-Pw-77', 'Key-pass-53', 'OPENSSH PRIVATE KEY', '部署员', 'deploy'])
      expect(bytes.includes(Buffer.from(secret))).toBe(false);

    expect(await gpgDecrypt(path, 'Not-the-pw-1')).toBeNull();
    const csv = await gpgDecrypt(path, FILE_PASSWORD);
    expect(csv).not.toBeNull();
    expect(csv?.startsWith('\uFEFF资产名称,')).toBe(true);
    const rows = Papa.parse<string[]>((csv ?? '').slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      '资产名称',
      '资产地址',
      '协议端口',
      '账号名称',
      '账号类型',
      '认证方式',
      '密码/私钥',
      '私钥密码',
    ]);
    const byAccount = new Map(rows.slice(1).map((row) => [row[3], row]));
    expect(byAccount.size).toBe(3);
    expect(byAccount.get('root')?.slice(1)).toEqual([
      '127.0.0.1',
      'SSH:2222',
      'root',
      '普通账号',
      '密码',
      '=Root-pw-41',
      '',
    ]);
    expect(byAccount.get('部署员')?.[6]).toBe('部署-Pw-77');
    expect(byAccount.get('deploy')?.slice(4)).toEqual(['普通账号', '密钥', privateKey, 'Key-pass-53']);
    expect(byAccount.get('root')?.[0]).toMatch(/^export-asset-/);

    // One reveal per secret in the file, with the reason and the export as the permission asked for.
    const audit = await revealsOf(server(), holder.userName);
    expect(audit).toHaveLength(4);
    for (const row of audit)
      expect(row).toMatchObject({
        permission: `coffer:${safe.cofferId}:export`,
        outcome: 'revealed',
        reason: '年度备份',
      });
    expect(audit.map((row) => row.target_column).sort()).toEqual([
      'passphrase_sealed',
      'secret_sealed',
      'secret_sealed',
      'secret_sealed',
    ]);
    // The operation log names the safe, never the password.
    const logged = await server()
      .db.selectFrom('operation_logs')
      .selectAll()
      .where('path', '=', '/prod-api/coffer/export')
      .where('user_name', '=', holder.userName)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.target_ids).toBe(String(safe.cofferId));
    expect(JSON.stringify(logged)).not.toContain(FILE_PASSWORD);
  });

  it('refuses a use licence, a manager without a licence and an ended licence, audited as denied', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'exp_refuser', keeperPermissions);
    const user = await cofferUser(server(), 'exp_user');
    const lapsing = await cofferUser(server(), 'exp_lapsing');
    const { safe } = await exportableSafe(server(), admin, keeper);
    await licence(server(), keeper, safe.cofferId, user, 'use');
    await licence(server(), keeper, safe.cofferId, lapsing, 'reveal');
    const body = { cofferId: safe.cofferId, password: FILE_PASSWORD, reason: '迁移' };

    const weak = await exportCall(server(), user.token, body);
    expect(weak.body).toMatchObject({ code: 10020648, msg: '您的授权类型不允许此操作（需要“reveal”）' });
    // Managing the safe is not using it: its keeper holds no licence.
    const manager = await exportCall(server(), keeper.token, body);
    expect(manager.body).toMatchObject({ code: 10020646, msg: '您没有该保险箱的授权' });
    for (const refused of [weak, manager]) expect(refused.body.data ?? null).toBeNull();
    const unknown = await exportCall(server(), user.token, { ...body, cofferId: 999_999 });
    expect(unknown.body).toMatchObject({ code: 10020640, msg: '保险箱不存在' });

    // Two days on, the reveal licence has ended.
    server().clock.advance(2 * 86_400_000);
    const lapsed = await exportCall(server(), await signIn(server(), lapsing.userName, 'Passw0rd!x'), body);
    expect(lapsed.body).toMatchObject({ code: 10020647, msg: '您对该保险箱的授权已失效' });

    for (const who of [user, keeper, lapsing]) {
      const audit = await revealsOf(server(), who.userName);
      expect(audit).toHaveLength(4);
      for (const row of audit)
        expect(row).toMatchObject({ permission: `coffer:${safe.cofferId}:export`, outcome: 'denied', reason: '迁移' });
    }
  });

  it('names the field of bad input in the caller’s language and never echoes the password', async () => {
    const holder = await cofferUser(server(), 'exp_input');
    const valid = { cofferId: 1, password: FILE_PASSWORD, reason: '备份' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, reason: undefined }, 'reason', 'reason: 请输入导出原因'],
      [{ ...valid, reason: '   ' }, 'reason', 'reason: 请输入导出原因'],
      [{ ...valid, reason: '长'.repeat(100) }, 'reason', 'reason: 导出原因长度最大为99个字符'],
      [{ ...valid, password: undefined }, 'password', 'password: 请输入加密密码'],
      [{ ...valid, password: 'Sh0rt!' }, 'password', 'password: 加密密码长度在 8 到 64 个字符'],
      [{ ...valid, password: `Aa1!${'x'.repeat(61)}` }, 'password', 'password: 加密密码长度在 8 到 64 个字符'],
      [{ ...valid, password: 'onlyletters' }, 'password', 'password: 加密密码强度较弱，请组合使用字母、数字和符号'],
      [{ ...valid, cofferId: undefined }, 'cofferId', 'cofferId不能为空'],
    ];
    for (const [body, field, msg] of cases) {
      const reply = await exportCall(server(), holder.token, body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ code: 400, msg, data: { field } });
    }
    const english = await exportCall(server(), holder.token, { ...valid, password: 'Sh0rt!' }, 'en');
    expect(english.body.msg).toBe('password: The file password needs 8 to 64 characters');
    const weak = await exportCall(server(), holder.token, { ...valid, password: 'onlyletters' });
    expect(weak.text).not.toContain('onlyletters');
  });
});
