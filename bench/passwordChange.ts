import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { openAccountSecret } from '../src/server/modules/accounts';
import { loadVaultPasswordPolicy } from '../src/server/modules/coffer';
import { newPasswordOf } from '../src/server/modules/tasks/scripts/changePassword';
import { HOST_CONCURRENCY } from '../src/server/modules/tasks/taskRunner';
import type { ChangeScript } from '../src/shared/api/changeScripts';
import type { TaskRun } from '../src/shared/api/tasks';
import { TaskExecution, TaskType } from '../src/shared/rules/taskRules';
import { ensureTestUser, TestSshd } from '../tests/support/sshd';
import { type BenchApp, openBenchApp, percentile } from './assetList';
import type { BenchRow } from './table';

/**
 * Password change across 500 accounts on loopback hosts (issue 15): five OpenSSH servers (TestSshd), each on its
 * own loopback address (127.0.0.1 … 127.0.0.5; `--same-address` puts all five on 127.0.0.1, on five ports), with
 * 100 Unix users each (gh_bpc_<n>, made once with ensureTestUser and kept; their passwords are reset to known
 * values at the start and put back at the end). Gatehouse runs in-process on SQLite (openBenchApp), seeded through
 * its API: an SSH asset per server, an account per user with its password, and a password-change task (type 0, the
 * built-in "Linux passwd" dialogue as the account itself) over the five assets at concurrency 10, run now and
 * followed until it ends. Every target signs in with the old password, runs passwd in a pseudo-terminal, closes,
 * and signs in again with the new password before the vault keeps it.
 *
 * Measured: wall time from "run now" to the run's end, accounts changed per minute, succeeded and failed targets,
 * and afterwards 20 accounts (four per host) asked of the OpenSSH client: the vault's new password must sign in, the
 * old one must not. The per-host concurrency is seen four ways, each set against HOST_CONCURRENCY: the targets
 * Gatehouse ran at once per asset (task_run_targets start and end times); the SSH connections it held at once per
 * host, counted on ssh2's Client (Gatehouse runs in-process on the same module) from connect() to end(), and to the
 * socket's close; the connections sshd itself saw open (its log, in order: "Connection from … port P" to the first
 * disconnect/close line of port P); and established TCP connections to each sshd port, sampled every 25 ms with
 * `ss -Htn state established` in a bash loop of its own (its CPU is not counted as Gatehouse's). A target closes its change connection and then opens its verification connection; a
 * connection ended is still closing for a few milliseconds while the next one opens, which the last three show.
 *
 * Why five addresses: Gatehouse counts a host by its address (taskRunner's perHost map), so five sshd on 127.0.0.1
 * are one host to it and the run goes two targets at a time in all, not ten (`--same-address` shows it).
 * GH_BENCH_PC_USERS=<n> (≤ 100) takes fewer users per host for a quick try.
 *
 * Baseline, in the same run: what an operator would script without Gatehouse, the same 500 passwd changes driven
 * directly with one ssh2 client per account (the same dialogue in a pty, the accounts of the five hosts
 * interleaved, ten at once overall, no verification sign-in, no vault). Needs root (users, sshd).
 */
const HOSTS = 5;
/** At most 100 (user numbers are fixed per host: host h has gh_bpc_<100h> … gh_bpc_<100h + 99>). */
const USERS_PER_HOST = Math.min(100, Number(process.env.GH_BENCH_PC_USERS ?? 100));
const CONCURRENCY = 10;
const VERIFY_SAMPLE = 20;
const SAMPLE_MS = 25;
const BASELINE_TIMEOUT_MS = 60_000;
const RUN_TIMEOUT_MS = 30 * 60_000;

const userNumber = (host: number, index: number) => host * 100 + index;
const userName = (n: number) => `gh_bpc_${n}`;
/** The password each user has outside a measurement (chpasswd as root: no quality check). */
const knownPassword = (n: number) => `Gh-bpc-Known-${n}-pw`;

interface BenchHost {
  index: number;
  sshd: TestSshd;
  users: number[];
}

