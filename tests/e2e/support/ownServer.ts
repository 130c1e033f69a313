import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from '@playwright/test';
import { E2E_RATE_LIMIT_FACTOR } from '../env';

const STOP_LIMIT_MS = 20_000;

/**
 * A Gatehouse server a spec owns (its own port and data directory), so the spec can stop and restart it
 * without disturbing the shared server that playwright.config.ts starts for the other specs.
 */
export class OwnServer {
  private process: ChildProcess | undefined;
  readonly baseUrl: string;

  constructor(
    readonly port: number,
    readonly dataDir: string,
    /** Variables to set or (undefined) remove for this server only, over the runner's environment. */
    private readonly env: Record<string, string | undefined> = {},
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    await this.launch();
  }

  /** Stops the server and starts it again on the same data directory, as an operator's restart would. */
  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  private async launch(): Promise<void> {
    this.process = spawn('node', ['dist-server/main.js'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        GATEHOUSE_DATA_DIR: this.dataDir,
        GATEHOUSE_RATE_LIMIT_FACTOR: String(E2E_RATE_LIMIT_FACTOR),
        ...this.env,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${this.baseUrl}/prod-api/health`).then(
            (response) => response.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  async stop(): Promise<void> {
    const running = this.process;
    this.process = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    // The server bounds its own shutdown (src/server/main.ts); a stop that outlives that bound is a failure
    // that says so, not a test that waits until its timeout with no line to point at.
    const stopped = await Promise.race([exited.then(() => true), delay(STOP_LIMIT_MS).then(() => false)]);
    if (stopped) return;
    running.kill('SIGKILL');
    throw new Error(
      `the Gatehouse server on port ${this.port} did not exit within ${STOP_LIMIT_MS / 1000} s of SIGTERM`,
    );
  }
}
