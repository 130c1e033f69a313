import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { terminalSocketUrl } from '../src/shared/protocol/terminal';
import { type ClientKey, ensureTestUsers, makeClientKey, TEST_USERS, TestSshd } from '../tests/support/sshd';
import { benchLicenceEnv } from './benchLicence';
import { BENCH_ADMIN } from './consoleSetup';

/**
 * What every web-terminal benchmark (issue 6) starts from: a real OpenSSH sshd on 127.0.0.1 that lets gh_key in
 * with a fresh key, Gatehouse built in-process on a scratch data directory and listening on a free port, and a
 * signed-in administrator authorised to an SSH asset with that key account. Needs root (test users, sshd).
 */
export interface TerminalBench {
  app: App;
  sshd: TestSshd;
  key: ClientKey;
  /** `http://127.0.0.1:<port>` of the in-process server. */
  origin: string;
  scratch: string;
  /** Opens a terminal session over HTTP (the server logs in) and returns its socket URL. */
  openSession(): Promise<string>;
  close(): Promise<void>;
}

type App = Awaited<ReturnType<typeof buildApp>>;

export async function startTerminalBench(): Promise<TerminalBench> {
  await ensureTestUsers();
  const sshd = await TestSshd.start({ users: [TEST_USERS.key.name] });
  const scratch = mkdtempSync(join(tmpdir(), 'gh-bench-term-'));
  const app = await buildApp({
    dataDir: scratch,
    distDir: join(scratch, 'no-dist'),
    licence: { env: { ...process.env, ...benchLicenceEnv() } },
  });
  const close = async () => {
    await app.close();
    await sshd.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const key = await makeClientKey();
    sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
    const auth = await prepare(app, sshd, key.privateKey);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const openSession = async () => {
      const opened = (await inject(app, 'POST', '/terminal/sessions', auth, {
        assetId: auth.assetId,
        accountId: auth.accountId,
      })) as { sessionId: number };
      return terminalSocketUrl(origin, opened.sessionId, auth.token);
    };
    return { app, sshd, key, origin, scratch, openSession, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function inject(app: App, method: 'GET' | 'POST', path: string, auth: { token: string } | null, body?: unknown) {
  const response = await app.inject({
    method,
    url: `/prod-api${path}`,
    headers: {
      ...(auth ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      platform: 'WEB',
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const envelope = response.json() as { code: number; msg: string; data: unknown };
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** An administrator, an SSH asset with a key account on the sshd, and an authorisation to use it. */
async function prepare(app: App, sshd: TestSshd, privateKey: string) {
  await inject(app, 'POST', '/init', null, { ...BENCH_ADMIN, passwordConfirm: BENCH_ADMIN.password });
  const captcha = (await inject(app, 'GET', '/ucenter/captcha', null)) as { uuid: string };
  const answer = await app.gatehouse.db
    .selectFrom('captchas')
    .select('answer')
    .where('uuid', '=', captcha.uuid)
    .executeTakeFirstOrThrow();
  const signedIn = (await inject(app, 'POST', '/ucenter/login/passwdLogin', null, {
    username: BENCH_ADMIN.userName,
    password: BENCH_ADMIN.password,
    code: answer.answer,
    uuid: captcha.uuid,
  })) as { token: string };
  const auth = { token: signedIn.token };
  const platforms = (
    await app.inject({
      method: 'GET',
      url: '/prod-api/privilege/platform/list?pageSize=500',
      headers: { authorization: `Bearer ${auth.token}` },
    })
  ).json() as { rows: { platformId: number; platformName: string }[] };
  const linux = platforms.rows.find((row) => row.platformName === 'Linux')?.platformId;
  const asset = (await inject(app, 'POST', '/privilege/assets/add', auth, {
    assetName: 'bench-echo',
    assetType: 0,
    address: sshd.host,
    platformId: linux,
    deptId: null,
    encoding: 'UTF-8',
    protocols: [{ protocol: 'SSH', port: sshd.port }],
    tagIds: [],
    description: '',
    proxyId: null,
  })) as { assetId: number };
  const account = (await inject(app, 'POST', '/privilege/account/add', auth, {
    assetId: asset.assetId,
    accountName: TEST_USERS.key.name,
    authKind: 'key',
    privateKey,
  })) as { accountId: number };
  const admin = await app.gatehouse.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', BENCH_ADMIN.userName)
    .executeTakeFirstOrThrow();
  const window = (await inject(app, 'GET', '/privilege/impower/default-window', auth)) as object;
  await inject(app, 'POST', '/privilege/impower/add', auth, {
    userIds: [admin.id],
    assetIds: [asset.assetId],
    permissionType: 1,
    ...window,
  });
  return { ...auth, assetId: asset.assetId, accountId: account.accountId };
}
