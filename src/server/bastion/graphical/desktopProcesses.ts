import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GRAPHICAL_HEIGHT_MAX,
  GRAPHICAL_HEIGHT_MIN,
  GRAPHICAL_WIDTH_MAX,
  GRAPHICAL_WIDTH_MIN,
} from '../../../shared/protocol/graphical';
import { DesktopLoginError } from './desktopLoginError';
import { DRIVE_NAME, driveFolderOf } from './transferDrive';
import { VncLoginBridge } from './vncLoginBridge';
import { vncViewerArgs } from './vncViewerArgs';
import { xauthorityFile } from './xauthority';

export { DesktopLoginError } from './desktopLoginError';

/** RDP keyboard layout ids (xfreerdp /kbd) of the layouts a session may ask for. */
const KEYBOARD_IDS: Record<string, string> = {
  'en-us': '0x00000409',
  'en-gb': '0x00000809',
  'de-de': '0x00000407',
  'fr-fr': '0x0000040C',
  'ja-jp': '0x00000411',
  'zh-cn': '0x00000804',
};

/**
 * xfreerdp's exit codes that mean the server refused the credential: the session logged off at once (xrdp with
 * require_credentials, errinfo 12), authentication or logon failure, account locked, password expired or to be
 * changed, account disabled. Any other early exit means the server was not reached or the protocol failed.
 */
const CREDENTIAL_REFUSED_EXITS = new Set([12, 132, 134, 135, 148, 149, 151]);

