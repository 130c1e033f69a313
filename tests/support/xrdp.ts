/**
 * A real RDP server for the graphical-session tests: Debian's xrdp with tigervnc's Xvnc as the desktop backend
 * (headless, no Xorg), started by the test as root. Needs xrdp and tigervnc-standalone-server (and xterm for the
 * desktop); scripts/ensure-test-deps.sh installs them.
 *
 *   const user = testRdpUser('clipboard') a suite's own desktop user, gh_rdp_<suite>: suites running at once never
 *                                         share a user's chansrv, ~/.Xauthority or ~/thinclient_drives
 *   await ensureRdpUser(user)             creates it with its password and the desktop it gets: one xterm running
 *                                         /bin/sh in its home, nothing else
 *   const rdp = await TestXrdp.start({ user })  xrdp on 127.0.0.1:<free port>, TLS only, own config folder
 *   TestXrdp.start({ user, driveRedirection: true })  with the rdpdr channel: chansrv mounts redirected drives (FUSE) at
 *                                         ~/thinclient_drives of the test user
 *   rdp.host / rdp.port
 *   rdp.log()                             what xrdp and its session manager logged (for failure messages)
 *   await rdp.stop()                      stops xrdp, its session manager and every desktop they started
 *
 * xrdp reads its session manager's port from /etc/xrdp/sesman.ini whatever config it is given, so each instance
 * runs xrdp in a private mount namespace with its own folder mounted over /etc/xrdp: parallel instances (and an
 * xrdp installed on the machine) do not meet. `require_credentials` makes xrdp disconnect a client whose password
 * is refused instead of showing its own login screen (a bastion could not tell that screen from a desktop).
 *
 * Every instance lives in its own /tmp/gh-xrdp-* directory marked with the owning process id; directories and
 * processes left by dead test processes are removed on the next start, and so are X display locks whose server is gone.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeSelfSignedCert } from './selfSignedCert';
import { ensureTestUser, freePort } from './sshd';

const run = promisify(execFile);
const DIR_PREFIX = 'gh-xrdp-';
const SESSION_SCRIPT = '.gatehouse-xrdp-session';

export interface RdpUser {
  readonly name: string;
  readonly password: string;
}

/** A suite's own desktop user (the name says which suite; Linux allows 32 characters). */
export function testRdpUser(suite: string): RdpUser {
  return { name: `gh_rdp_${suite}`.slice(0, 32), password: 'Gh-rdp-Secret-5172' };
}

export function assertXrdpAvailable(): void {
  if (process.getuid?.() !== 0) throw new Error('the xrdp test peer needs root (useradd, mount namespaces)');
  for (const tool of ['/usr/sbin/xrdp', '/usr/sbin/xrdp-sesman', '/usr/bin/Xvnc', '/usr/bin/xterm', '/usr/bin/unshare'])
    if (!existsSync(tool)) throw new Error(`${tool} is missing: run scripts/ensure-test-deps.sh`);
}

/** The test user and its desktop: an xterm with a shell in the home folder, so a test can type commands. */
export async function ensureRdpUser(user: RdpUser): Promise<void> {
  assertXrdpAvailable();
  await ensureTestUser(user.name, user.password);
  const home = `/home/${user.name}`;
  const script = join(home, SESSION_SCRIPT);
  writeFileSync(script, '#!/bin/sh\ncd "$HOME"\nexec xterm -geometry 100x30+0+0 -e /bin/sh\n');
  chmodSync(script, 0o755);
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process below `root` (children first found by /proc's parent links), `root` excluded. */
function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!pid) continue;
    const stat = readText(`/proc/${pid}/stat`);
    // Field 4 is the parent; the command in field 2 may hold spaces, so count from its closing parenthesis.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent) parents.set(pid, parent);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents)
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
  };
  walk(root);
  return found;
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Gone already.
    }
  }
}

/**
 * Stops a process and everything below it: SIGTERM first, so the desktops' X servers remove their sockets and lock
 * files (left behind, they use up the session manager's display numbers), then SIGKILL for what is left.
 */
async function killTree(root: number): Promise<void> {
  const pids = [...descendantsOf(root), root];
  signal(pids, 'SIGTERM');
  const deadline = Date.now() + 3000;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  signal(pids.filter(isAlive), 'SIGKILL');
}

const XRDP_SOCKETS = '/run/xrdp/sockdir';

