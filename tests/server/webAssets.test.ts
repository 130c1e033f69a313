import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WebRequestRecord } from '../../src/shared/api/webAssets';
import { ResponseCode } from '../../src/shared/codes';
import { WATERMARK_DEFAULTS } from '../../src/shared/rules/watermarkRules';
import { BINARY, startBasicApp, startFormApp, WEB_USER, type WebApp } from '../support/webApps';
import { call } from './client';
import { describeEachDatabase } from './harness';
import { until } from './terminalApi';
import { assetRequest, everything, grantedWebAsset, launch, openWeb } from './webAssetApi';

/**
 * Web assets through the bastion (issue 19, item 6; docs/web-assets.md): a login-protected web application started
 * here is reached on the asset's own origin with the vault's credential injected (HTTP basic, or a login form filled
 * on the server), every request recorded for the audit, the watermark on its pages; a request without the cookie,
 * with another asset's cookie, or after the grant is revoked is refused, and the password never reaches the browser.
 * On both databases: this suite is the only one to write and search web_requests.
 */
let basic: WebApp;
let form: WebApp;

beforeAll(async () => {
  basic = await startBasicApp();
  form = await startFormApp();
});

afterAll(async () => {
  await basic?.close();
  await form?.close();
});

async function requests(
  server: ReturnType<Parameters<Parameters<typeof describeEachDatabase>[1]>[0]>,
  admin: string,
  sessionId: number,
  keyword?: string,
) {
  const result = await call(server.app, 'GET', `/audit/sessions/${sessionId}/requests`, {
    token: admin,
    query: keyword ? { keyword, pageSize: '500' } : { pageSize: '500' },
  });
  expect(result.body.code, JSON.stringify(result.body)).toBe(200);
  return { rows: result.body.rows as WebRequestRecord[], total: result.body.total as number };
}

