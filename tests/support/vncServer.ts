/**
 * A real VNC server for the VNC-asset tests (docs/rdp.md, "VNC assets"): TigerVNC's Xvnc (Debian's
 * tigervnc-standalone-server) on 127.0.0.1:<free port> with VNC authentication against a password file written by
 * tigervnc's own vncpasswd, and an xterm running /bin/sh in the test user's home as its desktop. scripts/ensure-test-deps.sh
 * installs Xvnc, xterm and the bastion's viewer (tigervnc-viewer).
 *
 *   const vnc = await TestVncServer.start()     Xvnc and its xterm as TEST_VNC_USER, password TEST_VNC_PASSWORD
 *   vnc.host / vnc.port / vnc.home              where to connect; the folder the desktop's shell runs in
 *   vnc.display                                 the server's X display (its clipboard: xclip -o -display …)
 *   await vnc.stop()                            stops the xterm and Xvnc, removes the server's folder
 *
 * Xvnc blacklists an address after five refused passwords by default; the refused-password tests would then lock out
 * the next ones, so the threshold is raised here.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureTestUser, freePort } from './sshd';

const run = promisify(execFile);

export const TEST_VNC_USER = 'gh_vnc';
/** VNC passwords are at most 8 characters (the DES key). */
export const TEST_VNC_PASSWORD = 'Gh-v5172';

export function assertVncServerAvailable(): void {
  if (process.getuid?.() !== 0) throw new Error('the VNC test peer needs root (useradd, setpriv)');
  for (const tool of ['/usr/bin/Xvnc', '/usr/bin/vncpasswd', '/usr/bin/xterm', '/usr/bin/xtigervncviewer'])
    if (!existsSync(tool)) throw new Error(`${tool} is missing: run scripts/ensure-test-deps.sh`);
}

/** Runs a program as the test user (setpriv executes it in place, so the pid is the program's). */
function asUser(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    'setpriv',
    ['--reuid', TEST_VNC_USER, '--regid', TEST_VNC_USER, '--init-groups', '--', command, ...args],
    { env, cwd: `/home/${TEST_VNC_USER}`, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
}

export class TestVncServer {
  private readonly children: ChildProcess[] = [];
  readonly home = `/home/${TEST_VNC_USER}`;
  /** The VNC server's own X display (':<n>'), for reading its clipboard with xclip. */
  display = '';

  private constructor(
    readonly dir: string,
    readonly host: string,
    readonly port: number,
  ) {}

  static async start(options: { geometry?: string } = {}): Promise<TestVncServer> {
    assertVncServerAvailable();
    await ensureTestUser(TEST_VNC_USER);
    const dir = mkdtempSync(join(tmpdir(), 'gh-vnc-'));
    const host = '127.0.0.1';
    const server = new TestVncServer(dir, host, await freePort(host));
    try {
      await server.launch(options.geometry ?? '1024x768');
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  async stop(): Promise<void> {
    for (const child of this.children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await gone;
      clearTimeout(timer);
    }
    this.children.length = 0;
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async launch(geometry: string): Promise<void> {
    const passwordFile = join(this.dir, 'passwd');
    const written = await new Promise<Buffer>((resolve, reject) => {
      const child = execFile('/usr/bin/vncpasswd', ['-f'], { encoding: 'buffer' }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
      child.stdin?.end(`${TEST_VNC_PASSWORD}\n`);
    });
    writeFileSync(passwordFile, written, { mode: 0o600 });
    await run('chown', ['-R', `${TEST_VNC_USER}:${TEST_VNC_USER}`, this.dir]);
    const env = { PATH: '/usr/bin:/bin', HOME: this.home };
    const xvnc = asUser(
      '/usr/bin/Xvnc',
      [
        '-displayfd',
        '3',
        '-geometry',
        geometry,
        '-depth',
        '24',
        '-interface',
        this.host,
        '-rfbport',
        String(this.port),
        '-SecurityTypes',
        'VncAuth',
        '-rfbauth',
        passwordFile,
        '-BlacklistThreshold',
        '1000',
        '-AlwaysShared',
        '-nolisten',
        'tcp',
      ],
      env,
    );
    this.children.push(xvnc);
    let stderr = '';
    xvnc.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    const display = await new Promise<string>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`Xvnc did not start: ${stderr}`)), 15_000);
      xvnc.stdio[3]?.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (!text.includes('\n')) return;
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      });
      xvnc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvnc exited (${code}): ${stderr}`));
      });
    });
    this.display = display;
    // The desktop: one xterm at the top left with a shell in the user's home, as the xrdp peer's.
    const xterm = asUser('/usr/bin/xterm', ['-geometry', '100x30+0+0', '-e', '/bin/sh'], { ...env, DISPLAY: display });
    this.children.push(xterm);
    const deadline = Date.now() + 15_000;
    while (!(await this.listening())) {
      if (Date.now() > deadline || xvnc.exitCode !== null) throw new Error(`Xvnc did not listen: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private listening(): Promise<boolean> {
    return run('ss', ['-Hltn', `sport = :${this.port}`]).then(
      (out) => out.stdout.includes(`:${this.port}`),
      () => false,
    );
  }
}
