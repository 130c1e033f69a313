import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../../src/server/security/tokens';
import type { SsoCallbackReply, SsoConfigEdit, SsoLink, SsoStart } from '../../src/shared/api/sso';
import { ResponseCode } from '../../src/shared/codes';
import { startOidcProvider, type TestIdp } from '../support/oidcProvider';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signInAdmin, solveCaptcha } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { settingsFor } from './support/signInSettings';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1): discovery, the
 * authorization code flow with PKCE, ID-token validation, linking on /bind and signing in by a link.
 */
const HOST = 'bastion.example.test';
const REDIRECT_URI = `http://${HOST}/auth-redirect`;
const onHost = { host: HOST };

let idp: TestIdp;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [REDIRECT_URI],
    accounts: [
      { sub: 'idp-alice-0001', preferred_username: 'alice.sso', email: 'alice@corp.example' },
      { sub: 'idp-bob-0002', preferred_username: 'bob.sso', email: 'bob@corp.example' },
      { sub: 'idp-carol-0003', preferred_username: 'carol.sso', email: 'carol@corp.example' },
      { sub: 'idp-dave-0004', preferred_username: 'dave.sso', email: 'dave@corp.example' },
    ],
  });
});

afterAll(async () => {
  await idp.close();
});

const providerSettings = (change: Partial<SsoConfigEdit> = {}): SsoConfigEdit => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  scopes: 'openid profile email',
  userClaim: 'preferred_username',
  buttonLabel: 'Corp IdP',
  applySecondFactor: true,
  ...change,
});

async function setSwitch(server: TestServer, token: string, ssoLogin: boolean) {
  return call(server.app, 'PUT', '/setting-center/signInMethods', {
    token,
    body: settingsFor('http://127.0.0.1:9/sms', 25, { smsLogin: false, ssoLogin }),
  });
}

const start = async (server: TestServer) =>
  call(server.app, 'POST', '/ucenter/sso/start', { headers: onHost, ip: nextIp() });

/** The browser's trip: to the provider, signed in there as this account, back with code and state. */
async function throughProvider(server: TestServer, account: string): Promise<URL> {
  const started = await start(server);
  expect(started.body.code).toBe(200);
  return idp.signIn((started.body.data as SsoStart).authorizationUrl, account);
}

const callbackBody = (answer: URL) => ({
  code: answer.searchParams.get('code') ?? '',
  state: answer.searchParams.get('state') ?? '',
  iss: answer.searchParams.get('iss') ?? undefined,
});

const postCallback = (server: TestServer, answer: URL) =>
  call(server.app, 'POST', '/ucenter/sso/callback', { body: callbackBody(answer), ip: nextIp() });

async function bind(server: TestServer, ticket: string, username: string, password: string) {
  return call(server.app, 'POST', '/ucenter/sso/bind', {
    body: { ticket, username, password, ...(await solveCaptcha(server)) },
    ip: nextIp(),
  });
}

const loginWay = async (server: TestServer) =>
  (await call(server.app, 'GET', '/ucenter/login/getLoginWay')).body.data as Record<string, unknown>;

