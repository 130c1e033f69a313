/**
 * Real OpenSSH peers for the SSH layer and web-terminal tests. Needs root and /usr/sbin/sshd (openssh-server),
 * ssh-keygen and `ip` (iproute2); scripts/ensure-test-deps.sh installs them.
 *
 *   assertSshdAvailable()               throws a clear error when not root or a tool is missing
 *   await ensureTestUsers()             creates gh_pw (password), gh_key (authorized key only) and gh_jump
 *                                       (password, for jump hosts) idempotently; see TEST_USERS
 *   const sshd = await TestSshd.start({ users: ['gh_pw', 'gh_key'], passwordAuthentication?: false })
 *                                       sshd -D -e on 127.0.0.1:<free port> with its own ed25519 host key,
 *                                       UsePAM no, password + pubkey auth, per-instance authorized_keys
 *   sshd.host / sshd.port / sshd.hostKey ({ fingerprint: 'SHA256:…', algorithm }, read with ssh-keygen -l)
 *   await sshd.authorizeKey('gh_key', 'ssh-rsa AAAA… comment')   sshd.revokeKeys('gh_key')
 *   await sshd.rotateHostKey()          restart on the same port with a new host key (host-key swap)
 *   sshd.knownHostsLine                 the host key as a known_hosts line (for the ssh client binary)
 *   sshd.log                            what sshd printed (for failure messages)
 *   await sshd.stop()
 *   const net = await JumpTopology.start({ users: [...] })
 *                                       a network namespace joined by a veth pair: net.jump listens on the
 *                                       namespace's veth address (reachable from the test), net.inner on the
 *                                       namespace's own 127.0.0.1 (NOT reachable from the test); net.innerFromJump
 *                                       is the inner address as the jump host sees it; net.stop()
 *   await freePort()                    a TCP port nothing listens on (for "unreachable" cases)
 *   await makeClientKey({ type, passphrase })   a client key pair made by ssh-keygen (OpenSSH format)
 *
 * Every instance lives in its own /tmp/gh-sshd-* directory marked with the owning process id; directories,
 * sshd processes and namespaces left by dead test processes are removed on the next start.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SSHD = '/usr/sbin/sshd';
const DIR_PREFIX = 'gh-sshd-';
const NETNS_PREFIX = 'gh-ssh-';
/** iproute2 installs /bin/ip and /sbin/ip; merged-/usr systems also have /usr/sbin/ip. */
const IP = ['/usr/sbin/ip', '/sbin/ip', '/bin/ip', '/usr/bin/ip'].find((path) => existsSync(path)) ?? '';

export const TEST_USERS = {
  password: { name: 'gh_pw', password: 'Gh-pw-Secret-7391' },
  key: { name: 'gh_key' },
  jump: { name: 'gh_jump', password: 'Gh-jump-Secret-2684' },
} as const;

export interface HostKeyFacts {
  fingerprint: string;
  algorithm: string;
}

export function assertSshdAvailable(): void {
  if (process.getuid?.() !== 0) throw new Error('SSH test peers need root (useradd, sshd, ip netns): run as root');
  if (!existsSync(SSHD))
    throw new Error(`${SSHD} is missing: apt-get install openssh-server (scripts/ensure-test-deps.sh)`);
  for (const tool of ['/usr/bin/ssh-keygen', '/usr/sbin/useradd', '/usr/sbin/chpasswd']) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing: run scripts/ensure-test-deps.sh`);
  }
}

async function sh(file: string, args: string[], input?: string): Promise<string> {
  try {
    if (input === undefined) return (await run(file, args)).stdout;
    return await new Promise((resolve, reject) => {
      const child = execFile(file, args, (error, stdout, stderr) =>
        error ? reject(Object.assign(error, { stderr })) : resolve(stdout),
      );
      child.stdin?.end(input);
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${file} ${args.join(' ')} failed: ${stderr.trim() || String(error)}`);
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Creates a user if missing and sets its password, or a no-login password for key-only users (not locked). */
export async function ensureTestUser(name: string, password?: string): Promise<void> {
  assertSshdAvailable();
  const exists = await run('id', ['-u', name]).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await whileAccountsLocked(() => sh('/usr/sbin/useradd', ['--create-home', '--shell', '/bin/sh', name])).catch(
      async (error: unknown) => {
        // Another test process made the same user meanwhile.
        if (
          !(await run('id', ['-u', name]).then(
            () => true,
            () => false,
          ))
        )
          throw error;
      },
    );
  }
  // With UsePAM no, sshd refuses even key logins for a locked ('!') account: '*' means "no password" instead.
  if (password) await whileAccountsLocked(() => sh('/usr/sbin/chpasswd', [], `${name}:${password}\n`));
  else await whileAccountsLocked(() => sh('/usr/sbin/usermod', ['-p', '*', name]));
}