export interface DesktopRequest {
  /** Where the session's folder is made (mode 0700). */
  runDir: string;
  /** RDP (xfreerdp) or VNC (TigerVNC's viewer behind the bastion's own login, docs/rdp.md "VNC assets"). */
  protocol?: 'RDP' | 'VNC';
  host: string;
  port: number;
  username: string;
  /** Written to xfreerdp's stdin (RDP) or used by the bastion's own VNC login; never an argument or the environment. */
  password: string;
  domain?: string | undefined;
  /**
   * RDP: the SHA-256 fingerprint (colon-separated hex) of the one certificate xfreerdp accepts, the one the bastion
   * read and held to the asset's recorded certificate; any other ends the connection.
   */
  certificateFingerprint?: string | null;
  width: number;
  height: number;
  keyboardLayout: string;
  /**
   * Whether the desktop's clipboard may reach the user (copy) and the user's reach the desktop (paste), outright or
   * once approved; false only when the policy denies the direction.
   */
  clipboardCopy: boolean;
  clipboardPaste: boolean;
  /**
   * Redirect one drive ("Gatehouse") to `<folder>/drive`, the session's transfer folder (docs/file-transfer.md,
   * "Remote desktops"): when upload or download may happen at all; no drive when both are denied.
   */
  redirectDrive?: boolean;
  /** How long xfreerdp must stay connected for the login to count as accepted (RDP). */
  loginSettleMs: number;
  /** Gives up on a process that does not come up within this. */
  startTimeoutMs?: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a session process so that it dies with the server: setpriv sets the parent-death signal and executes the
 * program in place (same pid), so a crashed or killed server leaves no desktop running.
 */
function spawnTied(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn('setpriv', ['--pdeathsig', 'TERM', '--', command, ...args], options);
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Keeps the last lines a process printed (for logs; never contains the credential: it is not echoed). */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

/**
 * The processes of one graphical session on this node (docs/rdp.md): a headless X display (Xvfb) that accepts only
 * the session's cookie, FreeRDP's X11 client on it logged into the asset, and x11vnc serving that display as RFB on
 * a Unix socket in the session's 0700 folder with fresh random passwords (the owner's, and a view-only one for the live
 * monitor). The bastion is x11vnc's only client.
 */
export class DesktopProcesses {
  private readonly children: ChildProcess[] = [];
  private stopped = false;
  private vncBridge: VncLoginBridge | undefined;
  /** The desktop's size: the open call's for RDP, the asset's screen for VNC. */
  width = 0;
  height = 0;
  /** The headless display (':<n>'), its cookie in `<folder>/xauthority`. */
  display = '';
  /** Called once when one of the three processes ends by itself (the desktop logged off, a crash). */
  onExit: ((name: string, code: number | null) => void) | undefined;

  private constructor(
    readonly folder: string,
    readonly vncPassword: string,
    /** The watchers' password: x11vnc ignores input on connections authenticated with it. */
    readonly viewPassword: string,
  ) {}

  get socketPath(): string {
    return join(this.folder, 'vnc.sock');
  }

  /** The folder xfreerdp serves to the desktop as the drive "Gatehouse" (when redirected); removed with the session. */
  get driveFolder(): string {
    return driveFolderOf(this.folder);
  }

  /** The process ids (Xvfb, xfreerdp, x11vnc) for measurements and leftover checks. */
  get pids(): number[] {
    return this.children.map((child) => child.pid ?? 0).filter(Boolean);
  }

  static async start(request: DesktopRequest): Promise<DesktopProcesses> {
    const folder = await mkdtemp(join(request.runDir, 'gh-desktop-'));
    // x11vnc reads 8 bytes of password; random printable ones.
    const desktop = new DesktopProcesses(folder, randomBytes(6).toString('base64'), randomBytes(6).toString('base64'));
    try {
      await desktop.launch(request);
      return desktop;
    } catch (error) {
      await desktop.stop();
      throw error;
    }
  }

  /** Kills the three processes and removes the folder; safe to call more than once. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const waits = this.children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (exited(child)) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => {
            if (!exited(child)) child.kill('SIGKILL');
          }, 2000).unref();
        }),
    );
    await Promise.all(waits);
    this.vncBridge?.close();
    await rm(this.folder, { recursive: true, force: true });
  }

  private track(name: string, child: ChildProcess): void {
    this.children.push(child);
    child.once('exit', (code) => {
      if (!this.stopped) this.onExit?.(name, code);
    });
  }

  private async launch(request: DesktopRequest): Promise<void> {
    const timeout = request.startTimeoutMs ?? 15_000;
    const xauthority = join(this.folder, 'xauthority');
    await writeFile(xauthority, xauthorityFile(), { mode: 0o600 });
    this.width = request.width;
    this.height = request.height;
    if (request.protocol === 'VNC') {
      this.vncBridge = await VncLoginBridge.open(join(this.folder, 'asset.sock'), { ...request, timeoutMs: timeout });
      // The asset's screen, within what the browser's protocol allows: a smaller one sits at the top left of the
      // display, a larger one is cut to the largest size and scrolls in the viewer.
      this.width = Math.min(Math.max(this.vncBridge.width, GRAPHICAL_WIDTH_MIN), GRAPHICAL_WIDTH_MAX);
      this.height = Math.min(Math.max(this.vncBridge.height, GRAPHICAL_HEIGHT_MIN), GRAPHICAL_HEIGHT_MAX);
    }
    const display = await this.startXvfb(xauthority, timeout);
    this.display = display;
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      DISPLAY: display,
      XAUTHORITY: xauthority,
      HOME: this.folder,
    };
    if (this.vncBridge) await this.startVncViewer(this.vncBridge, request, env, timeout);
    else await this.startFreerdp(request, env);
    await this.startX11vnc(env, timeout);
  }

  private async startXvfb(xauthority: string, timeout: number): Promise<string> {
    const xvfb = spawnTied(
      'Xvfb',
      [
        '-displayfd',
        '3',
        '-auth',
        xauthority,
        '-screen',
        '0',
        `${this.width}x${this.height}x24`,
        '-nolisten',
        'tcp',
        '-noreset',
      ],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const output = tail(xvfb);
    this.track('Xvfb', xvfb);
    const displayNumber = await new Promise<string>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${output()}`)), timeout);
      xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('\n')) {
          clearTimeout(timer);
          resolve(text.trim());
        }
      });
      xvfb.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited (${code}): ${output()}`));
      });
      xvfb.once('error', reject);
    });
    return `:${displayNumber}`;
  }

  private async startFreerdp(request: DesktopRequest, env: NodeJS.ProcessEnv): Promise<void> {
    const clipboard = request.clipboardCopy || request.clipboardPaste;
    if (request.redirectDrive) await mkdir(this.driveFolder, { mode: 0o700 });
    const args = [
      `/v:${request.host}:${request.port}`,
      `/u:${request.username}`,
      ...(request.domain ? [`/d:${request.domain}`] : []),
      '/from-stdin:force',
      // Only the certificate the bastion read and held to the asset's recorded one (desktopCertificate.ts).
      `/cert:deny,fingerprint:sha256:${request.certificateFingerprint ?? ''}`,
      `/size:${request.width}x${request.height}`,
      `/kbd:${KEYBOARD_IDS[request.keyboardLayout] ?? KEYBOARD_IDS['en-us']}`,
      '/bpp:24',
      '-decorations',
      '-wallpaper',
      '-themes',
      '+auto-reconnect',
      '/log-level:WARN',
      clipboard ? '+clipboard' : '-clipboard',
      '-drives',
      '-home-drive',
      ...(request.redirectDrive ? [`/drive:${DRIVE_NAME},${this.driveFolder}`] : []),
      '/audio-mode:2',
    ];
    const freerdp = spawnTied('xfreerdp', args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const output = tail(freerdp);
    freerdp.stdin?.end(`${request.password}\n`);
    this.track('xfreerdp', freerdp);
    const outcome = await Promise.race([
      new Promise<number | null>((resolve) => freerdp.once('exit', (code) => resolve(code))),
      new Promise<'error'>((resolve) => freerdp.once('error', () => resolve('error'))),
      delay(request.loginSettleMs).then(() => 'settled' as const),
    ]);
    if (outcome === 'settled') return;
    if (outcome === 'error') throw new DesktopLoginError('error', null, 'xfreerdp could not be started');
    const kind = outcome !== null && CREDENTIAL_REFUSED_EXITS.has(outcome) ? 'authRejected' : 'connectFailed';
    throw new DesktopLoginError(kind, outcome, output());
  }

  private async startVncViewer(
    bridge: VncLoginBridge,
    request: DesktopRequest,
    env: NodeJS.ProcessEnv,
    timeout: number,
  ): Promise<void> {
    const args = vncViewerArgs({ ...request, bridgeSocket: bridge.socketPath, width: this.width, height: this.height });
    const viewer = spawnTied('xtigervncviewer', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = tail(viewer);
    this.track('xtigervncviewer', viewer);
    const outcome = await Promise.race([
      bridge.relayed.then(() => 'relayed' as const),
      new Promise<number | null>((resolve) => viewer.once('exit', (code) => resolve(code))),
      new Promise<'error'>((resolve) => viewer.once('error', () => resolve('error'))),
      delay(timeout).then(() => 'timeout' as const),
    ]);
    if (outcome === 'relayed') return;
    if (outcome === 'error') throw new DesktopLoginError('error', null, 'xtigervncviewer could not be started');
    throw new DesktopLoginError('connectFailed', typeof outcome === 'number' ? outcome : null, output());
  }

  private async startX11vnc(env: NodeJS.ProcessEnv, timeout: number): Promise<void> {
    // Two passwords in x11vnc's password file: the owner's connections, then (after the marker) the view-only ones of
    // the live monitor. x11vnc removes the file once read ('rm:').
    const passwords = `${this.vncPassword}\n__BEGIN_VIEWONLY__\n${this.viewPassword}\n`;
    await writeFile(join(this.folder, 'passwd'), passwords, { mode: 0o600 });
    const args = [
      '-display',
      String(env.DISPLAY),
      '-auth',
      String(env.XAUTHORITY),
      '-passwdfile',
      `rm:${join(this.folder, 'passwd')}`,
      '-unixsock',
      this.socketPath,
      '-rfbport',
      '0',
      '-forever',
      '-shared',
      '-nopw',
      '-quiet',
      '-noxdamage',
      '-nowf',
      '-nobell',
      // x11vnc never touches the display's selections: the bastion reads copies and offers pastes itself
      // (clipboard/displayClipboard.ts), in UTF-8 and only as the policy lets them through.
      '-noprimary',
      '-noclipboard',
      '-nosetprimary',
      '-nosetclipboard',
    ];
    const x11vnc = spawnTied('x11vnc', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = tail(x11vnc);
    this.track('x11vnc', x11vnc);
    const deadline = Date.now() + timeout;
    while (!existsSync(this.socketPath)) {
      if (exited(x11vnc)) throw new Error(`x11vnc exited (${x11vnc.exitCode}): ${output()}`);
      if (Date.now() > deadline) throw new Error(`x11vnc did not start: ${output()}`);
      await delay(50);
    }
  }
}