describeEachDatabase('Single sign-on (OpenID Connect)', (server) => {
  let admin = '';
  beforeAll(async () => {
    await ensureAdmin(server());
    admin = await signInAdmin(server());
  });

  it('tests discovery: the real endpoints, an issuer that does not match, plain http off this machine', async () => {
    const found = await call(server().app, 'POST', '/setting-center/sso/discovery', {
      token: admin,
      body: { issuer: idp.issuer },
    });
    expect(found.body.code).toBe(200);
    expect(found.body.data).toMatchObject({
      issuer: idp.issuer,
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      jwksUri: `${idp.issuer}/jwks`,
    });
    // The provider calls itself 127.0.0.1: a document fetched as "localhost" names another issuer.
    const mismatch = await call(server().app, 'POST', '/setting-center/sso/discovery', {
      token: admin,
      body: { issuer: idp.issuer.replace('127.0.0.1', 'localhost') },
    });
    expect(mismatch.body).toMatchObject({ code: ResponseCode.ssoDiscoveryFailed, data: { field: 'issuer' } });
    expect(mismatch.body.msg).toContain('无法读取身份提供方的配置');
    const insecure = await call(server().app, 'POST', '/setting-center/sso/discovery', {
      token: admin,
      body: { issuer: 'http://idp.corp.example/realms/ops' },
    });
    expect(insecure.body).toMatchObject({ code: ResponseCode.ssoInsecureIssuer, data: { field: 'issuer' } });
    const notAdmin = await call(server().app, 'POST', '/setting-center/sso/discovery', {
      body: { issuer: idp.issuer },
    });
    expect(notAdmin.body.code).not.toBe(200);
  });

  it('is off by default, cannot be switched on before a provider is set, and refuses sign-in while off', async () => {
    expect(await loginWay(server())).toMatchObject({ sso: false });
    expect((await start(server())).body.code).toBe(ResponseCode.signInMethodDisabled);
    const early = await setSwitch(server(), admin, true);
    expect(early.body).toMatchObject({ code: ResponseCode.ssoNotConfigured, data: { field: 'ssoLogin' } });
  });

  it('stores the provider with the secret sealed and never answered, then switches on', async () => {
    const saved = await call(server().app, 'PUT', '/setting-center/sso', {
      token: admin,
      headers: onHost,
      body: providerSettings(),
    });
    expect(saved.body.code).toBe(200);
    expect(saved.text).not.toContain(idp.clientSecret);
    const read = await call(server().app, 'GET', '/setting-center/sso', { token: admin, headers: onHost });
    expect(read.body.data).toEqual({
      ...providerSettings(),
      clientSecret: undefined,
      clientSecretSet: true,
      redirectUri: REDIRECT_URI,
    });
    const row = await server()
      .db.selectFrom('config')
      .select('value')
      .where('key', '=', 'sys.sso.clientSecret')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(idp.clientSecret);

    expect((await setSwitch(server(), admin, true)).body.code).toBe(200);
    expect(await loginWay(server())).toMatchObject({ sso: true, ssoLabel: 'Corp IdP' });
  });

  it('unlinked identity → bind ticket → /bind: a wrong password counts, the right one links and signs in', async () => {
    await createUser(server(), { userName: 'sso_alice', permissions: [] });
    const answer = await throughProvider(server(), 'idp-alice-0001');
    expect(answer.href.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const result = await postCallback(server(), answer);
    expect(result.body.code).toBe(200);
    const reply = result.body.data as SsoCallbackReply;
    expect(reply.token).toBe('');
    expect(reply.bindTicket).toBeTruthy();
    const ticket = reply.bindTicket ?? '';

    const shown = await call(server().app, 'GET', '/ucenter/sso/bindTicket', { query: { ticket } });
    expect(shown.body.data).toEqual({
      issuer: idp.issuer,
      subject: 'idp-alice-0001',
      name: 'alice.sso',
      email: 'alice@corp.example',
    });

    const wrong = await bind(server(), ticket, 'sso_alice', 'Wrong#Pass1');
    expect(wrong.body).toMatchObject({ code: ResponseCode.badCredentials, msg: '用户名或密码错误' });
    const counted = await server()
      .db.selectFrom('sign_in_failures')
      .select('failures')
      .where('subject', '=', 'name:sso_alice')
      .executeTakeFirstOrThrow();
    expect(counted.failures).toBe(1);

    const right = await bind(server(), ticket, 'sso_alice', 'Passw0rd!x');
    expect(right.body).toMatchObject({ code: 200, msg: '外部身份绑定成功' });
    const token = (right.body.data as { token: string }).token;
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(info.body.data).toMatchObject({ userName: 'sso_alice' });

    const links = await call(server().app, 'GET', '/ucenter/user/ssoLinks', { token });
    expect(links.body.data).toMatchObject([{ issuer: idp.issuer, subject: 'idp-alice-0001', name: 'alice.sso' }]);
    // The ticket is spent: it links nothing twice.
    const again = await bind(server(), ticket, 'sso_alice', 'Passw0rd!x');
    expect(again.body.code).toBe(ResponseCode.ssoBindTicketInvalid);
  });

  it('linked identity → a token at once, logged as single sign-on; the same answer replayed is refused', async () => {
    const answer = await throughProvider(server(), 'idp-alice-0001');
    const result = await postCallback(server(), answer);
    expect(result.body.code).toBe(200);
    const { token, bindTicket } = result.body.data as SsoCallbackReply;
    expect(bindTicket).toBeUndefined();
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token });
    expect(info.body.data).toMatchObject({ userName: 'sso_alice' });
    const log = await server()
      .db.selectFrom('login_logs')
      .select(['status', 'msg'])
      .where('user_name', '=', 'sso_alice')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ status: 1, msg: expect.stringContaining('ssoLoginSuccess') });

    const replay = await postCallback(server(), answer);
    expect(replay.body).toMatchObject({
      code: ResponseCode.ssoStateInvalid,
      msg: '单点登录请求已过期或已使用，请重新登录',
    });
    const unknown = await call(server().app, 'POST', '/ucenter/sso/callback', {
      body: { code: 'abc', state: 'never-issued-state' },
    });
    expect(unknown.body.code).toBe(ResponseCode.ssoStateInvalid);
  });

  it('refuses an ID token whose nonce is not the one of the request', async () => {
    const answer = await throughProvider(server(), 'idp-alice-0001');
    await server()
      .db.updateTable('sso_requests')
      .set({ nonce: 'a-nonce-this-request-never-sent' })
      .where('state_hash', '=', hashToken(answer.searchParams.get('state') ?? ''))
      .execute();
    const result = await postCallback(server(), answer);
    expect(result.body.code).toBe(ResponseCode.ssoTokenRejected);
    expect(result.body.msg).toContain('"nonce" claim');
  });

  it('refuses an answer from a provider that is not the configured issuer', async () => {
    // A second, genuine provider with the same client: its code and ID token name another issuer.
    const other = await startOidcProvider({
      redirectUris: [REDIRECT_URI],
      accounts: [{ sub: 'idp-alice-0001', preferred_username: 'alice.sso', email: 'alice@corp.example' }],
    });
    try {
      const started = await start(server());
      const ours = new URL((started.body.data as SsoStart).authorizationUrl);
      const theirs = new URL(`${other.issuer}/auth${ours.search}`);
      const answer = await other.signIn(theirs.href, 'idp-alice-0001');
      const result = await postCallback(server(), answer);
      expect(result.body.code).toBe(ResponseCode.ssoTokenRejected);
    } finally {
      await other.close();
    }
  });

  it('keeps the second factor when configured; the user and the administrator can unlink', async () => {
    const { id } = await createUser(server(), { userName: 'sso_bob', permissions: [] });
    const first = await postCallback(server(), await throughProvider(server(), 'idp-bob-0002'));
    const ticket = (first.body.data as SsoCallbackReply).bindTicket ?? '';
    const bound = await bind(server(), ticket, 'sso_bob', 'Passw0rd!x');
    const token = (bound.body.data as { token: string }).token;

    const own = (await call(server().app, 'GET', '/ucenter/user/ssoLinks', { token })).body.data as SsoLink[];
    const byAdmin = await call(server().app, 'GET', '/system/user/ssoLinks', {
      token: admin,
      query: { userId: String(id) },
    });
    expect(byAdmin.body.data).toEqual(own);
    // Another user's link id is "not found" for this user.
    const foreign = await call(server().app, 'POST', '/system/user/ssoUnlink', {
      token: admin,
      body: { userId: 1, id: own[0]?.id },
    });
    expect(foreign.body.code).toBe(ResponseCode.ssoLinkNotFound);
    const removed = await call(server().app, 'POST', '/system/user/ssoUnlink', {
      token: admin,
      body: { userId: id, id: own[0]?.id },
    });
    expect(removed.body).toMatchObject({ code: 200, msg: '已解除外部身份绑定' });
    const afterRemoval = await postCallback(server(), await throughProvider(server(), 'idp-bob-0002'));
    expect((afterRemoval.body.data as SsoCallbackReply).bindTicket).toBeTruthy();

    // A user links and unlinks their own.
    const relinked = await bind(
      server(),
      (afterRemoval.body.data as SsoCallbackReply).bindTicket ?? '',
      'sso_bob',
      'Passw0rd!x',
    );
    const bobToken = (relinked.body.data as { token: string }).token;
    const mine = (await call(server().app, 'GET', '/ucenter/user/ssoLinks', { token: bobToken })).body
      .data as SsoLink[];
    const unlinked = await call(server().app, 'POST', '/ucenter/user/ssoUnlink', {
      token: bobToken,
      body: { id: mine[0]?.id },
    });
    expect(unlinked.body.code).toBe(200);
    expect((await call(server().app, 'GET', '/ucenter/user/ssoLinks', { token: bobToken })).body.data).toEqual([]);
  });

  it('asks for the second factor after single sign-on when kept, not when the administrator lets it go', async () => {
    await createUser(server(), { userName: 'sso_carol', permissions: [], phonenumber: '13800138000' });
    const first = await postCallback(server(), await throughProvider(server(), 'idp-carol-0003'));
    const ticket = (first.body.data as SsoCallbackReply).bindTicket ?? '';
    expect((await bind(server(), ticket, 'sso_carol', 'Passw0rd!x')).body.code).toBe(200);

    // An SMS second factor (the gateway is configured, carol has a phone number).
    const signInSettings = settingsFor('http://127.0.0.1:9/sms', 25, {
      smsLogin: false,
      ssoLogin: true,
      secondFactor: 'sms',
    });
    expect(
      (await call(server().app, 'PUT', '/setting-center/signInMethods', { token: admin, body: signInSettings })).body
        .code,
    ).toBe(200);
    const asked = await postCallback(server(), await throughProvider(server(), 'idp-carol-0003'));
    expect(asked.body.data).toMatchObject({ token: '', secondFactor: 'sms', maskedPhone: '138****8000' });

    const off = await call(server().app, 'PUT', '/setting-center/sso', {
      token: admin,
      body: providerSettings({ applySecondFactor: false, clientSecret: undefined }),
    });
    expect(off.body.code).toBe(200);
    const direct = await postCallback(server(), await throughProvider(server(), 'idp-carol-0003'));
    expect((direct.body.data as SsoCallbackReply).token).not.toBe('');
    await call(server().app, 'PUT', '/setting-center/sso', { token: admin, body: providerSettings() });
    expect((await setSwitch(server(), admin, true)).body.code).toBe(200);
  });

  it('an identity linked meanwhile by someone else is refused on /bind, and that sign-in does not stand', async () => {
    await createUser(server(), { userName: 'sso_dave', permissions: [] });
    const { id: erinId } = await createUser(server(), { userName: 'sso_erin', permissions: [] });
    // Two bind tickets for the same external identity (two browser tabs).
    const first = await postCallback(server(), await throughProvider(server(), 'idp-dave-0004'));
    const second = await postCallback(server(), await throughProvider(server(), 'idp-dave-0004'));
    const firstTicket = (first.body.data as SsoCallbackReply).bindTicket ?? '';
    const secondTicket = (second.body.data as SsoCallbackReply).bindTicket ?? '';
    expect((await bind(server(), firstTicket, 'sso_dave', 'Passw0rd!x')).body.code).toBe(200);
    const taken = await bind(server(), secondTicket, 'sso_erin', 'Passw0rd!x');
    expect(taken.body).toMatchObject({ code: ResponseCode.ssoIdentityTaken, msg: '该外部身份已绑定其他用户' });
    const live = await server()
      .db.selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', erinId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('switched off: a request started before, the bind page and new starts are all refused', async () => {
    const answer = await throughProvider(server(), 'idp-alice-0001');
    const pendingBind = await postCallback(server(), await throughProvider(server(), 'idp-bob-0002'));
    const ticket = (pendingBind.body.data as SsoCallbackReply).bindTicket ?? '';
    expect((await setSwitch(server(), admin, false)).body.code).toBe(200);
    expect(await loginWay(server())).toMatchObject({ sso: false });
    expect((await start(server())).body.code).toBe(ResponseCode.signInMethodDisabled);
    expect((await postCallback(server(), answer)).body.code).toBe(ResponseCode.signInMethodDisabled);
    expect((await bind(server(), ticket, 'sso_bob', 'Passw0rd!x')).body.code).toBe(ResponseCode.signInMethodDisabled);
    expect((await setSwitch(server(), admin, true)).body.code).toBe(200);
  });

  it('a request answered after ten minutes is refused as expired', async () => {
    const answer = await throughProvider(server(), 'idp-alice-0001');
    server().clock.advance(10 * 60_000 + 1000);
    expect((await postCallback(server(), answer)).body.code).toBe(ResponseCode.ssoStateInvalid);
  });
});
