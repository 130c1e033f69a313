import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectSsh } from '../../src/server/bastion/ssh';
import { ProxyChainError, resolveProxyChain, runProxyChecks } from '../../src/server/modules/proxies';
import { ResponseCode } from '../../src/shared/codes';
import { AgentStatus, Deployment } from '../../src/shared/rules/proxyStates';
import { ensureTestUsers, freePort, JumpTopology, makeClientKey, TEST_USERS, TestSshd } from '../support/sshd';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { proxyApi } from './proxyApi';

/** Health checks of network proxies against real OpenSSH servers (root: sshd, network namespaces). */

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
  sshd = await TestSshd.start({ users: [TEST_USERS.jump.name, TEST_USERS.key.name] });
  net = await JumpTopology.start({ users: [TEST_USERS.password.name] });
});

afterAll(async () => {
  await sshd?.stop();
  await net?.stop();
});

const jumpLogin = (name: string, host: string, port: number, password: string = TEST_USERS.jump.password) => ({
  name,
  address: host,
  port,
  loginUser: TEST_USERS.jump.name,
  authKind: 'password',
  password,
});

async function admin(server: TestServer) {
  return proxyApi(server, await signInAdmin(server));
}

describeEachDatabase(
  'network proxy health checks',
  (server) => {
    it('is online with the right credential and records the host key, latency and check time', async () => {
      const api = await admin(server());
      const id = await api.addId(jumpLogin('hc-online', sshd.host, sshd.port));
      const checked = await api.check(id);
      expect(checked.body).toMatchObject({
        code: 200,
        msg: '检测完成',
        data: {
          status: AgentStatus.online,
          deployStatus: Deployment.success,
          hostKeyFingerprint: sshd.hostKey.fingerprint,
          hostKeyAlgorithm: sshd.hostKey.algorithm,
          pendingHostKey: null,
          lastError: null,
        },
      });
      const data = checked.body.data as { latencyMs: number; lastCheckTime: string };
      expect(data.latencyMs).toBeGreaterThanOrEqual(0);
      expect(data.lastCheckTime).toBeTruthy();
      expect((await api.list({ status: String(AgentStatus.online), name: 'hc-online' })).body.total).toBe(1);
    });

    it('is offline with the reason when the credential is wrong or the host is down', async () => {
      const api = await admin(server());
      const wrong = await api.addId(jumpLogin('hc-wrong', sshd.host, sshd.port, 'Not-The-Password-1'));
      expect((await api.check(wrong)).body.data).toMatchObject({
        status: AgentStatus.offline,
        deployStatus: Deployment.failed,
        lastError: '认证失败，用户名或凭据错误',
        latencyMs: null,
        // The key exchange happened before the refusal: the key is learnt on first contact.
        hostKeyFingerprint: sshd.hostKey.fingerprint,
      });
      const en = proxyApi(server(), await signInAdmin(server()), 'en');
      expect((await en.info(wrong)).lastError).toBe('Authentication was refused: wrong user name or credential');

      const down = await api.addId(jumpLogin('hc-down', '127.0.0.1', await freePort()));
      expect((await api.check(down)).body.data).toMatchObject({
        status: AgentStatus.offline,
        deployStatus: Deployment.failed,
        lastError: '目标主机拒绝连接，请检查地址和端口',
        hostKeyFingerprint: null,
      });
      expect(logLines.join('')).not.toContain('Not-The-Password-1');
      expect(logLines.join('')).not.toContain(TEST_USERS.jump.password);
    });

    it('logs in with a private key and passphrase', async () => {
      const api = await admin(server());
      const key = await makeClientKey({ type: 'ed25519', passphrase: 'Hc-Key-Pass-3' });
      await sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
      const id = await api.addId({
        name: 'hc-key',
        address: sshd.host,
        port: sshd.port,
        loginUser: TEST_USERS.key.name,
        authKind: 'key',
        privateKey: key.privateKey,
        passphrase: 'Hc-Key-Pass-3',
      });
      expect((await api.check(id)).body.data).toMatchObject({ status: AgentStatus.online, lastError: null });
    });

    it('refuses a changed host key until an administrator accepts the new one', async () => {
      const api = await admin(server());
      const own = await TestSshd.start({ users: [TEST_USERS.jump.name] });
      try {
        const id = await api.addId(jumpLogin('hc-rotate', own.host, own.port));
        expect((await api.check(id)).body.data).toMatchObject({ status: AgentStatus.online });
        const oldKey = own.hostKey.fingerprint;
        await own.rotateHostKey();
        const newKey = own.hostKey.fingerprint;
        expect(newKey).not.toBe(oldKey);

        const refused = (await api.check(id)).body.data;
        expect(refused).toMatchObject({
          status: AgentStatus.offline,
          deployStatus: Deployment.failed,
          hostKeyFingerprint: oldKey,
          pendingHostKey: newKey,
        });
        expect((refused as { lastError: string }).lastError).toBe(
          `主机密钥已变更（预期 ${oldKey}，实际 ${newKey}），已拒绝连接`,
        );
        // Checking again changes nothing: the new key is still refused.
        expect((await api.check(id)).body.data).toMatchObject({
          status: AgentStatus.offline,
          hostKeyFingerprint: oldKey,
        });

        expect((await api.acceptKey(id, oldKey)).body).toMatchObject({
          code: ResponseCode.proxyNoKeyPending,
        });
        const accepted = await api.acceptKey(id, newKey);
        expect(accepted.body).toMatchObject({
          code: 200,
          msg: '已接受新的主机密钥',
          data: { hostKeyFingerprint: newKey, pendingHostKey: null },
        });
        expect((await api.check(id)).body.data).toMatchObject({ status: AgentStatus.online, lastError: null });
        expect((await api.acceptKey(id, newKey)).body.code).toBe(ResponseCode.proxyNoKeyPending);
      } finally {
        await own.stop();
      }
    });

    it('checks a proxy behind a parent through that parent, and names the parent when it fails', async () => {
      const api = await admin(server());
      const jump = await api.addId(jumpLogin('hc-jump', net.jump.host, net.jump.port));
      const innerLogin = {
        address: net.innerFromJump.host,
        port: net.innerFromJump.port,
        loginUser: TEST_USERS.password.name,
        authKind: 'password',
        password: TEST_USERS.password.password,
      };
      const inner = await api.addId({ name: 'hc-inner', parentId: jump, ...innerLogin });
      const direct = await api.addId({ name: 'hc-inner-direct', ...innerLogin });

      expect((await api.check(inner)).body.data).toMatchObject({
        status: AgentStatus.online,
        hostKeyFingerprint: net.inner.hostKey.fingerprint,
      });
      expect((await api.check(direct)).body.data).toMatchObject({
        status: AgentStatus.offline,
        lastError: '目标主机拒绝连接，请检查地址和端口',
      });

      await api.edit({ ...jumpLogin('hc-jump', net.jump.host, net.jump.port, 'Wrong-Jump-9'), id: jump });
      expect((await api.check(inner)).body.data).toMatchObject({
        status: AgentStatus.offline,
        lastError: '经上级代理“hc-jump”：认证失败，用户名或凭据错误',
      });

      await api.edit({ ...jumpLogin('hc-jump', net.jump.host, net.jump.port), id: jump, enabled: false });
      expect((await api.check(inner)).body.data).toMatchObject({
        status: AgentStatus.offline,
        lastError: '网络代理“hc-jump”已停用',
      });
      expect(logLines.join('')).not.toContain('Wrong-Jump-9');
    });

    it('resolveProxyChain gives the hops that reach a host only the jump host can see', async () => {
      const api = await admin(server());
      const jump = await api.addId(jumpLogin('rc-jump', net.jump.host, net.jump.port));
      const deps = server().app.gatehouse;
      const hops = await resolveProxyChain(deps, jump);
      expect(hops).toEqual([
        expect.objectContaining({
          proxyId: jump,
          name: 'rc-jump',
          host: net.jump.host,
          port: net.jump.port,
          username: TEST_USERS.jump.name,
          credential: { kind: 'password', password: TEST_USERS.jump.password },
          knownHostKey: null,
        }),
      ]);
      const connection = await connectSsh({
        ...net.innerFromJump,
        username: TEST_USERS.password.name,
        credential: { kind: 'password', password: TEST_USERS.password.password },
        knownHostKey: net.inner.hostKey.fingerprint,
        jumpHosts: hops,
      });
      try {
        const output = await new Promise<string>((resolve, reject) => {
          connection.client.exec('id -un', (error, stream) => {
            if (error) return reject(error);
            let text = '';
            stream.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            stream.on('close', () => resolve(text.trim()));
          });
        });
        expect(output).toBe(TEST_USERS.password.name);
      } finally {
        connection.close();
      }

      // A chain of two: the root-most proxy first.
      const second = await api.addId({ ...jumpLogin('rc-second', '192.0.2.44', 22), parentId: jump });
      expect((await resolveProxyChain(deps, second)).map((hop) => hop.name)).toEqual(['rc-jump', 'rc-second']);

      await expect(resolveProxyChain(deps, 999_999)).rejects.toMatchObject({
        code: ResponseCode.proxyNotFound,
        messageKey: 'proxyNotFound',
      });
      await api.edit({ ...jumpLogin('rc-jump', net.jump.host, net.jump.port, ''), id: jump, enabled: false });
      const disabled = await resolveProxyChain(deps, second).catch((error: unknown) => error);
      expect(disabled).toBeInstanceOf(ProxyChainError);
      expect(disabled).toMatchObject({ code: ResponseCode.proxyDisabled, proxyId: jump, params: { name: 'rc-jump' } });
    });

    it('the background round checks every enabled SSH jump host', async () => {
      const api = await admin(server());
      const id = await api.addId(jumpLogin('bg-online', sshd.host, sshd.port));
      const off = await api.addId({ ...jumpLogin('bg-disabled', sshd.host, sshd.port), enabled: false });
      await runProxyChecks(server().app.gatehouse);
      expect(await api.info(id)).toMatchObject({ status: AgentStatus.online, deployStatus: Deployment.success });
      expect(await api.info(off)).toMatchObject({ status: null, deployStatus: null });
    });
  },
  { logger: { level: 'trace', stream: logStream } },
);