interface Observed {
  /** Highest number of established TCP connections to the port in any sample. */
  max: number;
  /** Samples by connection count (index = count). */
  histogram: number[];
}

interface Sampling {
  samples: number;
  /** Largest gap between two samples (ms): the sampler's own jitter. */
  maxGapMs: number;
  byPort: Record<number, Observed>;
}

export interface PasswordChangeResult {
  hosts: number;
  accounts: number;
  sameAddress: boolean;
  wallMs: number;
  succeeded: number;
  failed: number;
  failures: string[];
  verified: { newTakes: number; oldRefused: number; sample: number };
  baselineWallMs: number;
  baselineSucceeded: number;
  baselineFailed: number;
  /** Node-process CPU per account (ms): Gatehouse in-process (ssh2, dialogue, verify, vault, SQLite) vs the baseline client. */
  cpuPerAccountMs: number;
  baselineCpuPerAccountMs: number;
  targetP50Ms: number;
  targetP95Ms: number;
  tcp: { perHost: number[]; overHostLimitPct: number[]; samples: number; maxGapMs: number };
  baselineTcpPerHost: number[];
  sshdLogPerHost: number[];
  ssh2: Ssh2Tracking;
  /** Targets running at once per asset, and in all, from task_run_targets. */
  targetsPerHost: number[];
  targetsOverall: number;
}

