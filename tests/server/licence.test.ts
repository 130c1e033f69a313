import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { issueLicence, NodeLimitError } from '../../src/server/modules/licence';
import type { LicenceView } from '../../src/shared/api/licence';
import { ResponseCode } from '../../src/shared/codes';
import { UNLICENSED_LIMITS } from '../../src/shared/rules/licenceRules';
import { testLicence } from '../support/testLicence';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { csvOf, importFile } from './assetImportApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import {
  grantedAccount,
  openSession,
  openSessionOk,
  PASSWORD_ACCOUNT,
  sshdForFile,
  TerminalClient,
  terminalUser,
  until,
} from './terminalApi';

/**
 * The product licence (docs/licence.md): activation checks the signature, the installation and the end; the status
 * follows the clock (§4: 0, 1, 2 expiring within 30 days, 3); the limits are enforced where things are added. These
 * servers start without a licence (`file: null`) and trust the tests' issuer.
 */
const sshd = sshdForFile();
const DAY_MS = 86_400_000;
const HEADER = ['资产名称', '资产类型', '资产地址', '通讯协议', '编码', '所属部门', '标签', '描述'];

async function activate(server: TestServer, token: string, key: string) {
  const result = await call(server.app, 'POST', '/setting-center/license/key', { token, body: { key } });
  return { body: result.body as { code: number; msg: string; data: LicenceView } };
}
async function licenceOf(server: TestServer, token: string) {
  const result = await call(server.app, 'GET', '/setting-center/license', { token });
  expect(result.body.code).toBe(200);
  return result.body.data as LicenceView;
}
async function sessionInfo(server: TestServer, token: string) {
  const result = await call(server.app, 'GET', '/ucenter/user/getLoginInfo', { token });
  return result.body.data as { licenseStatus: number; licenseExpireTime: string | null; licenseManage: boolean };
}

