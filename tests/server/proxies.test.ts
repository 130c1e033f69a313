import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROXY_CHECK_SECONDS, proxyCheckSeconds } from '../../src/server/modules/proxies/scheduler';
import { Permission } from '../../src/shared/access/permissions';
import type { ApplicationProxy } from '../../src/shared/api/applicationProxies';
import type { NetworkProxy } from '../../src/shared/api/proxies';
import { ResponseCode } from '../../src/shared/codes';
import { ProxyKind } from '../../src/shared/rules/proxyStates';
import { makeClientKey } from '../support/sshd';
import { linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { proxyApi, sshProxy } from './proxyApi';

/** Everything the server logs, to prove that no secret reaches it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

async function admin(server: TestServer) {
  return proxyApi(server, await signInAdmin(server));
}

describeEachDatabase(
  'network proxies',
  (server) => {
    it('keeps a proxy that assets go through, and refuses an asset naming a proxy that does not exist', async () => {
      const token = await signInAdmin(server());
      const api = proxyApi(server(), token);
      const id = await api.addId(sshProxy('np-asset'));
      const linux = await platformIdByName(server(), token, 'Linux');
      const behind = await call(server().app, 'POST', '/privilege/assets/add', {
        token,
        body: linuxAsset(linux.platformId, { assetName: 'behind-np', proxyId: id }),
      });
      expect(behind.body).toMatchObject({ code: 200 });
      const refused = await api.remove([id]);
      expect(refused.body.code).toBe(ResponseCode.proxyInUse);
      expect(refused.body.msg).toContain('behind-np');
      const dangling = await call(server().app, 'POST', '/privilege/assets/add', {
        token,
        body: linuxAsset(linux.platformId, { assetName: 'nowhere-np', proxyId: 999999 }),
      });
      expect(dangling.body).toMatchObject({ code: 400, data: { field: 'proxyId' } });
    });

    it('adds, lists, edits and deletes an SSH jump host without ever showing its secret', async () => {
      const api = await admin(server());
      const id = await api.addId(sshProxy('np-crud', { description: '机房 A' }));
      const shown = await api.info(id);
      expect(shown).toMatchObject({
        name: 'np-crud',
        kind: ProxyKind.sshJumpHost,
        address: '192.0.2.10',
        port: 22,
        loginUser: 'jump',
        authKind: 'password',
        hasCredential: true,
        parentId: null,
        enabled: true,
        description: '机房 A',
        status: null,
        deployStatus: null,
        hostKeyFingerprint: null,
        lastError: null,
        childCount: 0,
      });
      const list = await api.list({ name: 'NP-CR' });
      expect(list.body).toMatchObject({ code: 200, total: 1 });
      expect((list.body.rows as NetworkProxy[])[0]?.id).toBe(id);
      expect(list.text).not.toContain('Proxy-Secret-51');

      // An empty password on edit keeps the stored one.
      const edited = await api.edit({
        ...sshProxy('np-crud2', { password: '' }),
        id,
        address: 'jump.example.com',
        port: 2222,
      });
      expect(edited.body).toMatchObject({ code: 200 });
      expect(await api.info(id)).toMatchObject({
        name: 'np-crud2',
        address: 'jump.example.com',
        port: 2222,
        hasCredential: true,
      });
      const row = await server()
        .db.selectFrom('network_proxies')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.secret_sealed).toBeTruthy();
      expect(row.secret_sealed).not.toContain('Proxy-Secret-51');

      expect((await api.remove([id])).body.code).toBe(200);
      expect((await api.get('/privilege/agent/info', { id: String(id) })).body).toMatchObject({
        code: ResponseCode.proxyNotFound,
        msg: '网络代理不存在',
      });
      expect(logLines.join('')).not.toContain('Proxy-Secret-51');
    });

    it('refuses every §5 violation with the spec message', async () => {
      const api = await admin(server());
      const cases: [Record<string, unknown>, string][] = [
        [{ address: '300.1.1.1' }, '请输入正确的地址'],
        [{ address: 'bad host!' }, '请输入正确的地址'],
        [{ address: '' }, '请输入正确的地址'],
        [{ port: 65536 }, '请输入正确的端口'],
        [{ port: -1 }, '请输入正确的端口'],
        [{ port: 22.5 }, '请输入正确的端口'],
        [{ port: '22' }, '请输入正确的端口'],
        [{ name: 'bad name' }, '只支持字母、数字、特殊字符包含 _ -'],
        [{ name: '' }, 'name不能为空'],
        [{ loginUser: '' }, 'loginUser不能为空'],
        [{ password: '' }, '请输入登录凭据'],
        [{ authKind: 'key', privateKey: '' }, '请输入登录凭据'],
      ];
      for (const [change, message] of cases) {
        const answer = await api.add(sshProxy('np-rules', change));
        expect(answer.body.code, JSON.stringify(change)).toBe(400);
        expect(answer.body.msg, JSON.stringify(change)).toContain(message);
      }
      const badKey = await api.add(sshProxy('np-rules', { authKind: 'key', privateKey: 'not a key' }));
      expect(badKey.body).toMatchObject({ code: ResponseCode.sshKeyInvalid, data: { field: 'privateKey' } });
      expect(badKey.body.msg).toContain('不支持的私钥格式');
      expect((await api.list({ name: 'np-rules' })).body.total).toBe(0);
      const ok = await api.add(sshProxy('np-rules', { address: 'bastion-1.corp.example', port: 0 }));
      expect(ok.body.code).toBe(200);
      const en = await proxyApi(server(), await signInAdmin(server()), 'en').add(
        sshProxy('np-rules-en', { port: 70000 }),
      );
      expect(en.body.msg).toContain('Enter a valid port');
      expect((await api.add(sshProxy('np-rules'))).body).toMatchObject({ code: 400, msg: '代理名称已存在' });
    });

    it('stores a private key with its passphrase sealed, and refuses a wrong passphrase', async () => {
      const api = await admin(server());
      const key = await makeClientKey({ type: 'ed25519', passphrase: 'Key-Pass-77' });
      const wrong = await api.add(
        sshProxy('np-key', { authKind: 'key', password: '', privateKey: key.privateKey, passphrase: 'nope' }),
      );
      expect(wrong.body).toMatchObject({ code: ResponseCode.sshKeyPassphrase, data: { field: 'passphrase' } });
      const id = await api.addId(
        sshProxy('np-key', { authKind: 'key', password: '', privateKey: key.privateKey, passphrase: 'Key-Pass-77' }),
      );
      const shown = await api.get('/privilege/agent/info', { id: String(id) });
      expect(shown.body.data).toMatchObject({ authKind: 'key', hasCredential: true });
      const bodyLine = key.privateKey.split('\n')[1] ?? '';
      expect(shown.text).not.toContain(bodyLine);
      expect(shown.text).not.toContain('Key-Pass-77');
      // Switching to a password needs the password.
      const switched = await api.edit({ ...sshProxy('np-key', { password: '' }), id });
      expect(switched.body).toMatchObject({ code: 400, msg: '请输入登录凭据', data: { field: 'password' } });
      expect(logLines.join('')).not.toContain('Key-Pass-77');
      expect(logLines.join('')).not.toContain(bodyLine);
    });

    it('chains proxies, refuses loops and refuses deleting a parent', async () => {
      const api = await admin(server());
      const a = await api.addId(sshProxy('np-chain-a'));
      const b = await api.addId(sshProxy('np-chain-b', { parentId: a }));
      const c = await api.addId(sshProxy('np-chain-c', { parentId: b }));
      expect(await api.info(c)).toMatchObject({ parentId: b, parentName: 'np-chain-b' });
      expect((await api.info(a)).childCount).toBe(1);

      const loop = await api.edit({ ...sshProxy('np-chain-a', { password: '' }), id: a, parentId: c });
      expect(loop.body).toMatchObject({ code: ResponseCode.proxyCycle, msg: '上级代理不能形成循环' });
      const self = await api.edit({ ...sshProxy('np-chain-a', { password: '' }), id: a, parentId: a });
      expect(self.body).toMatchObject({ code: 400, msg: '上级代理不能是自身' });
      expect((await api.info(a)).parentId).toBeNull();
      const missing = await api.add(sshProxy('np-chain-x', { parentId: 999_999 }));
      expect(missing.body).toMatchObject({ code: ResponseCode.proxyNotFound });

      const refused = await api.remove([a]);
      expect(refused.body).toMatchObject({
        code: ResponseCode.proxyInUse,
        msg: '网络代理“np-chain-a”是其他代理的上级，不能删除',
      });
      expect((await api.remove([c, b])).body.code).toBe(200);
      expect((await api.remove([a])).body.code).toBe(200);
    });

    it('records a Gatehouse agent honestly as unsupported', async () => {
      const api = await admin(server());
      const id = await api.addId({
        name: 'np-agent',
        kind: ProxyKind.gatehouseAgent,
        address: '192.0.2.20',
        port: 8443,
      });
      expect(await api.info(id)).toMatchObject({ kind: ProxyKind.gatehouseAgent, hasCredential: false, loginUser: '' });
      const checked = await api.check(id);
      expect(checked.body.data).toMatchObject({
        status: 2,
        deployStatus: null,
        lastError: '暂不支持 Gatehouse 代理程序，该代理无法使用',
      });
      const child = await api.add(sshProxy('np-agent-child', { parentId: id }));
      expect(child.body).toMatchObject({ code: 400, msg: '暂不支持 Gatehouse 代理程序，该代理无法使用' });
    });

    it('needs system:agent:query to read and system:agent:edit to change', async () => {
      const adminApi = await admin(server());
      const id = await adminApi.addId(sshProxy('np-perm'));
      await createUser(server(), { userName: 'np-reader', permissions: [Permission.agentQuery] });
      await createUser(server(), { userName: 'np-nobody', permissions: [Permission.homeQuery] });
      const reader = proxyApi(server(), await signIn(server(), 'np-reader', 'Passw0rd!x'));
      const nobody = proxyApi(server(), await signIn(server(), 'np-nobody', 'Passw0rd!x'));

      expect((await reader.list()).body.code).toBe(200);
      expect((await reader.get('/privilege/agent/options')).body.code).toBe(200);
      expect((await reader.get('/privilege/application/list')).body.code).toBe(200);
      for (const answer of [
        await reader.add(sshProxy('np-perm2')),
        await reader.edit({ ...sshProxy('np-perm'), id }),
        await reader.remove([id]),
        await reader.check(id),
        await reader.acceptKey(id, 'SHA256:x'),
        await reader.post('/privilege/application/add', { name: 'ap-perm', url: 'https://a.example' }),
      ]) {
        expect(answer.body).toMatchObject({ code: ResponseCode.forbidden });
      }
      for (const answer of [
        await nobody.list(),
        await nobody.get('/privilege/agent/info', { id: String(id) }),
        await nobody.get('/privilege/application/list'),
      ]) {
        expect(answer.body).toMatchObject({ code: ResponseCode.forbidden });
      }
      expect(await adminApi.info(id)).toMatchObject({ name: 'np-perm' });
    });

    it('shows the edit permission in the role tree', async () => {
      const token = await signInAdmin(server());
      const tree = await proxyApi(server(), token).get('/system/role/permissionTree');
      expect(tree.text).toContain(Permission.agentEdit);
      expect(tree.text).toContain('编辑与检测代理');
    });

    it('keeps application proxies with a §5 URL and an optional network proxy', async () => {
      const api = await admin(server());
      const proxyId = await api.addId(sshProxy('np-for-app'));
      for (const url of ['ftp://x.example', 'not a url', '', 'http://']) {
        const answer = await api.post('/privilege/application/add', { name: 'ap-web', url });
        expect(answer.body.code, url).toBe(400);
        expect(answer.body.msg, url).toContain('请输入正确的链接');
      }
      const added = await api.post('/privilege/application/add', {
        name: 'ap-web',
        url: 'https://intranet.example/app',
        networkProxyId: proxyId,
        description: 'OA',
      });
      expect(added.body.code).toBe(200);
      const { id } = added.body.data as { id: number };
      const info = await api.get('/privilege/application/info', { id: String(id) });
      expect(info.body.data).toMatchObject({
        name: 'ap-web',
        url: 'https://intranet.example/app',
        networkProxyId: proxyId,
        networkProxyName: 'np-for-app',
        enabled: true,
      } satisfies Partial<ApplicationProxy>);
      expect((await api.post('/privilege/application/add', { name: 'ap-web', url: 'http://b.example' })).body.msg).toBe(
        '应用代理名称已存在',
      );
      const dangling = await api.post('/privilege/application/add', {
        name: 'ap-x',
        url: 'http://b.example',
        networkProxyId: 999_999,
      });
      expect(dangling.body.code).toBe(ResponseCode.proxyNotFound);

      expect((await api.remove([proxyId])).body).toMatchObject({
        code: ResponseCode.proxyInUse,
        msg: '网络代理“np-for-app”正被应用代理使用，不能删除',
      });
      const edit = await api.post('/privilege/application/edit', {
        id,
        name: 'ap-web2',
        url: 'http://10.0.0.8:8080/',
        networkProxyId: null,
        enabled: false,
      });
      expect(edit.body.code).toBe(200);
      const list = await api.get('/privilege/application/list', { name: 'AP-WEB' });
      expect(list.body).toMatchObject({ total: 1, rows: [{ name: 'ap-web2', networkProxyId: null, enabled: false }] });
      expect((await api.remove([proxyId])).body.code).toBe(200);
      expect((await api.post('/privilege/application/remove', { ids: [id] })).body.code).toBe(200);
      expect((await api.get('/privilege/application/info', { id: String(id) })).body).toMatchObject({
        code: ResponseCode.appProxyNotFound,
        msg: '应用代理不存在',
      });
    });
  },
  { logger: { level: 'trace', stream: logStream } },
);

describe('background check interval', () => {
  it('reads GATEHOUSE_PROXY_CHECK_SECONDS: 300 by default, 0 turns it off, anything else is refused', () => {
    expect(proxyCheckSeconds({})).toBe(DEFAULT_PROXY_CHECK_SECONDS);
    expect(proxyCheckSeconds({ GATEHOUSE_PROXY_CHECK_SECONDS: '60' })).toBe(60);
    expect(proxyCheckSeconds({ GATEHOUSE_PROXY_CHECK_SECONDS: '0' })).toBe(0);
    for (const bad of ['-1', '1.5', 'often']) {
      expect(() => proxyCheckSeconds({ GATEHOUSE_PROXY_CHECK_SECONDS: bad })).toThrow(/GATEHOUSE_PROXY_CHECK_SECONDS/);
    }
  });
});
