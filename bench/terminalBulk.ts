import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_USERS } from '../tests/support/sshd';
import { runInWorker } from './benchWorker';
import type { BulkJob, BulkResult } from './bulkReader';
import { startTerminalBench } from './terminalBench';

const run = promisify(execFile);

/**
 * Bulk output (issue 6 benchmark): `cat` of a file of base64 text (GATEHOUSE_BENCH_BULK_MB, default 200 MB) in
 * an interactive shell, read (a) by an ssh2 client straight from the sshd and (b) through the gateway — ssh2,
 * recording, command index, resume buffer, flow control, WebSocket — by a socket client that acknowledges as it
 * receives, like the browser. Each reader runs in its own worker thread, away from the server's event loop.
 * Needs root.
 */
export interface BulkOutputResult {
  megabytes: number;
  directMBps: number;
  gatewayMBps: number;
}

const MARKER = 'BULK_42_DONE';

export async function measureBulkOutput(
  megabytes = Number(process.env.GATEHOUSE_BENCH_BULK_MB ?? 200),
): Promise<BulkOutputResult> {
  const files = mkdtempSync(join(tmpdir(), 'gh-bench-bulk-'));
  const bench = await startTerminalBench();
  try {
    chmodSync(files, 0o755);
    const file = join(files, 'output.b64');
    // base64 grows by 4/3 (plus its line breaks): this many random bytes make about `megabytes` MB of text.
    const raw = Math.round((megabytes * 1_000_000 * 3) / 4 / 1.013);
    await run('sh', ['-c', `head -c ${raw} /dev/urandom | base64 > ${file} && chmod 644 ${file}`]);
    // The echoed command line reads BULK_$((6*7))_DONE: only the shell's output holds the marker.
    const command = `cat ${file}; echo BULK_$((6*7))_DONE\r`;
    const target = {
      host: bench.sshd.host,
      port: bench.sshd.port,
      username: TEST_USERS.key.name,
      privateKey: bench.key.privateKey,
    };
    const reader = new URL('./bulkReader.ts', import.meta.url);
    const direct = await runInWorker<BulkResult>(reader, {
      via: 'direct',
      target,
      command,
      marker: MARKER,
    } satisfies BulkJob);
    const gateway = await runInWorker<BulkResult>(reader, {
      via: 'gateway',
      url: await bench.openSession(),
      command,
      marker: MARKER,
    } satisfies BulkJob);
    const mbps = (result: BulkResult) => result.bytes / 1_000_000 / (result.ms / 1000);
    return { megabytes: direct.bytes / 1_000_000, directMBps: mbps(direct), gatewayMBps: mbps(gateway) };
  } finally {
    await bench.close();
    rmSync(files, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureBulkOutput());
