import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLicenceEnv } from './benchLicence';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Milliseconds from spawn to the first answer of /prod-api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts Gatehouse as `npm start` does (the bundled server) on a fresh data directory; waits for its first answer. */
export async function startServer(
  port: number,
  args: string[] = ['dist-server/main.js'],
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEHOUSE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...benchLicenceEnv(),
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + 30_000;
  for (;;) {
    if (performance.now() > deadline) {
      // Not left behind on the port, where the next run would measure it instead of its own server.
      child.kill('SIGTERM');
      throw new Error(`server on ${url} did not answer within 30 s`);
    }
    try {
      const response = await fetch(`${url}/prod-api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet: poll again
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = performance.now() - started;
  return {
    url,
    dataDir,
    startMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
