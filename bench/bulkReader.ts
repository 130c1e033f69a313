import { parentPort, workerData } from 'node:worker_threads';
import { DirectShell, type DirectShellTarget } from './directShell';
import { TerminalSocketClient } from './terminalSocketClient';

/**
 * Worker thread of the bulk-output benchmark: the reading client runs apart from the server's event loop, as
 * a browser or an ssh client would. Logs in (direct ssh2 shell or the gateway's socket), waits for the prompt,
 * then types `command` and times until `marker` appears in the output. Posts { bytes, ms }.
 */
export type BulkJob =
  | { via: 'gateway'; url: string; command: string; marker: string }
  | { via: 'direct'; target: DirectShellTarget; command: string; marker: string };

export interface BulkResult {
  bytes: number;
  ms: number;
}

interface Reader {
  onOutput(listener: (data: Buffer) => void): void;
  type(text: string): void;
}

async function read(job: BulkJob): Promise<BulkResult> {
  const reader: Reader & { finish(): void } =
    job.via === 'gateway'
      ? await TerminalSocketClient.connect(job.url).then((client) =>
          Object.assign(client, { finish: () => client.drop() }),
        )
      : await DirectShell.open(job.target).then((shell) => Object.assign(shell, { finish: () => shell.close() }));
  let bytes = 0;
  let tail = '';
  let timing = false;
  let lastOutput = performance.now();
  let done: (() => void) | undefined;
  reader.onOutput((data) => {
    lastOutput = performance.now();
    if (!timing) return;
    bytes += data.length;
    // Only the end of the stream can hold the marker: look at a short tail, never the whole output.
    tail = (tail + data.toString('latin1', Math.max(0, data.length - job.marker.length * 2))).slice(
      -job.marker.length * 4,
    );
    if (tail.includes(job.marker)) done?.();
  });
  while (performance.now() - lastOutput < 300) await new Promise((resolve) => setTimeout(resolve, 100));
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  timing = true;
  const started = performance.now();
  reader.type(job.command);
  await finished;
  const ms = performance.now() - started;
  reader.finish();
  return { bytes, ms };
}

read(workerData as BulkJob).then(
  (result) => parentPort?.postMessage(result),
  (error: unknown) => {
    throw error;
  },
);
