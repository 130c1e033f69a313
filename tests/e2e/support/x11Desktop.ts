import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A real desktop served as RFB, for the graphical replay's browser test: Debian's Xvfb on a free display, x11vnc
 * serving it on a free local port (security None), and coloured xterm windows to tell moments apart.
 */
export class X11Desktop {
  private readonly children: ChildProcess[] = [];
  private window: ChildProcess | undefined;

  private constructor(
    readonly display: string,
    readonly vncPort: number,
    readonly width: number,
    readonly height: number,
  ) {}

  static async start(width = 800, height = 600): Promise<X11Desktop> {
    let number = 140 + Math.floor(Math.random() * 50);
    while (existsSync(`/tmp/.X11-unix/X${number}`) || existsSync(`/tmp/.X${number}-lock`)) number += 1;
    const desktop = new X11Desktop(`:${number}`, await freePort(), width, height);
    const xvfb = spawn('Xvfb', [desktop.display, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    desktop.children.push(xvfb);
    await waitFor(() => existsSync(`/tmp/.X11-unix/X${number}`), 'Xvfb');
    const vnc = spawn(
      'x11vnc',
      ['-display', desktop.display, '-rfbport', String(desktop.vncPort), '-localhost', '-nopw', '-forever', '-shared'],
      { stdio: 'ignore' },
    );
    desktop.children.push(vnc);
    await waitFor(() => canConnect(desktop.vncPort), 'x11vnc');
    return desktop;
  }

  /** One xterm covering the whole screen in `colour` (the one shown before goes). */
  async fill(colour: string): Promise<void> {
    const previous = this.window;
    this.window = spawn('xterm', ['-geometry', '300x100+0+0', '-bg', colour, '-fg', colour], {
      env: { ...process.env, DISPLAY: this.display },
      stdio: 'ignore',
    });
    await delay(700);
    previous?.kill();
  }

  async stop(): Promise<void> {
    this.window?.kill();
    for (const child of this.children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      // x11vnc may sit out a SIGTERM: it gets SIGKILL after two seconds.
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    }
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await delay(100);
  }
  throw new Error(`${what} did not start`);
}