const sh = (file: string, args: string[], input?: string) =>
  new Promise<string>((resolve, reject) => {
    const child = execFile(file, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${file} ${args.join(' ')}: ${stderr.trim() || String(error)}`)) : resolve(stdout),
    );
    if (input !== undefined) child.stdin?.end(input);
  });

const note = (text: string) => process.stderr.write(`[passwordChange] ${text}\n`);

/** Creates the users that do not exist yet (ensureTestUser, with their known password); existing ones are kept. */
async function ensureUsers(numbers: number[]): Promise<void> {
  const existing = new Set(
    readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':')[0]),
  );
  const missing = numbers.filter((n) => !existing.has(userName(n)));
  if (missing.length > 0) note(`creating ${missing.length} users gh_bpc_* (once; they are kept for later runs)`);
  for (const n of missing) await ensureTestUser(userName(n), knownPassword(n));
}

/** Puts every user's known password back with one chpasswd, again while another process holds the shadow lock. */
async function resetPasswords(numbers: number[]): Promise<void> {
  const input = numbers.map((n) => `${userName(n)}:${knownPassword(n)}\n`).join('');
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sh('/usr/sbin/chpasswd', [], input);
      return;
    } catch (error) {
      if (attempt >= 20 || !/cannot lock|try again later|unable to lock/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Samples established TCP connections whose local port is one of `ports` (the server side of connections to the
 * sshd listeners) with `ss` every SAMPLE_MS, in a bash loop of its own: its CPU stays out of this process's figures
 * and a busy event loop here does not stretch the sampling (each sample carries bash's own clock).
 */
function startTcpSampler(ports: readonly number[]): { stop: () => Promise<Sampling> } {
  const filter = `( ${ports.map((port) => `sport = :${port}`).join(' or ')} )`;
  // The loop also ends by itself when this process is gone.
  const loop = `while kill -0 $PPID 2>/dev/null; do echo "T $EPOCHREALTIME"; ss -Htn state established '${filter}'; sleep ${SAMPLE_MS / 1000}; done`;
  const child = spawn('bash', ['-c', loop], { stdio: ['ignore', 'pipe', 'inherit'] });
  const byPort: Record<number, Observed> = {};
  for (const port of ports) byPort[port] = { max: 0, histogram: [] };
  let samples = 0;
  let maxGapMs = 0;
  let lastAt: number | undefined;
  let counts: Map<number, number> | undefined;
  const finish = () => {
    if (!counts) return;
    for (const port of ports) {
      const count = counts.get(port) ?? 0;
      const observed = byPort[port] as Observed;
      observed.max = Math.max(observed.max, count);
      observed.histogram[count] = (observed.histogram[count] ?? 0) + 1;
    }
    samples += 1;
  };
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('T ')) {
        finish();
        const at = Number(line.slice(2)) * 1000;
        if (lastAt !== undefined) maxGapMs = Math.max(maxGapMs, at - lastAt);
        lastAt = at;
        counts = new Map();
        continue;
      }
      // Recv-Q Send-Q Local:Port Peer:Port
      const local = line.trim().split(/\s+/)[2] ?? '';
      const port = Number(local.slice(local.lastIndexOf(':') + 1));
      if (counts && port in byPort) counts.set(port, (counts.get(port) ?? 0) + 1);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped: Promise<Sampling> | undefined;
  return {
    /** Ends the loop (once; later calls answer the same result). */
    stop: () => {
      stopped ??= (async () => {
        child.kill('SIGTERM');
        await exited;
        // The sample being read when the loop stopped may be partial: it is not counted.
        for (const observed of Object.values(byPort))
          observed.histogram = Array.from(observed.histogram, (count) => count ?? 0);
        return { samples, maxGapMs, byPort };
      })();
      return stopped;
    },
  };
}

interface Ssh2Tracking {
  /** Per port: the most connections open at once from connect() until the caller's end(). */
  held: number[];
  /** Per port: the most open at once from connect() until the socket closed (the FIN both ways). */
  untilClosed: number[];
  /** How long a connection took from end() to its socket's close (ms). */
  teardownP50Ms: number;
  teardownP95Ms: number;
}

/**
 * Counts the SSH connections this process opens to `ports` through ssh2 (Gatehouse runs in-process and uses the
 * same module): held from connect() until end(), and until the socket's close. Restored by stop().
 */
function trackSsh2(ports: readonly number[]): { stop: () => Ssh2Tracking } {
  type Counted = { port: number; endedAt: number | null };
  type Client = ssh2.Client & { connect(config: ssh2.ConnectConfig): ssh2.Client; end(): ssh2.Client };
  const proto = ssh2.Client.prototype as Client;
  const originalConnect = proto.connect;
  const originalEnd = proto.end;
  const counted = new WeakMap<ssh2.Client, Counted>();
  const held = new Map<number, { now: number; max: number }>();
  const open = new Map<number, { now: number; max: number }>();
  const teardowns: number[] = [];
  for (const port of ports) {
    held.set(port, { now: 0, max: 0 });
    open.set(port, { now: 0, max: 0 });
  }
  const bump = (map: Map<number, { now: number; max: number }>, port: number, delta: number) => {
    const entry = map.get(port);
    if (!entry) return;
    entry.now += delta;
    entry.max = Math.max(entry.max, entry.now);
  };
  const release = (client: ssh2.Client) => {
    const entry = counted.get(client);
    if (!entry || entry.endedAt !== null) return;
    entry.endedAt = performance.now();
    bump(held, entry.port, -1);
  };
  proto.connect = function connect(this: Client, config: ssh2.ConnectConfig) {
    const port = config.port ?? 22;
    if (held.has(port) && !config.sock && !counted.has(this)) {
      counted.set(this, { port, endedAt: null });
      bump(held, port, 1);
      bump(open, port, 1);
      this.once('close', () => {
        const entry = counted.get(this);
        if (entry?.endedAt != null) teardowns.push(performance.now() - entry.endedAt);
        release(this);
        bump(open, port, -1);
      });
    }
    return originalConnect.call(this, config);
  };
  proto.end = function end(this: Client) {
    release(this);
    return originalEnd.call(this);
  };
  return {
    stop: () => {
      proto.connect = originalConnect;
      proto.end = originalEnd;
      return {
        held: ports.map((port) => held.get(port)?.max ?? 0),
        untilClosed: ports.map((port) => open.get(port)?.max ?? 0),
        teardownP50Ms: percentile(teardowns, 0.5),
        teardownP95Ms: percentile(teardowns, 0.95),
      };
    },
  };
}

/**
 * The most SSH connections sshd had open at once, from its log in order: a connection opens at "Connection from …
 * port P" and ends at the first later line about port P that says it was closed, reset or disconnected.
 */
export function maxOpenFromSshdLog(lines: readonly string[]): number {
  const open = new Set<string>();
  let max = 0;
  for (const line of lines) {
    const opened = /Connection from \S+ port (\d+) on /.exec(line);
    if (opened) {
      open.add(opened[1] as string);
      max = Math.max(max, open.size);
      continue;
    }
    if (!/disconnect|closed|reset|timeout/i.test(line)) continue;
    const port = / port (\d+)/.exec(line)?.[1];
    if (port) open.delete(port);
  }
  return max;
}

/** The most intervals [start, end] open at once (an end and a start at the same instant do not overlap). */
function maxOverlap(intervals: readonly { start: number; end: number }[]): number {
  const events = intervals.flatMap(({ start, end }) => [
    { at: start, delta: 1 },
    { at: end, delta: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let open = 0;
  let max = 0;
  for (const event of events) {
    open += event.delta;
    max = Math.max(max, open);
  }
  return max;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Step {
  pattern: RegExp;
  send: string;
}

/**
 * The baseline: one ssh2 client signs in with the old password, runs passwd in a pty and answers its prompts (the
 * built-in script's steps); true when the last expected text came.
 */
function changeDirectly(
  host: string,
  port: number,
  username: string,
  values: { oldPassword: string; newPassword: string },
  steps: readonly Step[],
): Promise<boolean> {
  return new Promise((resolve) => {
    const client = new ssh2.Client();
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.end();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), BASELINE_TIMEOUT_MS);
    const fill = (text: string) =>
      text
        .replaceAll('{{username}}', username)
        .replaceAll('{{oldPassword}}', values.oldPassword)
        .replaceAll('{{newPassword}}', values.newPassword);
    client.on('error', () => done(false));
    client.on('close', () => done(false));
    client.on('ready', () => {
      client.exec('passwd', { pty: { term: 'dumb', cols: 200, rows: 24 } }, (error, channel) => {
        if (error) return done(false);
        let unread = '';
        let index = 0;
        const advance = () => {
          for (;;) {
            const step = steps[index];
            if (!step) return done(true);
            const match = step.pattern.exec(unread);
            if (!match) return;
            unread = unread.slice(match.index + match[0].length);
            if (step.send !== '') channel.write(`${fill(step.send)}\n`);
            index += 1;
          }
        };
        const read = (chunk: Buffer) => {
          unread += chunk.toString('utf8');
          advance();
        };
        channel.on('data', read);
        channel.stderr.on('data', read);
        channel.on('close', () => done(index >= steps.length));
      });
    });
    client.connect({ host, port, username, password: values.oldPassword, readyTimeout: 15_000 });
  });
}

/** Whether OpenSSH's client signs in as `user` with `password` (password authentication only, via SSH_ASKPASS). */
async function opensshTakes(dir: string, sshd: TestSshd, user: string, password: string): Promise<boolean> {
  const askpass = join(dir, `askpass-${Math.random().toString(36).slice(2)}`);
  await writeFile(askpass, `#!/bin/sh\nprintf '%s\\n' '${password.replaceAll("'", "'\\''")}'\n`);
  await chmod(askpass, 0o700);
  const args = [
    ...['-F', '/dev/null', '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null'],
    ...['-o', 'LogLevel=ERROR', '-o', 'PubkeyAuthentication=no'],
    ...['-o', 'PreferredAuthentications=password,keyboard-interactive', '-o', 'NumberOfPasswordPrompts=1'],
    ...['-p', String(sshd.port), `${user}@${sshd.host}`, 'true'],
  ];
  const env = { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' };
  try {
    return await new Promise((resolve) => {
      execFile('ssh', args, { env, timeout: 20_000 }, (error) => resolve(error === null));
    });
  } finally {
    await rm(askpass, { force: true });
  }
}

type Inject = BenchApp['inject'];

/** Assets, accounts and the task through the API, as an operator would; answers the task id and script steps. */
async function seedGatehouse(inject: Inject, token: string, hosts: readonly BenchHost[]) {
  const platforms = (await inject('GET', '/privilege/platform/list?pageSize=500', token)) as unknown as {
    rows: { platformId: number; platformName: string }[];
  };
  const linux = platforms.rows.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux platform');
  const assetIds: number[] = [];
  const accountIds = new Map<number, number>();
  for (const host of hosts) {
    const asset = await inject('POST', '/privilege/assets/add', token, {
      assetName: `bpc-host-${host.index}`,
      assetType: 0,
      address: host.sshd.host,
      platformId: linux.platformId,
      deptId: null,
      encoding: 'UTF-8',
      protocols: [{ protocol: 'SSH', port: host.sshd.port }],
      tagIds: [],
      description: '',
      proxyId: null,
    });
    const assetId = (asset.data as { assetId: number }).assetId;
    assetIds.push(assetId);
    for (const n of host.users) {
      const account = await inject('POST', '/privilege/account/add', token, {
        assetId,
        accountName: userName(n),
        password: knownPassword(n),
      });
      accountIds.set(n, (account.data as { accountId: number }).accountId);
    }
  }
  const scripts = (await inject('GET', '/task/script/list?scriptName=Linux%20passwd', token)) as unknown as {
    rows: ChangeScript[];
  };
  const passwd = scripts.rows.find((row) => row.scriptName === 'Linux passwd' && row.builtIn);
  if (!passwd) throw new Error('no built-in Linux passwd script');
  const task = await inject('POST', '/task/cycle/add', token, {
    taskName: 'bench password change',
    taskType: TaskType.passwordChange,
    scriptId: passwd.scriptId,
    // Run by hand only: the scheduler must not fire it while the bench runs.
    enabled: false,
    schedule: { kind: 'cycle', cycle: 0, time: '02:00', timeZone: 'UTC' },
    targets: { accountIds: [], assetIds, tagIds: [], platformIds: [], deptIds: [] },
    concurrency: CONCURRENCY,
  });
  return { taskId: (task.data as { taskId: number }).taskId, accountIds, passwd };
}

async function waitForRun(inject: Inject, token: string, runId: number): Promise<TaskRun> {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  let lastDone = -1;
  let lastNote = Date.now();
  for (;;) {
    const run = (await inject('GET', `/task/center/${runId}`, token)).data as TaskRun;
    if (run.status !== TaskExecution.running) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} still running after ${RUN_TIMEOUT_MS / 60_000} min`);
    if (run.done !== lastDone && Date.now() - lastNote > 10_000) {
      note(`gatehouse run: ${run.done}/${run.total} done, ${run.failed} failed`);
      lastDone = run.done;
      lastNote = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

export async function measurePasswordChange(options: { sameAddress?: boolean } = {}): Promise<PasswordChangeResult> {
  const sameAddress = options.sameAddress ?? false;
  const numbers = Array.from({ length: HOSTS }, (_, h) =>
    Array.from({ length: USERS_PER_HOST }, (_, k) => userNumber(h, k)),
  );
  const all = numbers.flat();
  await ensureUsers(all);
  await resetPasswords(all);
  const hosts: BenchHost[] = [];
  const scratch = await mkdtemp(join(tmpdir(), 'gh-bench-pc-'));
  let bench: BenchApp | undefined;
  try {
    for (let h = 0; h < HOSTS; h += 1) {
      const users = numbers[h] as number[];
      const sshd = await TestSshd.start({
        users: users.map(userName),
        listenAddress: sameAddress ? '127.0.0.1' : `127.0.0.${h + 1}`,
      });
      hosts.push({ index: h, sshd, users });
    }
    const ports = hosts.map((host) => host.sshd.port);
    bench = await openBenchApp(undefined);
    const { inject, token, app } = bench;
    note(`seeding ${HOSTS} assets and ${all.length} accounts through the API`);
    const seeded = await seedGatehouse(inject, token, hosts);
    const steps: Step[] = (seeded.passwd.steps as { expect: string; send: string }[]).map((step) => ({
      pattern: new RegExp(step.expect, 'i'),
      send: step.send,
    }));
    const policy = await loadVaultPasswordPolicy(app.gatehouse.db);

    // Warm-up: one passwd change per host through the baseline path, then known passwords again.
    await Promise.all(
      hosts.map((host) => {
        const n = host.users[0] as number;
        return changeDirectly(
          host.sshd.host,
          host.sshd.port,
          userName(n),
          {
            oldPassword: knownPassword(n),
            newPassword: newPasswordOf(policy.generateLength),
          },
          steps,
        );
      }),
    );
    await resetPasswords(all);

    // Baseline: the same changes straight over SSH, the hosts' accounts interleaved, CONCURRENCY at once.
    note(`baseline: ${all.length} passwd changes over ssh2, ${CONCURRENCY} at once`);
    const interleaved: { host: BenchHost; n: number }[] = [];
    for (let k = 0; k < USERS_PER_HOST; k += 1)
      for (const host of hosts) interleaved.push({ host, n: host.users[k] as number });
    let baselineSucceeded = 0;
    const baselineSampler = startTcpSampler(ports);
    const baselineCpu = process.cpuUsage();
    const baselineStarted = performance.now();
    const baselineDone = pool(interleaved, CONCURRENCY, async ({ host, n }) => {
      const ok = await changeDirectly(
        host.sshd.host,
        host.sshd.port,
        userName(n),
        {
          oldPassword: knownPassword(n),
          newPassword: newPasswordOf(policy.generateLength),
        },
        steps,
      );
      if (ok) baselineSucceeded += 1;
    });
    await baselineDone.finally(() => baselineSampler.stop());
    const baselineWallMs = performance.now() - baselineStarted;
    const baselineCpuMs = cpuMs(baselineCpu);
    const baselineTcp = await baselineSampler.stop();
    await resetPasswords(all);

    // Gatehouse: run the task now and follow it to its end.
    note(`gatehouse: run the password-change task over ${all.length} accounts, concurrency ${CONCURRENCY}`);
    const logStart = hosts.map((host) => host.sshd.log.length);
    const sampler = startTcpSampler(ports);
    const tracking = trackSsh2(ports);
    let ssh2Seen: Ssh2Tracking;
    let tcp: Sampling;
    const gatehouseCpu = process.cpuUsage();
    const started = performance.now();
    let runId: number;
    let run: TaskRun;
    try {
      runId = ((await inject('POST', `/task/cycle/run/${seeded.taskId}`, token)).data as { runId: number }).runId;
      run = await waitForRun(inject, token, runId);
    } finally {
      ssh2Seen = tracking.stop();
      tcp = await sampler.stop();
    }
    const wallMs = performance.now() - started;
    const gatehouseCpuMs = cpuMs(gatehouseCpu);
    const sshdLogPerHost = hosts.map((host, h) => maxOpenFromSshdLog(host.sshd.log.slice(logStart[h])));

    const db = app.gatehouse.db;
    const targets = await db
      .selectFrom('task_run_targets')
      .select(['asset_id', 'account_name', 'status', 'message_key', 'message_params', 'started_at', 'ended_at'])
      .where('run_id', '=', runId)
      .execute();
    const failures = targets
      .filter((target) => target.status !== TaskExecution.success)
      .map((target) => `${target.account_name}: ${target.message_key} ${target.message_params}`);
    const timed = targets
      .filter((target) => target.started_at && target.ended_at)
      .map((target) => ({
        assetId: target.asset_id,
        start: Date.parse(target.started_at as string),
        end: Date.parse(target.ended_at as string),
      }));
    const assetIds = [...new Set(timed.map((target) => target.assetId))];
    const targetsPerHost = assetIds.map((id) => maxOverlap(timed.filter((target) => target.assetId === id)));
    const durations = timed.map((target) => target.end - target.start);

    // The OpenSSH client must take the vault's new password and refuse the old one, on a sample of the accounts.
    const verified = { newTakes: 0, oldRefused: 0, sample: 0 };
    const perHostSample = Math.max(1, Math.round(VERIFY_SAMPLE / HOSTS));
    for (const host of hosts) {
      for (let s = 0; s < perHostSample && s < host.users.length; s += 1) {
        const n = host.users[Math.floor((s * host.users.length) / perHostSample)] as number;
        const accountId = seeded.accountIds.get(n) as number;
        const row = await db
          .selectFrom('accounts')
          .select('secret_sealed')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow();
        const stored = openAccountSecret(app.gatehouse.vault, accountId, 'secret', row.secret_sealed as string);
        verified.sample += 1;
        if (stored !== knownPassword(n) && (await opensshTakes(scratch, host.sshd, userName(n), stored)))
          verified.newTakes += 1;
        if (!(await opensshTakes(scratch, host.sshd, userName(n), knownPassword(n)))) verified.oldRefused += 1;
      }
    }

    const perHostTcp = ports.map((port) => tcp.byPort[port]?.max ?? 0);
    const overHostLimitPct = ports.map((port) => {
      const histogram = tcp.byPort[port]?.histogram ?? [];
      const over = histogram.slice(HOST_CONCURRENCY + 1).reduce((sum, count) => sum + count, 0);
      return tcp.samples > 0 ? (over / tcp.samples) * 100 : 0;
    });
    return {
      hosts: HOSTS,
      accounts: all.length,
      sameAddress,
      wallMs,
      succeeded: run.succeeded,
      failed: run.failed + (run.total - run.done),
      failures,
      verified,
      baselineWallMs,
      baselineSucceeded,
      baselineFailed: all.length - baselineSucceeded,
      cpuPerAccountMs: gatehouseCpuMs / all.length,
      baselineCpuPerAccountMs: baselineCpuMs / all.length,
      targetP50Ms: percentile(durations, 0.5),
      targetP95Ms: percentile(durations, 0.95),
      tcp: { perHost: perHostTcp, overHostLimitPct, samples: tcp.samples, maxGapMs: tcp.maxGapMs },
      baselineTcpPerHost: ports.map((port) => baselineTcp.byPort[port]?.max ?? 0),
      sshdLogPerHost,
      ssh2: ssh2Seen,
      targetsPerHost,
      targetsOverall: maxOverlap(timed),
    };
  } finally {
    await bench?.close();
    for (const host of hosts) await host.sshd.stop();
    await rm(scratch, { recursive: true, force: true });
    await resetPasswords(all);
  }
}

/** The rows: throughput against the direct baseline, and the per-host concurrency seen three ways. */
export function passwordChangeRows(result: PasswordChangeResult): BenchRow[] {
  const perMinute = (count: number, ms: number) => (count / ms) * 60_000;
  const rate = perMinute(result.succeeded, result.wallMs);
  const baselineRate = perMinute(result.baselineSucceeded, result.baselineWallMs);
  const where = result.sameAddress
    ? `${result.hosts} sshd on 127.0.0.1 (five ports)`
    : `${result.hosts} loopback sshd (127.0.0.1–.${result.hosts})`;
  const scale = `${result.accounts} accounts on ${where}, concurrency ${CONCURRENCY}, SQLite`;
  const limit = `HOST_CONCURRENCY ${HOST_CONCURRENCY}`;
  const list = (values: readonly (number | string)[]) => values.join('/');
  const worst = (values: readonly number[]) => Math.max(...values);
  const honoured = (values: readonly number[]) => (worst(values) <= HOST_CONCURRENCY ? 'honoured' : 'EXCEEDED');
  const { verified } = result;
  return [
    {
      benchmark: `password change (Linux passwd dialogue + verify) at ${scale}: accounts per minute (wall ${(result.wallMs / 1000).toFixed(1)} s vs ${(result.baselineWallMs / 1000).toFixed(1)} s)`,
      value: `${rate.toFixed(0)} /min`,
      baseline: `${baselineRate.toFixed(0)} /min direct ssh2 passwd, ${CONCURRENCY} at once, no verify (${result.baselineSucceeded}/${result.accounts} ok)`,
      ratio: `${(rate / baselineRate).toFixed(2)}×`,
      target: `observed: ${result.succeeded}/${result.accounts} succeeded, ${result.failed} failed; sample ${verified.sample}: new pw signs in ${verified.newTakes}, old refused ${verified.oldRefused} ${result.failed === 0 && verified.newTakes === verified.sample && verified.oldRefused === verified.sample ? '✓' : 'FAILED'}`,
    },
    {
      benchmark: `password change at ${scale}: time per target (p50 ${result.targetP50Ms.toFixed(0)} ms; p95) and Node CPU per account`,
      value: `${result.targetP95Ms.toFixed(0)} ms p95, ${result.cpuPerAccountMs.toFixed(1)} ms CPU`,
      baseline: `${result.baselineCpuPerAccountMs.toFixed(1)} ms CPU per account direct ssh2`,
      ratio: `${(result.cpuPerAccountMs / result.baselineCpuPerAccountMs).toFixed(2)}× CPU`,
      target: '—',
    },
    {
      benchmark: `password change at ${scale}: targets at once per host (task_run_targets start–end)`,
      value: `max ${worst(result.targetsPerHost)} (${list(result.targetsPerHost)})`,
      baseline: `${limit}; ${result.targetsOverall} targets at once in all`,
      ratio: `${(worst(result.targetsPerHost) / HOST_CONCURRENCY).toFixed(2)}×`,
      target: `observed: ≤ ${HOST_CONCURRENCY} ${honoured(result.targetsPerHost)}`,
    },
    {
      benchmark: `password change at ${scale}: SSH connections Gatehouse holds at once per host (ssh2 connect() → end())`,
      value: `max ${worst(result.ssh2.held)} (${list(result.ssh2.held)})`,
      baseline: limit,
      ratio: `${(worst(result.ssh2.held) / HOST_CONCURRENCY).toFixed(2)}×`,
      target: `observed: ≤ ${HOST_CONCURRENCY} ${honoured(result.ssh2.held)}`,
    },
    {
      benchmark: `password change at ${scale}: SSH connections not yet closed per host (ssh2 connect() → socket close; end() → close p50 ${result.ssh2.teardownP50Ms.toFixed(1)} ms, p95)`,
      value: `max ${worst(result.ssh2.untilClosed)} (${list(result.ssh2.untilClosed)})`,
      baseline: `${limit}; teardown p95 ${result.ssh2.teardownP95Ms.toFixed(1)} ms`,
      ratio: `${(worst(result.ssh2.untilClosed) / HOST_CONCURRENCY).toFixed(2)}×`,
      target: 'observed: any over the limit are connections already end()ed, still closing',
    },
    {
      benchmark: `password change at ${scale}: SSH connections open at once per host (sshd's own log, in order)`,
      value: `max ${worst(result.sshdLogPerHost)} (${list(result.sshdLogPerHost)})`,
      baseline: limit,
      ratio: `${(worst(result.sshdLogPerHost) / HOST_CONCURRENCY).toFixed(2)}×`,
      target: 'observed (connect → sshd logs the disconnect)',
    },
    {
      benchmark: `password change at ${scale}: established TCP conns per sshd port (ss, ${SAMPLE_MS} ms apart: ${result.tcp.samples} samples, mean gap ${(result.wallMs / Math.max(1, result.tcp.samples)).toFixed(0)} ms, max ${result.tcp.maxGapMs.toFixed(0)} ms)`,
      value: `max ${worst(result.tcp.perHost)} (${list(result.tcp.perHost)})`,
      baseline: `${limit}; direct ssh2 run: max ${worst(result.baselineTcpPerHost)} (${list(result.baselineTcpPerHost)})`,
      ratio: `${(worst(result.tcp.perHost) / HOST_CONCURRENCY).toFixed(2)}×`,
      target: `observed: > ${HOST_CONCURRENCY} in ${list(result.tcp.overHostLimitPct.map((pct) => pct.toFixed(1)))} % of samples`,
    },
  ];
}

/** `npx tsx bench/passwordChange.ts [--same-address]` runs this benchmark alone (root: users, sshd). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const result = await measurePasswordChange({ sameAddress: process.argv.includes('--same-address') });
  if (result.failures.length > 0) note(`failed targets (first 10):\n  ${result.failures.slice(0, 10).join('\n  ')}`);
  printTable(passwordChangeRows(result));
}
