import { beforeAll, expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { BoundKey, WebauthnOptions } from '../../src/shared/api/keys';
import { ResponseCode } from '../../src/shared/codes';
import { createCredential, getAssertion, type SoftCredential } from '../support/softAuthenticator';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

const HOST = 'bastion.example.test';
const ORIGIN = `http://${HOST}`;
const onHost = { host: HOST };

async function bindKey(server: TestServer, token: string, name = 'YubiKey') {
  const options = await call(server.app, 'GET', '/ucenter/user/webauthn/registerOptions', { token, headers: onHost });
  expect(options.body.code).toBe(200);
  const { challengeId, options: creation } = options.body.data as WebauthnOptions;
  const { credential, response } = createCredential(creation, ORIGIN);
  const result = await call(server.app, 'POST', '/ucenter/user/webauthn/register', {
    token,
    headers: onHost,
    body: { challengeId, name, response },
  });
  return { credential, result, challengeId, response };
}

async function loginOptions(server: TestServer, username = '') {
  const result = await call(server.app, 'POST', '/ucenter/login/webauthnOptions', {
    headers: onHost,
    body: { username },
    ip: nextIp(),
  });
  expect(result.body.code).toBe(200);
  return result.body.data as WebauthnOptions;
}

async function signInWithKey(server: TestServer, credential: SoftCredential, username = '', counter?: number) {
  const { challengeId, options } = await loginOptions(server, username);
  const response = getAssertion(credential, options, ORIGIN, counter);
  return call(server.app, 'POST', '/ucenter/login/webauthn', {
    headers: onHost,
    body: { challengeId, response },
    ip: nextIp(),
  });
}

describeEachDatabase('WebAuthn security keys', (server) => {
  beforeAll(async () => {
    await ensureAdmin(server());
  });

  it('binds a key, lists it, and signs in with it by user name and as a discoverable credential', async () => {
    const { id } = await createUser(server(), { userName: 'wa_user', permissions: [] });
    const token = await signIn(server(), 'wa_user', 'Passw0rd!x');
    const { credential, result } = await bindKey(server(), token);
    expect(result.body).toMatchObject({
      code: 200,
      msg: '安全密钥绑定成功',
      data: { kind: 'webauthn', name: 'YubiKey' },
    });

    const list = await call(server().app, 'GET', '/ucenter/user/usbKeyList', { token });
    expect(list.body.data).toEqual([expect.objectContaining({ kind: 'webauthn', name: 'YubiKey', lastUsedAt: null })]);

    const byName = await signInWithKey(server(), credential, 'wa_user');
    expect(byName.body.code).toBe(200);
    const keyToken = (byName.body.data as { token: string }).token;
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: keyToken });
    expect(info.body.data).toMatchObject({ userId: id });

    const discoverable = await signInWithKey(server(), credential);
    expect(discoverable.body.code).toBe(200);
    const logs = await server()
      .db.selectFrom('login_logs')
      .select('msg')
      .where('user_name', '=', 'wa_user')
      .where('msg', '=', 'webauthnLoginSuccess')
      .execute();
    expect(logs).toHaveLength(2);
  });

  it('refuses a reused or expired challenge and a counter that does not grow', async () => {
    await createUser(server(), { userName: 'wa_replay', permissions: [] });
    const token = await signIn(server(), 'wa_replay', 'Passw0rd!x');
    const { credential } = await bindKey(server(), token);

    const { challengeId, options } = await loginOptions(server(), 'wa_replay');
    const response = getAssertion(credential, options, ORIGIN);
    const first = await call(server().app, 'POST', '/ucenter/login/webauthn', {
      headers: onHost,
      body: { challengeId, response },
    });
    expect(first.body.code).toBe(200);
    const replay = await call(server().app, 'POST', '/ucenter/login/webauthn', {
      headers: onHost,
      body: { challengeId, response },
    });
    expect(replay.body).toMatchObject({ code: ResponseCode.challengeInvalid, msg: '验证请求已过期或已使用，请重试' });

    const late = await loginOptions(server(), 'wa_replay');
    server().clock.advance(121_000);
    const expired = await call(server().app, 'POST', '/ucenter/login/webauthn', {
      headers: onHost,
      body: { challengeId: late.challengeId, response: getAssertion(credential, late.options, ORIGIN) },
    });
    expect(expired.body.code).toBe(ResponseCode.challengeInvalid);

    const cloned = await signInWithKey(server(), credential, 'wa_replay', 1);
    expect(cloned.body).toMatchObject({ code: ResponseCode.keyVerifyFailed, msg: '安全密钥验证失败' });
  });

  it('refuses a key of another user when the challenge names a user, and a foreign origin', async () => {
    await createUser(server(), { userName: 'wa_a', permissions: [] });
    await createUser(server(), { userName: 'wa_b', permissions: [] });
    const tokenA = await signIn(server(), 'wa_a', 'Passw0rd!x');
    const { credential } = await bindKey(server(), tokenA);
    const asB = await signInWithKey(server(), credential, 'wa_b');
    expect(asB.body.code).toBe(ResponseCode.keyVerifyFailed);

    const { challengeId, options } = await loginOptions(server(), 'wa_a');
    const phished = await call(server().app, 'POST', '/ucenter/login/webauthn', {
      headers: onHost,
      body: { challengeId, response: getAssertion(credential, options, 'https://evil.example') },
    });
    expect(phished.body.code).toBe(ResponseCode.keyVerifyFailed);
  });

  it('binds only with its own registration challenge, once', async () => {
    await createUser(server(), { userName: 'wa_bind', permissions: [] });
    const token = await signIn(server(), 'wa_bind', 'Passw0rd!x');
    const { challengeId, response } = await bindKey(server(), token);
    const again = await call(server().app, 'POST', '/ucenter/user/webauthn/register', {
      token,
      headers: onHost,
      body: { challengeId, name: 'again', response },
    });
    expect(again.body.code).toBe(ResponseCode.challengeInvalid);
  });

  it('lets the owner and an administrator with system:user:edit remove keys, nobody else', async () => {
    const { id } = await createUser(server(), { userName: 'wa_owner', permissions: [] });
    await createUser(server(), { userName: 'wa_viewer', permissions: [Permission.userQuery] });
    await createUser(server(), { userName: 'wa_editor', permissions: [Permission.userEdit] });
    const owner = await signIn(server(), 'wa_owner', 'Passw0rd!x');
    const viewer = await signIn(server(), 'wa_viewer', 'Passw0rd!x');
    const editor = await signIn(server(), 'wa_editor', 'Passw0rd!x');
    const first = (await bindKey(server(), owner, 'first')).result.body.data as BoundKey;
    const second = (await bindKey(server(), owner, 'second')).result.body.data as BoundKey;

    const refused = await call(server().app, 'GET', '/ucenter/user/usbKeyListOf', {
      token: viewer,
      query: { userId: String(id) },
    });
    expect(refused.body.code).toBe(403);
    const notMine = await call(server().app, 'POST', '/ucenter/user/usbKeyRemove', {
      token: viewer,
      body: { kind: 'webauthn', id: first.id },
    });
    expect(notMine.body).toMatchObject({ code: ResponseCode.keyNotFound, msg: '密钥不存在' });

    const listed = await call(server().app, 'GET', '/ucenter/user/usbKeyListOf', {
      token: editor,
      query: { userId: String(id) },
    });
    expect((listed.body.data as BoundKey[]).map((key) => key.name)).toEqual(['first', 'second']);
    const byAdmin = await call(server().app, 'POST', '/ucenter/user/usbKeyRemoveOf', {
      token: editor,
      body: { userId: id, kind: 'webauthn', id: first.id },
    });
    expect(byAdmin.body).toMatchObject({ code: 200, msg: '密钥已解除绑定' });
    const byOwner = await call(server().app, 'POST', '/ucenter/user/usbKeyRemove', {
      token: owner,
      body: { kind: 'webauthn', id: second.id },
    });
    expect(byOwner.body.code).toBe(200);
    expect((await call(server().app, 'GET', '/ucenter/user/usbKeyList', { token: owner })).body.data).toEqual([]);
  });

  it('answers bad input naming the field and refuses binding without a session', async () => {
    await createUser(server(), { userName: 'wa_bad', permissions: [] });
    const token = await signIn(server(), 'wa_bad', 'Passw0rd!x');
    const post = (path: string, body: unknown) => call(server().app, 'POST', path, { token, headers: onHost, body });
    expect((await post('/ucenter/user/webauthn/register', { name: 'x', response: {} })).body).toMatchObject({
      code: 400,
      data: { field: 'challengeId' },
    });
    expect(
      (await post('/ucenter/user/webauthn/register', { challengeId: 'c', name: 'n'.repeat(65), response: {} })).body,
    ).toMatchObject({
      code: 400,
      msg: 'name长度最大为64个字符',
    });
    expect((await post('/ucenter/login/webauthn', { challengeId: 'c', response: 'x' })).body).toMatchObject({
      code: 400,
      data: { field: 'response' },
    });
    expect((await post('/ucenter/user/usbKeyRemove', { kind: 'floppy', id: 1 })).body).toMatchObject({
      code: 400,
      data: { field: 'kind' },
    });
    const { challengeId } = await loginOptions(server());
    const garbage = await post('/ucenter/login/webauthn', { challengeId, response: { id: 'nope' } });
    expect(garbage.body.code).toBe(ResponseCode.keyVerifyFailed);
    const anonymous = await call(server().app, 'GET', '/ucenter/user/webauthn/registerOptions', { headers: onHost });
    expect(anonymous.body.code).toBe(401);
  });
});
