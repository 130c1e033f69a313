import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { startBasicApp, startHttpsApp, WEB_USER, type WebApp } from '../support/webApps';
import { call } from './client';
import { describeOnSqlite } from './harness';
import { proxyApi } from './proxyApi';
import { assetRequest, grantedWebAsset, launch } from './webAssetApi';

/**
 * A web asset whose application proxy names a network proxy (an SSH jump host, a real sshd): the bastion reaches the
 * web application through the jump host's forwarded channel, never around it (docs/web-assets.md). And an HTTPS web
 * application with a self-signed certificate, verified against the certificates its application proxy names.
 */
let jump: TestSshd;
let app: WebApp;
let tlsApp: WebApp & { certificate: string };

beforeAll(async () => {
  await ensureTestUsers();
  jump = await TestSshd.start({ users: [TEST_USERS.jump.name] });
  app = await startBasicApp();
  tlsApp = await startHttpsApp();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await tlsApp?.close();
  await jump?.stop();
});

/** The jump host's sshd and its per-connection children. */
function jumpSshdPids(): Set<number> {
  const pids = new Set([Number(readFileSync(join(jump.dir, 'sshd.pid'), 'utf8'))]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).split('\n')) {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number);
      if (pid && ppid && pids.has(ppid) && !pids.has(pid)) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  return pids;
}

/** The process owning the client end of a loopback connection to `serverPort` from `clientPort`. */
function ownerOfConnection(clientPort: number, serverPort: number): number | null {
  const out = execFileSync(
    'ss',
    ['-tnpH', 'state', 'established', `( sport = :${clientPort} and dport = :${serverPort} )`],
    {
      encoding: 'utf8',
    },
  );
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

describeOnSqlite(
  'web assets through a network proxy (issue 19)',
  (server) => {
    beforeAll(async () => {
      await server().app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('the web application is reached through the jump host, whose sshd holds the connection', async () => {
      const probe = await grantedWebAsset(server(), app, { loginMode: 'basic' });
      const networkProxyId = await proxyApi(server(), probe.admin).addId({
        name: `web-jump-${Math.floor(Math.random() * 1e6)}`,
        address: jump.host,
        port: jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        password: TEST_USERS.jump.password,
      });
      const f = await grantedWebAsset(server(), app, { loginMode: 'basic', networkProxyId });
      const { host, cookie } = await launch(server(), f.token, f);
      const page = await assetRequest(server(), host, '/through-jump', { cookie });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(`Welcome ${WEB_USER.name}`);
      const seen = app.seen.findLast((request) => request.url === '/through-jump');
      expect(seen).toBeDefined();
      const owner = ownerOfConnection(seen?.remotePort ?? 0, app.port);
      expect(owner).not.toBeNull();
      expect(jumpSshdPids().has(owner ?? -1)).toBe(true);
      expect(owner).not.toBe(process.pid);
    });

    it('an HTTPS web application is verified: refused with a certificate nobody named, reached once its application proxy names it (directly and through the jump host)', async () => {
      const untrusted = await grantedWebAsset(server(), tlsApp, { loginMode: 'basic' });
      const refused = await launch(server(), untrusted.token, untrusted);
      const failed = await assetRequest(server(), refused.host, '/', { cookie: refused.cookie });
      expect(failed.status).toBe(502);
      expect(failed.body.toString()).toMatch(/self[- ]signed certificate/i);
      expect(tlsApp.seen).toHaveLength(0);

      const trusted = await grantedWebAsset(server(), tlsApp, { loginMode: 'basic', upstreamCa: tlsApp.certificate });
      const direct = await launch(server(), trusted.token, trusted);
      const page = await assetRequest(server(), direct.host, '/', { cookie: direct.cookie });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(`Welcome ${WEB_USER.name}, over TLS`);

      const networkProxyId = await proxyApi(server(), trusted.admin).addId({
        name: `tls-jump-${Math.floor(Math.random() * 1e6)}`,
        address: jump.host,
        port: jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        password: TEST_USERS.jump.password,
      });
      const viaJump = await grantedWebAsset(server(), tlsApp, {
        loginMode: 'basic',
        upstreamCa: tlsApp.certificate,
        networkProxyId,
      });
      const jumped = await launch(server(), viaJump.token, viaJump);
      const throughJump = await assetRequest(server(), jumped.host, '/via-jump', { cookie: jumped.cookie });
      expect(throughJump.status).toBe(200);
      expect(throughJump.body.toString()).toContain('over TLS');
    });

    it('refuses an application proxy whose HTTPS certificates are not PEM, or not readable, naming the field', async () => {
      const f = await grantedWebAsset(server(), app, { loginMode: 'none' });
      const add = (upstreamCa: string) =>
        call(server().app, 'POST', '/privilege/application/add', {
          token: f.admin,
          lang: 'en',
          body: { name: `tls_${Math.floor(Math.random() * 1e6)}`, url: 'https://intranet.example:8443', upstreamCa },
        });
      const notPem = await add('just some text');
      expect(notPem.body).toMatchObject({ code: 400 });
      expect(notPem.body.msg).toContain('The HTTPS certificates must be PEM');
      const garbled = await add('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n');
      expect(garbled.body).toMatchObject({ code: 400, data: { field: 'upstreamCa' } });
      expect(garbled.body.msg).toContain('HTTPS certificate 1 cannot be read');
      const good = await add(tlsApp.certificate);
      expect(good.body, JSON.stringify(good.body)).toMatchObject({ code: 200 });
    });
  },
  { webAssets: { standingCheckMs: 0 } },
);