/**
 * Runs a shadow-utils command again while another process (a parallel server suite) holds /etc/passwd's or
 * /etc/shadow's lock: the tools give up at once with "cannot lock … try again later".
 */
async function whileAccountsLocked<T>(command: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await command();
    } catch (error) {
      if (attempt >= 20 || !/cannot lock|try again later|unable to lock/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export async function ensureTestUsers(): Promise<void> {
  await ensureTestUser(TEST_USERS.password.name, TEST_USERS.password.password);
  await ensureTestUser(TEST_USERS.key.name);
  await ensureTestUser(TEST_USERS.jump.name, TEST_USERS.jump.password);
}

/** A TCP port on `host` that nothing listens on right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ClientKey {
  privateKey: string;
  /** The authorized_keys line. */
  publicKey: string;
}

/** A client key pair made by OpenSSH's own ssh-keygen, independent of Gatehouse's generator. */
export async function makeClientKey(
  options: { type?: 'ed25519' | 'rsa'; passphrase?: string; comment?: string } = {},
): Promise<ClientKey> {
  const dir = mkdtempSync(join(tmpdir(), 'gh-key-'));
  try {
    const path = join(dir, 'id');
    const type = options.type ?? 'ed25519';
    await sh('/usr/bin/ssh-keygen', [
      '-q',
      '-t',
      type,
      ...(type === 'rsa' ? ['-b', '2048'] : []),
      '-N',
      options.passphrase ?? '',
      '-C',
      options.comment ?? 'gatehouse-test-client',
      '-f',
      path,
    ]);
    return { privateKey: readFileSync(path, 'utf8'), publicKey: readFileSync(`${path}.pub`, 'utf8').trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How long a directory without an owner file is left alone (it is claimed right after it is made). */
const UNCLAIMED_GRACE_MS = 60_000;

/** Removes instance directories (and their sshd) whose owning test process has died. */
function removeLeftovers(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    const owner = Number(readText(join(dir, 'owner')));
    if (owner && isAlive(owner)) continue;
    // Not claimed yet: another test process made it a moment ago and is about to write its owner file.
    if (!owner && ageMs(dir) < UNCLAIMED_GRACE_MS) continue;
    const sshdPid = Number(readText(join(dir, 'sshd.pid')));
    if (sshdPid && isAlive(sshdPid)) process.kill(sshdPid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How long ago a directory was made (changed); a directory already gone counts as old. */
function ageMs(dir: string): number {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

export interface TestSshdOptions {
  /** Users allowed to log in (AllowUsers); they must exist (ensureTestUsers). */
  users: readonly string[];
  listenAddress?: string;
  /** Default: a free port on the listen address. */
  port?: number;
  /** Run inside this network namespace (`ip netns exec`). */
  netns?: string;
  /** Default true; false makes a server that offers public keys only. */
  passwordAuthentication?: boolean;
}

export class TestSshd {
  /** Lines sshd printed on stderr (it logs there with -e). */
  readonly log: string[] = [];
  hostKey: HostKeyFacts = { fingerprint: '', algorithm: '' };
  private process: ChildProcess | undefined;

  private constructor(
    readonly dir: string,
    readonly host: string,
    readonly port: number,
    private readonly options: TestSshdOptions,
  ) {}

  static async start(options: TestSshdOptions): Promise<TestSshd> {
    assertSshdAvailable();
    removeLeftovers();
    mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
    const dir = mkdtempSync(join(tmpdir(), DIR_PREFIX));
    // Claimed at once: a test file starting beside this one (two run at a time) clears unclaimed directories.
    writeFileSync(join(dir, 'owner'), String(process.pid));
    // sshd reads authorized_keys as the logging-in user, so the directory must be traversable by them.
    await sh('chmod', ['755', dir]);
    mkdirSync(join(dir, 'authorized_keys'), { mode: 0o755 });
    const host = options.listenAddress ?? '127.0.0.1';
    const port = options.port ?? (await freePort(host));
    const sshd = new TestSshd(dir, host, port, options);
    await sshd.makeHostKey();
    sshd.writeConfig();
    await sshd.launch();
    return sshd;
  }

  /** The host key as an OpenSSH known_hosts line (`[host]:port type base64`), for the `ssh` client binary. */
  get knownHostsLine(): string {
    const [type, base64] = readText(`${this.hostKeyPath}.pub`).split(' ');
    return `[${this.host}]:${this.port} ${type} ${base64}`;
  }

  /** Adds a public key line to the user's authorized_keys of this instance. */
  authorizeKey(user: string, publicLine: string): void {
    const path = join(this.dir, 'authorized_keys', user);
    writeFileSync(path, `${readText(path)}\n${publicLine.trim()}\n`.replace(/^\n/, ''), { mode: 0o644 });
  }

  revokeKeys(user: string): void {
    rmSync(join(this.dir, 'authorized_keys', user), { force: true });
  }

  /** Restarts on the same address and port with a freshly generated host key. */
  async rotateHostKey(): Promise<HostKeyFacts> {
    await this.halt();
    await this.makeHostKey();
    await this.launch();
    return this.hostKey;
  }

  async stop(): Promise<void> {
    await this.halt();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private get hostKeyPath(): string {
    return join(this.dir, 'host_ed25519_key');
  }

  private async makeHostKey(): Promise<void> {
    rmSync(this.hostKeyPath, { force: true });
    rmSync(`${this.hostKeyPath}.pub`, { force: true });
    await sh('/usr/bin/ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'gatehouse-test', '-f', this.hostKeyPath]);
    const listed = await sh('/usr/bin/ssh-keygen', ['-l', '-E', 'sha256', '-f', `${this.hostKeyPath}.pub`]);
    const fingerprint = listed.split(' ')[1] ?? '';
    const algorithm = readText(`${this.hostKeyPath}.pub`).split(' ')[0] ?? '';
    this.hostKey = { fingerprint, algorithm };
  }

  private writeConfig(): void {
    const lines = [
      `ListenAddress ${this.host}`,
      `Port ${this.port}`,
      `HostKey ${this.hostKeyPath}`,
      `PidFile ${join(this.dir, 'sshd.pid')}`,
      'UsePAM no',
      `PasswordAuthentication ${this.options.passwordAuthentication === false ? 'no' : 'yes'}`,
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitEmptyPasswords no',
      'PermitRootLogin no',
      `AuthorizedKeysFile ${join(this.dir, 'authorized_keys', '%u')}`,
      'StrictModes no',
      `AllowUsers ${this.options.users.join(' ')}`,
      'AllowTcpForwarding yes',
      'MaxStartups 50:30:100',
      'LoginGraceTime 30',
      'PrintMotd no',
      'LogLevel VERBOSE',
      'Subsystem sftp internal-sftp',
    ];
    writeFileSync(join(this.dir, 'sshd_config'), `${lines.join('\n')}\n`);
  }

  private launch(): Promise<void> {
    // sshd must be started by its absolute path (it re-executes itself for each connection).
    const command = [SSHD, '-D', '-e', '-f', join(this.dir, 'sshd_config')];
    // `ip netns exec` execs sshd in place, so the child's pid is sshd's own.
    const [file, ...args] = this.options.netns ? [IP, 'netns', 'exec', this.options.netns, ...command] : command;
    const child = spawn(file ?? SSHD, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.process = child;
    return new Promise((resolve, reject) => {
      let buffered = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        this.log.push(...lines);
        if (lines.some((line) => line.includes('Server listening on'))) resolve();
      });
      child.once('exit', (code) =>
        reject(
          new Error(`sshd exited (${code}) before listening on ${this.host}:${this.port}:\n${this.log.join('\n')}`),
        ),
      );
    });
  }

  private async halt(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

let topologies = 0;

/** A 10.231.x.0/30 that no interface of this machine uses yet (parallel test processes each take their own). */
async function freeSubnet(): Promise<string> {
  const used = await sh(IP, ['-o', '-4', 'addr', 'show']);
  const start = (process.pid * 7 + topologies) % 250;
  for (let offset = 0; offset < 250; offset++) {
    const subnet = `10.231.${(start + offset) % 250}`;
    if (!used.includes(` ${subnet}.`)) return subnet;
  }
  throw new Error('no free 10.231.x.0/30 subnet for the jump-host topology');
}

/** Removes namespaces left by dead test processes (their sshd processes first). */
async function removeLeftoverNamespaces(): Promise<void> {
  const listed = await sh(IP, ['netns', 'list']);
  for (const line of listed.split('\n')) {
    const name = line.split(' ')[0] ?? '';
    const owner = Number(/^gh-ssh-(\d+)-\d+$/.exec(name)?.[1]);
    if (!owner || isAlive(owner)) continue;
    const pids = await sh(IP, ['netns', 'pids', name]).catch(() => '');
    for (const pid of pids.split('\n').map(Number).filter(Boolean)) process.kill(pid, 'SIGKILL');
    await sh(IP, ['netns', 'del', name]);
  }
}

/**
 * Two sshd in one network namespace: the jump host on the namespace's veth address, reachable from the test,
 * and the inner target on the namespace's loopback, reachable only through the jump host.
 */
export class JumpTopology {
  private constructor(
    readonly namespace: string,
    readonly jump: TestSshd,
    readonly inner: TestSshd,
  ) {}

  /** Where the jump host reaches the inner target (its loopback inside the namespace). */
  get innerFromJump(): { host: string; port: number } {
    return { host: this.inner.host, port: this.inner.port };
  }

  /**
   * `users` may log in to the inner target, `jumpUsers` (default gh_jump) to the jump host. The inner port is one
   * that is free on the test's own loopback too, so a direct attempt finds nothing there.
   */
  static async start(options: { users: readonly string[]; jumpUsers?: readonly string[] }): Promise<JumpTopology> {
    assertSshdAvailable();
    if (!IP) throw new Error('ip (iproute2) is missing: run scripts/ensure-test-deps.sh');
    await removeLeftoverNamespaces();
    topologies += 1;
    const namespace = `${NETNS_PREFIX}${process.pid}-${topologies}`;
    const hostSide = `gh${process.pid % 1_000_000}x${topologies}h`;
    const nsSide = `gh${process.pid % 1_000_000}x${topologies}n`;
    const subnet = await freeSubnet();
    const ip = (...args: string[]) => sh(IP, args);
    const inNs = (...args: string[]) => sh(IP, ['netns', 'exec', namespace, IP, ...args]);
    await ip('netns', 'add', namespace);
    try {
      await ip('link', 'add', hostSide, 'type', 'veth', 'peer', 'name', nsSide);
      await ip('link', 'set', nsSide, 'netns', namespace);
      await ip('addr', 'add', `${subnet}.1/30`, 'dev', hostSide);
      await ip('link', 'set', hostSide, 'up');
      await inNs('addr', 'add', `${subnet}.2/30`, 'dev', nsSide);
      await inNs('link', 'set', nsSide, 'up');
      await inNs('link', 'set', 'lo', 'up');
      const jump = await TestSshd.start({
        users: options.jumpUsers ?? [TEST_USERS.jump.name],
        listenAddress: `${subnet}.2`,
        port: 22,
        netns: namespace,
      });
      const inner = await TestSshd.start({
        users: options.users,
        listenAddress: '127.0.0.1',
        port: await freePort(),
        netns: namespace,
      }).catch(async (error) => {
        await jump.stop();
        throw error;
      });
      return new JumpTopology(namespace, jump, inner);
    } catch (error) {
      await ip('netns', 'del', namespace).catch(() => undefined);
      throw error;
    }
  }

  async stop(): Promise<void> {
    await this.inner.stop();
    await this.jump.stop();
    // Deleting the namespace deletes the veth pair with it.
    await sh(IP, ['netns', 'del', this.namespace]);
  }
}
