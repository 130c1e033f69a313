import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { buildApp } from '../src/server/app';
import { terminalSocketUrl } from '../src/shared/protocol/terminal';
import { type ClientKey, ensureTestUsers, makeClientKey, TEST_USERS, TestSshd } from '../tests/support/sshd';
import { type BenchApp, openBenchApp } from './assetList';
import { benchOperator } from './dbTarget';

/**
 * What every web-terminal benchmark (issue 6) starts from: a real OpenSSH sshd on 127.0.0.1 that lets gh_key in
 * with a fresh key, Gatehouse built in-process (licensed, on a scratch data directory) and listening on a free port,
 * and a signed-in operator the administrator authorised to an SSH asset with that key account. Needs root (test
 * users, sshd).
 */
export interface TerminalBench {
  app: App;
  sshd: TestSshd;
  key: ClientKey;
  /** `http://127.0.0.1:<port>` of the in-process server. */
  origin: string;
  /** A scratch folder for the clients' own files (keys, known hosts), removed at close. */
  scratch: string;
  /** Opens a terminal session over HTTP (the server logs in) and returns its socket URL. */
  openSession(): Promise<string>;
  close(): Promise<void>;
}

type App = Awaited<ReturnType<typeof buildApp>>;

export async function startTerminalBench(): Promise<TerminalBench> {
  await ensureTestUsers();
  const sshd = await TestSshd.start({ users: [TEST_USERS.key.name] });
  let bench: BenchApp;
  try {
    bench = await openBenchApp(undefined);
  } catch (error) {
    await sshd.stop();
    throw error;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'gh-bench-term-'));
  const close = async () => {
    await bench.close();
    await sshd.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const key = await makeClientKey();
    sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
    const granted = await prepare(bench, sshd, key.privateKey);
    const { app } = bench;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const openSession = async () => {
      const opened = await bench.inject('POST', '/terminal/sessions', granted.token, {
        assetId: granted.assetId,
        accountId: granted.accountId,
      });
      return terminalSocketUrl(origin, (opened.data as { sessionId: number }).sessionId, granted.token);
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

/**
 * An SSH asset with a key account on the sshd, authorised by the administrator to the bench operator (nobody may
 * authorise themself): the operator's token and what to open.
 */
async function prepare(bench: BenchApp, sshd: TestSshd, privateKey: string) {
  const { inject, token } = bench;
  const platforms = (await inject('GET', '/privilege/platform/list?pageSize=500', token)) as unknown as {
    rows: { platformId: number; platformName: string }[];
  };
  const linux = platforms.rows.find((row) => row.platformName === 'Linux')?.platformId;
  const asset = await inject('POST', '/privilege/assets/add', token, {
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
  });
  const assetId = (asset.data as { assetId: number }).assetId;
  const account = await inject('POST', '/privilege/account/add', token, {
    assetId,
    accountName: TEST_USERS.key.name,
    authKind: 'key',
    privateKey,
  });
  const operator = await benchOperator(bench);
  const window = (await inject('GET', '/privilege/impower/default-window', token)).data as object;
  await inject('POST', '/privilege/impower/add', token, {
    userIds: [operator.userId],
    assetIds: [assetId],
    permissionType: 1,
    ...window,
  });
  return { token: operator.token, assetId, accountId: (account.data as { accountId: number }).accountId };
}