/**
 * Display lock files (and their sockets) whose X server is gone, as an X server itself would take them, and xrdp's
 * channel sockets of displays without a running server: the session manager counts both as displays in use.
 */
function removeStaleDisplays(): void {
  const live = new Set<string>();
  for (const name of readdirSync('/tmp')) {
    const display = /^\.X(\d+)-lock$/.exec(name)?.[1];
    if (!display) continue;
    const pid = Number(readText(join('/tmp', name)));
    if (pid && isAlive(pid)) {
      live.add(display);
      continue;
    }
    rmSync(join('/tmp', name), { force: true });
    rmSync(join('/tmp/.X11-unix', `X${display}`), { force: true });
  }
  if (!existsSync(XRDP_SOCKETS)) return;
  for (const name of readdirSync(XRDP_SOCKETS)) {
    const display = /_(\d+)$/.exec(name)?.[1];
    if (display && !live.has(display)) rmSync(join(XRDP_SOCKETS, name), { force: true });
  }
}

const UNCLAIMED_GRACE_MS = 60_000;

async function removeLeftovers(): Promise<void> {
  let othersRunning = false;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    const owner = Number(readText(join(dir, 'owner')));
    if (owner && isAlive(owner)) {
      othersRunning = true;
      continue;
    }
    let age = Number.POSITIVE_INFINITY;
    try {
      age = Date.now() - statSync(dir).mtimeMs;
    } catch {
      // Removed meanwhile.
    }
    if (!owner && age < UNCLAIMED_GRACE_MS) continue;
    for (const file of ['xrdp.pid', 'sesman.pid']) {
      const pid = Number(readText(join(dir, file)));
      if (pid && isAlive(pid)) await killTree(pid);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  // Another suite's xrdp may be starting a desktop right now: its channel sockets exist before its X server's lock
  // file, and removing them would cost that desktop its clipboard. Stale displays are cleared when no other runs.
  if (!othersRunning) removeStaleDisplays();
}

export class TestXrdp {
  private readonly children: ChildProcess[] = [];

  private constructor(
    readonly dir: string,
    readonly host: string,
    readonly port: number,
    /** The desktop user this suite logs in as (its asset account). */
    readonly user: RdpUser,
  ) {}

  /** `legacySecurity`: the old RDP security layer only, no TLS (a server Gatehouse refuses to send credentials to). */
  static async start(options: {
    user: RdpUser;
    driveRedirection?: boolean;
    legacySecurity?: boolean;
  }): Promise<TestXrdp> {
    assertXrdpAvailable();
    await removeLeftovers();
    const dir = mkdtempSync(join(tmpdir(), DIR_PREFIX));
    writeFileSync(join(dir, 'owner'), String(process.pid));
    const host = '127.0.0.1';
    const rdp = new TestXrdp(dir, host, await freePort(host), options.user);
    await rdp.configure(await freePort(host), options.driveRedirection ?? false, options.legacySecurity ?? false);
    await rdp.launch();
    return rdp;
  }

  /**
   * The X display of this server's newest desktop (one Xvnc per RDP login, started by this instance's session
   * manager), for reading or setting its clipboard with xclip.
   */
  newestDesktop(): { DISPLAY: string; XAUTHORITY: string } {
    const sesman = this.children[0]?.pid;
    const displays = (sesman ? descendantsOf(sesman) : [])
      .map((pid) => ({ pid, args: readText(`/proc/${pid}/cmdline`).split('\0') }))
      .filter(({ args }) => args[0]?.endsWith('Xvnc') && /^:\d+$/.test(args[1] ?? ''))
      .sort((a, b) => b.pid - a.pid);
    const display = displays[0]?.args[1];
    if (!display) throw new Error(`no desktop (Xvnc) under this xrdp's session manager (pid ${sesman})`);
    return { DISPLAY: display, XAUTHORITY: `/home/${this.user.name}/.Xauthority` };
  }

  /** The two logs, for a failing test's message. */
  log(): string {
    return ['xrdp.log', 'sesman.log'].map((file) => `== ${file}\n${readText(join(this.dir, file))}`).join('\n');
  }

  async stop(): Promise<void> {
    for (const child of this.children) if (child.pid && child.exitCode === null) await killTree(child.pid);
    this.children.length = 0;
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async configure(sesmanPort: number, driveRedirection: boolean, legacySecurity: boolean): Promise<void> {
    const { dir } = this;
    for (const name of readdirSync('/etc/xrdp'))
      if (/^km-.*\.ini$/.test(name) || name === 'xrdp_keyboard.ini')
        copyFileSync(join('/etc/xrdp', name), join(dir, name));
    await writeSelfSignedCert(dir, { commonName: 'gatehouse-test-rdp', days: 2 });
    await run('/usr/bin/xrdp-keygen', ['xrdp', join(dir, 'rsakeys.ini')]);
    writeFileSync(
      join(dir, 'sesman.ini'),
      [
        '[Globals]',
        'ListenAddress=127.0.0.1',
        `ListenPort=${sesmanPort}`,
        'EnableUserWindowManager=true',
        `UserWindowManager=${SESSION_SCRIPT}`,
        'DefaultWindowManager=/bin/false',
        'ReconnectScript=/bin/true',
        '[Security]',
        'AllowRootLogin=false',
        'MaxLoginRetry=1',
        'AlwaysGroupCheck=false',
        '[Sessions]',
        'X11DisplayOffset=60',
        'MaxSessions=50',
        'KillDisconnected=true',
        'DisconnectedTimeLimit=0',
        'IdleTimeLimit=0',
        'Policy=UBDC',
        '[Logging]',
        `LogFile=${join(dir, 'sesman.log')}`,
        'LogLevel=INFO',
        'EnableSyslog=false',
        '[Xvnc]',
        'param=Xvnc',
        'param=-bs',
        'param=-nolisten',
        'param=tcp',
        'param=-localhost',
        'param=-dpi',
        'param=96',
        '[Chansrv]',
        'FuseMountName=thinclient_drives',
        '[ChansrvLogging]',
        'LogLevel=WARNING',
        'EnableSyslog=false',
        '[SessionVariables]',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'xrdp.ini'),
      [
        '[Globals]',
        'ini_version=1',
        'fork=true',
        `port=tcp://${this.host}:${this.port}`,
        'tcp_nodelay=true',
        `security_layer=${legacySecurity ? 'rdp' : 'tls'}`,
        'crypt_level=high',
        `certificate=${join(dir, 'cert.pem')}`,
        `key_file=${join(dir, 'key.pem')}`,
        'ssl_protocols=TLSv1.2, TLSv1.3',
        'autorun=Xvnc',
        'require_credentials=true',
        'allow_channels=true',
        'max_bpp=24',
        'new_cursors=true',
        'use_fastpath=both',
        '[Logging]',
        `LogFile=${join(dir, 'xrdp.log')}`,
        'LogLevel=INFO',
        'EnableSyslog=false',
        '[Channels]',
        `rdpdr=${driveRedirection}`,
        'rdpsnd=false',
        'drdynvc=true',
        'cliprdr=true',
        'rail=false',
        'xrdpvr=false',
        'tcutils=false',
        '[Xvnc]',
        'name=Xvnc',
        'lib=libvnc.so',
        'username=ask',
        'password=ask',
        'ip=127.0.0.1',
        'port=-1',
        '',
      ].join('\n'),
    );
  }

  private async launch(): Promise<void> {
    const { dir } = this;
    const sesman = spawn('/usr/sbin/xrdp-sesman', ['--nodaemon', '--config', join(dir, 'sesman.ini')], {
      cwd: dir,
      stdio: 'ignore',
    });
    this.children.push(sesman);
    writeFileSync(join(dir, 'sesman.pid'), String(sesman.pid));
    // xrdp takes the session manager's port from /etc/xrdp/sesman.ini: this instance's folder is mounted there.
    const xrdp = spawn(
      '/usr/bin/unshare',
      [
        '--mount',
        '--propagation',
        'private',
        '--',
        '/bin/sh',
        '-c',
        'mount --bind "$1" /etc/xrdp && exec /usr/sbin/xrdp --nodaemon --config "$1/xrdp.ini"',
        'sh',
        dir,
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    this.children.push(xrdp);
    writeFileSync(join(dir, 'xrdp.pid'), String(xrdp.pid));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (xrdp.exitCode !== null || sesman.exitCode !== null) break;
      const listening = await run('ss', ['-Hltn', `sport = :${this.port}`]).then(
        (out) => out.stdout.includes(`:${this.port}`),
        () => false,
      );
      if (listening) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const log = this.log();
    await this.stop();
    throw new Error(`xrdp did not listen on ${this.host}:${this.port}:\n${log}`);
  }
}
