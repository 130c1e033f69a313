import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { ensureTestUsers, freePort, JumpTopology, makeClientKey, TEST_USERS, TestSshd } from '../support/sshd';
import { accountApi, sshAsset } from './accountApi';
import { linuxAsset } from './assetApi';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { proxyApi } from './proxyApi';

/** Spec §4 password checks of accounts against real OpenSSH servers (root: sshd, network namespaces). */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let sshd: TestSshd;
let net: JumpTopology;

beforeAll(async () => {
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name, TEST_USERS.key.name] });
  net = await JumpTopology.start({ users: [TEST_USERS.password.name] });
});

afterAll(async () => {
  await sshd?.stop();
  await net?.stop();
});

describeEachDatabase(
  'account password checks',
  (server) => {
    it('checks password accounts: correct 0, wrong 1, unknown 2 without a password', async () => {
      const admin = await signInAdmin(server());
      const api = accountApi(server(), admin);
      const asset = await sshAsset(server(), admin, 'chk-pw', sshd.host, sshd.port);
      const right = await api.addOk({
        assetId: asset.assetId,
        accountName: TEST_USERS.password.name,
        password: TEST_USERS.password.password,
      });
      const checked = await api.checked(right.accountId);
      expect(checked).toMatchObject({
        checkResult: PasswordCheck.correct,
        checkReason: 'ok',
        checkMessage: '连接成功',
      });
      expect(checked.checkTime).toBeTruthy();
      // First contact recorded the host's key.
      expect(await api.hostKey(asset.assetId)).toMatchObject({
        fingerprint: sshd.hostKey.fingerprint,
        algorithm: sshd.hostKey.algorithm,
        pendingFingerprint: null,
      });

      await api.edit({
        accountId: right.accountId,
        accountName: TEST_USERS.password.name,
        password: 'Chk-Wrong-Password-8',
      });
      expect(await api.checked(right.accountId)).toMatchObject({
        checkResult: PasswordCheck.wrong,
        checkReason: 'authRejected',
      });
      const en = accountApi(server(), admin, 'en');
      expect(((await en.detail(right.accountId)).body.data as { checkMessage: string }).checkMessage).toBe(
        'Authentication was refused: wrong user name or credential',
      );

      const empty = await api.addOk({ assetId: asset.assetId, accountName: 'nobody-stored' });
      expect(await api.checked(empty.accountId)).toMatchObject({
        checkResult: PasswordCheck.unknown,
        checkReason: 'noPasswordStored',
      });

      const down = await sshAsset(server(), admin, 'chk-down', '127.0.0.1', await freePort());
      const unreachable = await api.addOk({ assetId: down.assetId, accountName: 'x', password: 'Chk-Down-1' });
      expect(await api.checked(unreachable.accountId)).toMatchObject({
        checkResult: PasswordCheck.abnormal,
        checkReason: 'refused',
      });
      const logs = logLines.join('');
      expect(logs).toContain('/privilege/account/check/');
      for (const secret of [TEST_USERS.password.password, 'Chk-Wrong-Password-8', 'Chk-Down-1'])
        expect(logs).not.toContain(secret);
    });

    it('checks key accounts: correct 0 with an authorised key, no key 4 without one or when refused', async () => {
      const admin = await signInAdmin(server());
      const api = accountApi(server(), admin);
      const asset = await sshAsset(server(), admin, 'chk-key', sshd.host, sshd.port);
      const key = await makeClientKey({ type: 'ed25519', passphrase: 'Chk-Key-Pass-6' });
      await sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
      const keyed = await api.addOk({
        assetId: asset.assetId,
        accountName: TEST_USERS.key.name,
        authKind: 'key',
        privateKey: key.privateKey,
        passphrase: 'Chk-Key-Pass-6',
      });
      expect(await api.checked(keyed.accountId)).toMatchObject({ checkResult: PasswordCheck.correct });

      const noKey = await api.addOk({ assetId: asset.assetId, accountName: 'gh_key_empty', authKind: 'key' });
      expect(await api.checked(noKey.accountId)).toMatchObject({
        checkResult: PasswordCheck.noKey,
        checkReason: 'noKeyStored',
      });

      // A generated key is refused until its public line is authorised, then accepted.
      const generated = await api.generateKey(keyed.accountId);
      const publicKey = (generated.body.data as { publicKey: string }).publicKey;
      await sshd.revokeKeys(TEST_USERS.key.name);
      expect(await api.checked(keyed.accountId)).toMatchObject({
        checkResult: PasswordCheck.noKey,
        checkReason: 'keyRefused',
      });
      await sshd.authorizeKey(TEST_USERS.key.name, publicKey);
      expect(await api.checked(keyed.accountId)).toMatchObject({ checkResult: PasswordCheck.correct });
    });

    it('refuses a rotated host key (abnormal 3, both fingerprints) until a manager accepts it', async () => {
      const admin = await signInAdmin(server());
      const api = accountApi(server(), admin);
      const own = await TestSshd.start({ users: [TEST_USERS.password.name] });
      try {
        const asset = await sshAsset(server(), admin, 'chk-rotate', own.host, own.port);
        const account = await api.addOk({
          assetId: asset.assetId,
          accountName: TEST_USERS.password.name,
          password: TEST_USERS.password.password,
        });
        expect(await api.checked(account.accountId)).toMatchObject({ checkResult: PasswordCheck.correct });
        const oldKey = own.hostKey.fingerprint;
        await own.rotateHostKey();
        const newKey = own.hostKey.fingerprint;
        expect(newKey).not.toBe(oldKey);

        const refused = await api.checked(account.accountId);
        expect(refused).toMatchObject({
          checkResult: PasswordCheck.abnormal,
          checkReason: 'hostKeyChanged',
          checkMessage: `主机密钥已变更（预期 ${oldKey}，实际 ${newKey}），已拒绝连接`,
        });
        expect(await api.hostKey(asset.assetId)).toMatchObject({ fingerprint: oldKey, pendingFingerprint: newKey });

        // A fingerprint other than the one shown is not accepted.
        expect((await api.acceptKey(asset.assetId, oldKey)).body).toMatchObject({ code: 10020240 });
        const accepted = await api.acceptKey(asset.assetId, newKey);
        expect(accepted.body).toMatchObject({
          code: 200,
          msg: '已接受新的主机密钥',
          data: { fingerprint: newKey, pendingFingerprint: null },
        });
        expect(await api.checked(account.accountId)).toMatchObject({ checkResult: PasswordCheck.correct });

        // Moved by a manager to another endpoint: that host's key is learnt afresh, not refused.
        const moved = await call(server().app, 'PUT', '/privilege/assets/edit', {
          token: admin,
          body: {
            ...linuxAsset(asset.platformId, {
              assetName: 'chk-rotate',
              address: sshd.host,
              protocols: [{ protocol: 'SSH', port: sshd.port }],
            }),
            assetId: asset.assetId,
          },
        });
        expect(moved.body).toMatchObject({ code: 200 });
        expect(await api.checked(account.accountId)).toMatchObject({ checkResult: PasswordCheck.correct });
        expect(await api.hostKey(asset.assetId)).toMatchObject({
          fingerprint: sshd.hostKey.fingerprint,
          pendingFingerprint: null,
        });
      } finally {
        await own.stop();
      }
    });

    it('checks an asset behind a jump proxy that is not reachable directly', async () => {
      const admin = await signInAdmin(server());
      const api = accountApi(server(), admin);
      const proxies = proxyApi(server(), admin);
      const proxyId = await proxies.addId({
        name: 'chk-jump',
        address: net.jump.host,
        port: net.jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        password: TEST_USERS.jump.password,
      });
      const direct = await sshAsset(
        server(),
        admin,
        'chk-inner-direct',
        net.innerFromJump.host,
        net.innerFromJump.port,
      );
      const behind = await sshAsset(server(), admin, 'chk-inner', net.innerFromJump.host, net.innerFromJump.port, {
        proxyId,
      });
      const login = { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password };
      const directAccount = await api.addOk({ assetId: direct.assetId, ...login });
      const behindAccount = await api.addOk({ assetId: behind.assetId, ...login });

      expect(await api.checked(directAccount.accountId)).toMatchObject({ checkResult: PasswordCheck.abnormal });
      expect(await api.checked(behindAccount.accountId)).toMatchObject({
        checkResult: PasswordCheck.correct,
        checkReason: 'ok',
      });
      expect(await api.hostKey(behind.assetId)).toMatchObject({ fingerprint: net.inner.hostKey.fingerprint });

      // A failure at the jump host names the proxy.
      await proxies.edit({
        id: proxyId,
        name: 'chk-jump',
        address: net.jump.host,
        port: net.jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        password: 'Chk-Wrong-Jump-2',
      });
      const viaFailed = await api.checked(behindAccount.accountId);
      expect(viaFailed).toMatchObject({ checkResult: PasswordCheck.abnormal, checkReason: 'authRejected' });
      expect(viaFailed.checkMessage).toMatch(/^经网络代理“chk-jump”：/);

      // A disabled proxy: abnormal, the chain's reason.
      await proxies.edit({
        id: proxyId,
        name: 'chk-jump',
        address: net.jump.host,
        port: net.jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        enabled: false,
      });
      expect(await api.checked(behindAccount.accountId)).toMatchObject({
        checkResult: PasswordCheck.abnormal,
        checkReason: 'proxyChain',
        checkMessage: '网络代理“chk-jump”已停用',
      });
    });

    it('refuses a check of an asset without SSH', async () => {
      const admin = await signInAdmin(server());
      const api = accountApi(server(), admin);
      const asset = await sshAsset(server(), admin, 'chk-telnet', '10.0.2.1', 22);
      await server()
        .db.updateTable('asset_protocols')
        .set({ protocol: 'TELNET', port: 23 })
        .where('asset_id', '=', asset.assetId)
        .execute();
      const account = await api.addOk({ assetId: asset.assetId, accountName: 'tel', password: 'Chk-Tel-1' });
      expect((await api.check(account.accountId)).body).toMatchObject({
        code: 10020241,
        msg: '资产“chk-telnet”未配置 SSH 协议，无法检测',
      });
    });
  },
  { logger: { level: 'trace', stream: logStream } },
);
