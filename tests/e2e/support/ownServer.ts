import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';
import { E2E_RATE_LIMIT_FACTOR } from '../env';

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
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.process = spawn('node', ['dist-server/main.js'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        GATEHOUSE_DATA_DIR: this.dataDir,
        GATEHOUSE_RATE_LIMIT_FACTOR: String(E2E_RATE_LIMIT_FACTOR),
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
    await exited;
  }
}
