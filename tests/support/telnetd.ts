/**
 * A real Telnet server from Debian for the Telnet layer tests: inetutils-telnetd (package inetutils-telnetd,
 * the telnetd of Debian hosts) started per connection by inetutils-inetd in the foreground, listening on
 * 127.0.0.1:<free port>, logging users in with Debian's /bin/login (PAM). Needs root;
 * scripts/ensure-test-deps.sh installs the packages.
 *
 *   const telnetd = await TestTelnetd.start()   then telnetd.host / telnetd.port
 *   TestTelnetd.start({ netns: net.namespace, port })   inside a JumpTopology's namespace, on its 127.0.0.1:
 *                                               reachable only through the jump host
 *   telnetd.log                                 what inetd printed (for failure messages)
 *   await telnetd.stop()
 *
 * Log in as the users of tests/support/sshd.ts (ensureTestUser, TEST_USERS.password). Each instance lives in
 * its own /tmp/gh-telnetd-* directory marked with the owning process id; leftovers of dead test processes are
 * removed on the next start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './sshd';

const INETD = '/usr/sbin/inetutils-inetd';
const TELNETD = '/usr/sbin/telnetd';
const LOGIN = '/bin/login';
const DIR_PREFIX = 'gh-telnetd-';
const IP = ['/usr/sbin/ip', '/sbin/ip', '/bin/ip', '/usr/bin/ip'].find((path) => existsSync(path)) ?? '';

export function assertTelnetdAvailable(): void {
  if (process.getuid?.() !== 0) throw new Error('The Telnet test peer needs root (telnetd runs /bin/login)');
  for (const [path, pkg] of [
    [INETD, 'inetutils-inetd'],
    [TELNETD, 'inetutils-telnetd'],
    [LOGIN, 'login'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install ${pkg} (scripts/ensure-test-deps.sh)`);
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

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function removeLeftovers(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    const owner = Number(readText(join(dir, 'owner')));
    if (owner && isAlive(owner)) continue;
    const inetdPid = Number(readText(join(dir, 'inetd.pid')));
    if (inetdPid && isAlive(inetdPid)) process.kill(inetdPid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export class TestTelnetd {
  readonly log: string[] = [];
  private process: ChildProcess | undefined;

  private constructor(
    readonly dir: string,
    readonly host: string,
    readonly port: number,
    private readonly netns: string | undefined,
  ) {}

  static async start(options: { host?: string; port?: number; netns?: string } = {}): Promise<TestTelnetd> {
    assertTelnetdAvailable();
    removeLeftovers();
    const dir = mkdtempSync(join(tmpdir(), DIR_PREFIX));
    writeFileSync(join(dir, 'owner'), String(process.pid));
    const host = options.host ?? '127.0.0.1';
    const port = options.port ?? (await freePort(host));
    // -h: no host information before the login, so the banner is only the login prompt.
    writeFileSync(join(dir, 'inetd.conf'), `${host}:${port} stream tcp nowait root ${TELNETD} telnetd -h\n`);
    const telnetd = new TestTelnetd(dir, host, port, options.netns);
    await telnetd.launch();
    return telnetd;
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private launch(): Promise<void> {
    // -d keeps inetd in the foreground and makes it say when the service is registered.
    const command = [INETD, '-d', '-p', join(this.dir, 'inetd.pid'), join(this.dir, 'inetd.conf')];
    // `ip netns exec` execs inetd in place, so the child's pid is inetd's own.
    const [file, ...args] = this.netns ? [IP, 'netns', 'exec', this.netns, ...command] : command;
    const child = spawn(file ?? INETD, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.process = child;
    return new Promise((resolve, reject) => {
      let buffered = '';
      const read = (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        this.log.push(...lines);
        if (lines.some((line) => line.startsWith('registered '))) resolve();
      };
      child.stdout?.setEncoding('utf8').on('data', read);
      child.stderr?.setEncoding('utf8').on('data', read);
      child.once('exit', (code) =>
        reject(
          new Error(`inetd exited (${code}) before listening on ${this.host}:${this.port}:\n${this.log.join('\n')}`),
        ),
      );
    });
  }
}