describeEachDatabase(
  'product licence',
  (server) => {
    it('a new installation is not activated: status 0 on every sign-in, the unlicensed allowance applies', async () => {
      const admin = await signInAdmin(server());
      expect(await sessionInfo(server(), admin)).toMatchObject({ licenseStatus: 0, licenseExpireTime: null });
      const view = await licenceOf(server(), admin);
      expect(view).toMatchObject({ status: 0, licence: null, limits: UNLICENSED_LIMITS });
      expect(view.installationId).toMatch(/^[0-9a-f-]{36}$/);
      const mode = await call(server().app, 'GET', '/setting-center/license/queryMode', { token: admin });
      expect(mode.body.data).toEqual({ mode: 'offline', installationId: view.installationId, format: 'GHL1' });
    });

    it('refuses a key that is not a licence, altered, signed by another key, for another installation or expired', async () => {
      const admin = await signInAdmin(server());
      const good = testLicence({ customer: '华东运维中心' }, server().clock.now());
      const [prefix, payload, signature] = good.split('.');
      const altered = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      altered.limits.assets = 1_000_000;
      const forged = `${prefix}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
      const stranger = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const strangers = issueLicence(
        {
          licenceId: 'X-1',
          customer: 'someone',
          installationId: null,
          issuedAt: server().clock.now().toISOString(),
          startTime: server().clock.now().toISOString(),
          expireTime: new Date(server().clock.now().getTime() + 365 * DAY_MS).toISOString(),
          limits: { assets: 100, sessions: 100, nodes: 1 },
        },
        stranger,
      );
      const past = new Date(server().clock.now().getTime() - 400 * DAY_MS);
      const cases: [string, number, string][] = [
        ['not a licence', ResponseCode.licenceInvalid, '许可密钥格式不正确'],
        ['', ResponseCode.badRequest, '请输入许可密钥'],
        [forged, ResponseCode.licenceInvalid, '许可签名校验失败'],
        [strangers, ResponseCode.licenceInvalid, '许可签名校验失败'],
        [
          testLicence({ installationId: 'another-installation' }, server().clock.now()),
          ResponseCode.licenceNotForInstallation,
          '该许可签发给其他安装（another-installation）',
        ],
        [
          testLicence({ startTime: past.toISOString(), expireTime: new Date(past.getTime() + DAY_MS).toISOString() }),
          ResponseCode.licenceAlreadyExpired,
          '过期',
        ],
      ];
      for (const [key, code, msg] of cases) {
        const result = await activate(server(), admin, key);
        expect(result.body, key.slice(0, 20)).toMatchObject({ code, data: { field: 'key' } });
        expect(result.body.msg).toContain(msg);
      }
      expect((await licenceOf(server(), admin)).status).toBe(0);
    });

    it('activates a licence bound to this installation (wrapped across lines), logs it, and every session says so', async () => {
      const admin = await signInAdmin(server());
      const { installationId } = await licenceOf(server(), admin);
      const key = testLicence({ customer: '华东运维中心', installationId }, server().clock.now());
      const wrapped = key.replace(/(.{64})/g, '$1\n');
      const result = await activate(server(), admin, `  ${wrapped}  `);
      expect(result.body).toMatchObject({ code: 200, data: { status: 1, licence: { customer: '华东运维中心' } } });
      expect(result.body.data.licence?.activatedBy).toBe('admin');
      const info = await sessionInfo(server(), admin);
      expect(info.licenseStatus).toBe(1);
      expect(info.licenseExpireTime).toBe(result.body.data.licence?.expireTime);
      const log = await call(server().app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '20' } });
      expect(JSON.stringify(log.body.rows)).toContain('/setting-center/license/key');
    });

    it('only a licence manager reads or changes it; other users still learn the status at sign-in', async () => {
      const { password } = await createUser(server(), { userName: 'lic_user', permissions: [] });
      const user = await signIn(server(), 'lic_user', password);
      for (const [method, path] of [
        ['GET', '/setting-center/license'],
        ['GET', '/setting-center/license/queryMode'],
        ['POST', '/setting-center/license/key'],
      ] as const) {
        const result = await call(server().app, method, path, {
          token: user,
          ...(method === 'POST' ? { body: { key: testLicence() } } : {}),
        });
        expect(result.body.code, path).toBe(ResponseCode.forbidden);
      }
      expect(await sessionInfo(server(), user)).toMatchObject({ licenseStatus: 1, licenseManage: false });
    });

    it('limits assets at the form and at import, naming the limit; nothing of a refused import is written', async () => {
      const admin = await signInAdmin(server());
      const used = (await licenceOf(server(), admin)).usage.assets;
      const limits = { assets: used + 2, sessions: 10, nodes: 4 };
      expect((await activate(server(), admin, testLicence({ limits }, server().clock.now()))).body.code).toBe(200);
      const linux = await platformIdByName(server(), admin, 'Linux');
      await addAsset(server(), admin, linuxAsset(linux.platformId, { assetName: 'lic-a1', address: '10.9.0.1' }));
      const import3 = csvOf([
        HEADER,
        ['lic-i1', 'Linux', '10.9.1.1', 'SSH:22', '', '', '', ''],
        ['lic-i2', 'Linux', '10.9.1.2', 'SSH:22', '', '', '', ''],
      ]);
      const refusedImport = await importFile(server(), admin, 'lic.csv', import3);
      expect(refusedImport).toMatchObject({ code: ResponseCode.licenceLimitReached });
      expect(refusedImport.msg).toBe(`导入 2 个资产将超出许可上限（${limits.assets} 个，已有 ${used + 1} 个）`);
      await addAsset(server(), admin, linuxAsset(linux.platformId, { assetName: 'lic-a2', address: '10.9.0.2' }));
      const third = await call(server().app, 'POST', '/privilege/assets/add', {
        token: admin,
        body: linuxAsset(linux.platformId, { assetName: 'lic-a3', address: '10.9.0.3' }),
      });
      expect(third.body).toMatchObject({
        code: ResponseCode.licenceLimitReached,
        msg: `资产数量已达许可上限（${limits.assets} 个），请更新许可后再添加`,
      });
      const view = await licenceOf(server(), admin);
      expect(view.usage.assets).toBe(limits.assets);
      const names = await server().db.selectFrom('assets').select('name').where('name', 'like', 'lic-%').execute();
      expect(names.map((row) => row.name).sort()).toEqual(['lic-a1', 'lic-a2']);
    });

    it('limits open sessions across users; a place frees when a session ends', async () => {
      const admin = await signInAdmin(server());
      const first = await terminalUser(server());
      const second = await terminalUser(server());
      const asset = { host: sshd().host, port: sshd().port };
      // Room for the two assets of this test.
      const limits = { assets: 1000, sessions: 1, nodes: 4 };
      expect((await activate(server(), admin, testLicence({ limits }, server().clock.now()))).body.code).toBe(200);
      const pw = PASSWORD_ACCOUNT;
      const firstTarget = await grantedAccount(server(), first.admin, first.id, { name: 'lic-s1', ...asset }, pw);
      const secondTarget = await grantedAccount(server(), first.admin, second.id, { name: 'lic-s2', ...asset }, pw);
      const open = await openSessionOk(server(), first.token, firstTarget);
      const refused = await openSession(server(), second.token, secondTarget, 'zh' as 'en');
      expect(refused.body).toMatchObject({
        code: ResponseCode.licenceLimitReached,
        msg: '同时在线的会话已达许可上限（1 个），请稍后再试或更新许可',
      });
      const client = await TerminalClient.attach(server(), first.token, open.sessionId);
      client.type('exit\r');
      await until(async () => (await licenceOf(server(), admin)).usage.sessions === 0);
      const now = await openSessionOk(server(), second.token, secondTarget);
      const other = await TerminalClient.attach(server(), second.token, now.sessionId);
      other.type('exit\r');
      await until(async () => (await licenceOf(server(), admin)).usage.sessions === 0);
    });

    it('a node the licence has no place for does not start; one within it does', async () => {
      const admin = await signInAdmin(server());
      const key = (nodes: number) =>
        testLicence({ limits: { assets: 1000, sessions: 10, nodes } }, server().clock.now());
      expect((await activate(server(), admin, key(1))).body.code).toBe(200);
      const second = () =>
        buildApp({
          dataDir: server().dataDir,
          databaseUrl: server().databaseUrl,
          now: server().clock.now,
          distDir: join(server().dataDir, 'no-dist'),
          nodeId: 'licence-node-2',
          licence: { file: null },
        });
      await expect(second()).rejects.toBeInstanceOf(NodeLimitError);
      expect((await licenceOf(server(), admin)).usage.nodes).toBe(1);
      expect((await activate(server(), admin, key(2))).body.code).toBe(200);
      const app = await second();
      try {
        expect((await licenceOf(server(), admin)).usage.nodes).toBe(2);
      } finally {
        await app.close();
      }
    });
    it('the status follows the clock: expiring soon 30 days before the end, expired after it (last: the clock moves)', async () => {
      const admin = await signInAdmin(server());
      const now = server().clock.now();
      const expireTime = new Date(now.getTime() + 60 * DAY_MS).toISOString();
      expect((await activate(server(), admin, testLicence({ expireTime }, now))).body.data.status).toBe(1);
      server().clock.advance(31 * DAY_MS);
      // Sign-ins last a week: each step of the clock signs in again.
      const fresh = await signInAdmin(server());
      expect((await licenceOf(server(), fresh)).status).toBe(2);
      expect(await sessionInfo(server(), fresh)).toMatchObject({ licenseStatus: 2, licenseExpireTime: expireTime });
      server().clock.advance(30 * DAY_MS);
      const expired = await licenceOf(server(), await signInAdmin(server()));
      expect(expired).toMatchObject({ status: 3, limits: UNLICENSED_LIMITS });
      // A renewal puts it back.
      const renewed = await activate(server(), await signInAdmin(server()), testLicence({}, server().clock.now()));
      expect(renewed.body.data.status).toBe(1);
    });
  },
  { licence: { file: null } },
);