describeEachDatabase(
  'web assets through the bastion (issue 19)',
  (server) => {
    beforeAll(async () => {
      await server().app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('HTTP basic: the app answers signed in, bodies stream, redirects and cookies move to the asset origin, every request is recorded', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const { session, host, cookie, cookies, answer } = await launch(server(), f.token, f);
      expect(session).toMatchObject({ protocol: 'HTTP', assetId: f.assetId, accountName: WEB_USER.name });
      expect(session.origin).toBe(`http://asset-${f.assetId}.localhost:8080`);
      expect(answer.headers.location).toBe('/');
      const own = cookies.find((line) => line.startsWith('gatehouse_web='));
      expect(own).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);

      const page = await assetRequest(server(), host, '/', { cookie });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(`Welcome ${WEB_USER.name}`);
      expect(page.headers['www-authenticate']).toBeUndefined();
      const binary = await assetRequest(server(), host, '/data.bin', { cookie });
      expect(Buffer.compare(binary.body, BINARY)).toBe(0);
      const posted = await assetRequest(server(), host, '/submit', {
        cookie,
        method: 'POST',
        body: Buffer.alloc(100_000, 1),
      });
      expect(JSON.parse(posted.body.toString())).toEqual({ received: 100_000 });
      const redirect = await assetRequest(server(), host, '/go', { cookie });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.location).toBe(`http://${host}/landing?from=go`);
      const setCookie = await assetRequest(server(), host, '/cookie', { cookie });
      expect(setCookie.headers['set-cookie']).toEqual(['pref=dark; Path=/; SameSite=Lax']);
      expect(basic.seen.at(-1)?.host).toBe(`127.0.0.1:${basic.port}`);

      for (const received of [page, binary, posted, redirect, setCookie]) {
        expect(everything(received)).not.toContain(WEB_USER.password);
        expect(everything(received)).not.toContain(
          Buffer.from(`${WEB_USER.name}:${WEB_USER.password}`).toString('base64'),
        );
      }

      const { rows, total } = await requests(server(), f.admin, session.sessionId);
      expect(total).toBe(5);
      expect(rows.map((row) => [row.method, row.url, row.status])).toEqual([
        ['GET', '/', 200],
        ['GET', '/data.bin', 200],
        ['POST', '/submit', 200],
        ['GET', '/go', 302],
        ['GET', '/cookie', 200],
      ]);
      expect(rows[1]?.bytes).toBe(BINARY.length);
      expect(rows.every((row) => row.durationMs >= 0 && row.at !== '')).toBe(true);
      expect((await requests(server(), f.admin, session.sessionId, 'data')).rows.map((row) => row.url)).toEqual([
        '/data.bin',
      ]);
      expect((await requests(server(), f.admin, session.sessionId, 'post')).rows.map((row) => row.url)).toEqual([
        '/submit',
      ]);
      expect((await requests(server(), f.admin, session.sessionId, '302')).rows.map((row) => row.url)).toEqual(['/go']);

      const audit = await call(server().app, 'GET', `/audit/sessions/${session.sessionId}`, { token: f.admin });
      expect(audit.body.data).toMatchObject({ protocol: 'HTTP', state: 1, loginResult: 1, assetId: f.assetId });
    });

    it('a form login is filled on the server: the browser gets the app’s session cookie, never the password', async () => {
      const f = await grantedWebAsset(
        server(),
        form,
        {
          loginMode: 'form',
          loginPath: '/login',
          usernameField: 'user',
          passwordField: 'pass',
          extraFields: 'go=Sign+in',
        },
        '/home',
      );
      const { host, cookie, answer } = await launch(server(), f.token, f);
      expect(answer.headers.location).toBe('/home');
      expect(cookie).toMatch(/sid=[0-9a-f]{32}/);
      expect(everything(answer)).not.toContain(WEB_USER.password);
      const home = await assetRequest(server(), host, '/home', { cookie });
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain(`Signed in as ${WEB_USER.name}`);
      expect(everything(home)).not.toContain(WEB_USER.password);
      expect(form.seen.filter((seen) => seen.method === 'POST' && seen.url === '/login')).not.toHaveLength(0);
    });

    it('a form login the app refuses answers a coded error and a failed session row', async () => {
      const f = await grantedWebAsset(
        server(),
        form,
        { loginMode: 'form', loginPath: '/login', usernameField: 'user', passwordField: 'pass', extraFields: '' },
        '/home',
      );
      const refused = await openWeb(server(), f.token, f);
      expect(refused.body.code).toBe(ResponseCode.webCredentialRefused);
      expect(refused.body.msg).toContain('refused the vault');
      const row = await server()
        .db.selectFrom('terminal_sessions')
        .select(['login_result', 'state', 'protocol'])
        .where('id', '=', (refused.body.data as { sessionId: number }).sessionId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ login_result: 2, state: 2, protocol: 'HTTP' });
    });

    it('refused: no cookie, a used or unknown launch, another asset’s cookie, a user without the grant', async () => {
      const a = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const b = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const first = await launch(server(), a.token, a);
      const second = await launch(server(), b.token, b);

      const bare = await assetRequest(server(), first.host, '/');
      expect(bare.status).toBe(401);
      expect(bare.body.toString()).toContain('There is no valid web session');
      const again = await assetRequest(server(), first.host, first.launchPath);
      expect(again.status).toBe(403);
      expect(again.body.toString()).toContain('launch link is invalid');
      const crossed = await assetRequest(server(), first.host, '/', { cookie: second.cookie });
      expect(crossed.status).toBe(401);
      const forged = await assetRequest(server(), first.host, '/', { cookie: 'gatehouse_web=forged' });
      expect(forged.status).toBe(401);
      // b's launch token on a's origin: refused, and spent.
      const { session } = await launch(server(), b.token, b);
      const stolen = await assetRequest(
        server(),
        first.host,
        new URL(session.launchUrl).pathname + new URL(session.launchUrl).search,
      );
      expect(stolen.status).toBe(403);

      const outsider = await openWeb(server(), b.token, { assetId: a.assetId, accountId: a.accountId });
      expect(outsider.body.code).toBe(ResponseCode.forbidden);
      const seenBefore = basic.seen.length;
      for (const refused of [bare, again, crossed, forged, stolen])
        expect(everything(refused)).not.toContain(WEB_USER.password);
      expect(basic.seen.length).toBe(seenBefore);

      // No request line sends the request, with the injected credential, to another host.
      const formSeen = form.seen.length;
      const doubleSlash = await assetRequest(server(), first.host, `//127.0.0.1:${form.port}/home`, {
        cookie: first.cookie,
      });
      expect(doubleSlash.status).toBe(200);
      expect(basic.seen.at(-1)?.url).toBe(`//127.0.0.1:${form.port}/home`);
      const absolute = await assetRequest(server(), first.host, `http://127.0.0.1:${form.port}/home`, {
        cookie: first.cookie,
      });
      expect(absolute.status).toBe(400);
      expect(form.seen.length).toBe(formSeen);
    });

    it('the grant revoked, the console signed out, an auditor’s terminate: the session ends and says why', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const revokedOne = await launch(server(), f.token, f);
      expect((await assetRequest(server(), revokedOne.host, '/', { cookie: revokedOne.cookie })).status).toBe(200);
      const revoke = await call(server().app, 'POST', `/privilege/impower/revoke/${f.grantIds.join(',')}`, {
        token: f.admin,
      });
      expect(revoke.body.code).toBe(200);
      const afterRevoke = await assetRequest(server(), revokedOne.host, '/', { cookie: revokedOne.cookie });
      expect(afterRevoke.status).toBe(403);
      expect(afterRevoke.body.toString()).toContain('the authorisation to this asset has ended');
      const row = await call(server().app, 'GET', `/audit/sessions/${revokedOne.session.sessionId}`, {
        token: f.admin,
      });
      expect(row.body.data).toMatchObject({ state: 2, endReason: 'accessEnded' });
      expect((await requests(server(), f.admin, revokedOne.session.sessionId)).total).toBe(1);

      const g = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const terminated = await launch(server(), g.token, g);
      const socket = new WebSocket(`ws://127.0.0.1:${(server().app.server.address() as AddressInfo).port}/ws`, {
        headers: { host: terminated.host, cookie: terminated.cookie },
      });
      const echoed = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.send('hello');
      expect(await echoed).toBe('echo:hello');
      const byOperator = await call(server().app, 'POST', `/audit/sessions/${terminated.session.sessionId}/terminate`, {
        token: g.token,
      });
      expect(byOperator.body.code).toBe(ResponseCode.forbidden);
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const ended = await call(server().app, 'POST', `/audit/sessions/${terminated.session.sessionId}/terminate`, {
        token: g.admin,
      });
      expect(ended.body.code).toBe(200);
      await closed;
      const afterTerminate = await assetRequest(server(), terminated.host, '/', { cookie: terminated.cookie });
      expect(afterTerminate.status).toBe(403);
      expect(afterTerminate.body.toString()).toContain('an auditor terminated it');
      const terminatedRow = await call(server().app, 'GET', `/audit/sessions/${terminated.session.sessionId}`, {
        token: g.admin,
      });
      expect(terminatedRow.body.data).toMatchObject({ endReason: 'terminated', terminatedBy: expect.any(String) });
      const wsRows = await requests(server(), g.admin, terminated.session.sessionId);
      expect(wsRows.rows.map((request) => [request.url, request.status])).toEqual([['/ws', 101]]);

      const h = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const signedOut = await launch(server(), h.token, h);
      expect((await call(server().app, 'POST', '/ucenter/logout', { token: h.token })).body.code).toBe(200);
      await until(
        async () => (await assetRequest(server(), signedOut.host, '/', { cookie: signedOut.cookie })).status === 403,
      );
      const zh = await assetRequest(server(), signedOut.host, '/', {
        cookie: signedOut.cookie,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.body.toString()).toContain('该 Web 会话已结束');
    });

    it('HTML pages carry the console’s watermark; a strict CSP gets a nonce for it and nothing more', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const on = await call(server().app, 'PUT', '/setting-center/watermarkSettings', {
        token: f.admin,
        body: { ...WATERMARK_DEFAULTS, isOpen: true, content: 'Gatehouse web', transparency: 0.5 },
      });
      expect(on.body.code, JSON.stringify(on.body)).toBe(200);
      try {
        const { host, cookie } = await launch(server(), f.token, f);
        const page = await assetRequest(server(), host, '/csp', { cookie });
        const html = page.body.toString();
        const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
        expect(nonce).toBeTruthy();
        expect(html).toContain('Gatehouse web');
        expect(html).toContain(f.userName);
        expect(page.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
        expect(Number(page.headers['content-length'])).toBe(page.body.length);
        const binary = await assetRequest(server(), host, '/data.bin', { cookie });
        expect(Buffer.compare(binary.body, BINARY)).toBe(0);
      } finally {
        await call(server().app, 'PUT', '/setting-center/watermarkSettings', {
          token: f.admin,
          body: WATERMARK_DEFAULTS,
        });
      }
    });

    it('the recipe’s Host header is what the app sees', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic', hostHeader: 'intranet.example:8443' });
      const { host, cookie } = await launch(server(), f.token, f);
      expect((await assetRequest(server(), host, '/hosted', { cookie })).status).toBe(200);
      expect(basic.seen.at(-1)).toMatchObject({ url: '/hosted', host: 'intranet.example:8443' });
    });

    it('an app that drops mid-body ends that request only; the bastion and the session go on', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const { host, cookie } = await launch(server(), f.token, f);
      await expect(assetRequest(server(), host, '/broken', { cookie })).rejects.toThrow();
      const after = await assetRequest(server(), host, '/', { cookie });
      expect(after.status).toBe(200);
      const health = await call(server().app, 'GET', '/health');
      expect(health.status).toBe(200);
    });

    it('a behaviour policy’s idle time ends a web session that makes no request for that long', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const { session, host, cookie } = await launch(server(), f.token, f);
      expect((await assetRequest(server(), host, '/', { cookie })).status).toBe(200);
      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: f.admin,
        body: { name: `web-idle-${f.id}`, idleMinutes: 1 },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      try {
        expect((await assetRequest(server(), host, '/', { cookie })).status).toBe(200);
        server().clock.advance(61_000);
        const idle = await assetRequest(server(), host, '/', { cookie });
        expect(idle.status).toBe(403);
        expect(idle.body.toString()).toContain('it was idle too long');
        const row = await call(server().app, 'GET', `/audit/sessions/${session.sessionId}`, { token: f.admin });
        expect(row.body.data).toMatchObject({ state: 2, endReason: 'idleTimeout' });
      } finally {
        const id = (policy.body.data as { id: number }).id;
        await call(server().app, 'POST', `/policy/behavior/remove/${id}`, { token: f.admin });
      }
    });

    it('the recipe is validated with coded messages', async () => {
      const f = await grantedWebAsset(server(), basic, { loginMode: 'basic' });
      const bad = await call(server().app, 'POST', '/privilege/application/add', {
        token: f.admin,
        lang: 'en',
        body: {
          name: `bad_${f.id}`,
          url: 'http://127.0.0.1:9',
          loginMode: 'form',
          loginPath: 'login',
          usernameField: '',
          passwordField: 'p w',
        },
      });
      expect(bad.body.code).not.toBe(200);
      expect(JSON.stringify(bad.body)).toMatch(/login URL must be a path|needs usernameField|may hold letters/);
      const mode = await call(server().app, 'POST', '/privilege/application/add', {
        token: f.admin,
        lang: 'en',
        body: { name: `bad2_${f.id}`, url: 'http://127.0.0.1:9', loginMode: 'kerberos' },
      });
      expect(mode.body.msg).toContain('credential injection mode');
    });
  },
  { webAssets: { standingCheckMs: 0 } },
);
