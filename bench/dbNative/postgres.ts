import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NativeToken } from '../../src/shared/api/dbNative';
import { POSTGRES, TARGET_DB } from '../../tests/support/databases';
import { percentile } from '../assetList';
import type { NativeBenchSetup } from '../dbNative';
import type { BenchRow } from '../table';

/**
 * PostgreSQL through the native listener: `SELECT 1` latency with pgbench (one client, simple protocol, each
 * transaction's latency logged) and a 1,000,000-row result read by psql, direct to the machine's PostgreSQL (no TLS:
 * the server has none) and through the listener (TLS on the client side, relay, judge and audit per statement).
 */
export const kind = 'PostgreSQL';

const ROUNDS = Number(process.env.DB_NATIVE_BENCH_ROUNDS ?? 3000);
const STREAM_RUNS = 5;
const STREAM_SQL = 'SELECT g, md5(g::text) FROM generate_series(1, 1000000) g';

interface Endpoint {
  env: Record<string, string>;
}

function direct(database: string): Endpoint {
  return {
    env: {
      PGHOST: POSTGRES.host,
      PGPORT: String(POSTGRES.port),
      PGUSER: TARGET_DB.user,
      PGPASSWORD: TARGET_DB.password,
      PGDATABASE: database,
      PGSSLMODE: 'disable',
    },
  };
}

function throughListener(token: NativeToken, database: string): Endpoint {
  return {
    env: {
      PGHOST: '127.0.0.1',
      PGPORT: String(token.listeners.postgresql.port),
      PGUSER: token.userName,
      PGPASSWORD: token.token,
      PGDATABASE: database,
      PGSSLMODE: 'require',
    },
  };
}

function run(command: string, args: string[], endpoint: Endpoint, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...endpoint.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Per-transaction latencies (ms) of `SELECT 1` from pgbench's log. */
async function selectOneLatencies(endpoint: Endpoint): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-bench-pgbench-'));
  try {
    await writeFile(join(dir, 'select1.sql'), 'SELECT 1;\n');
    await run(
      'pgbench',
      ['-n', '-M', 'simple', '-c', '1', '-t', String(ROUNDS), '-f', 'select1.sql', '-l', '--log-prefix=tx'],
      endpoint,
      dir,
    );
    const log = (await readdir(dir)).find((name) => name.startsWith('tx.'));
    if (!log) throw new Error('pgbench wrote no log');
    const lines = (await readFile(join(dir, log), 'utf8')).trim().split('\n');
    // client_id transaction_no latency_us script_no epoch epoch_us; the first rounds warm the connection up.
    return lines.slice(100).map((line) => Number(line.split(' ')[2]) / 1000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function streamOnce(endpoint: Endpoint): Promise<number> {
  const start = performance.now();
  await run('psql', ['-X', '-A', '-t', '-q', '-c', STREAM_SQL, '-o', '/dev/null'], endpoint);
  return (performance.now() - start) / 1000;
}

/**
 * The best of STREAM_RUNS reads each way, taken in turns (direct, through, direct, …): on a machine shared with other
 * jobs the best run is the one least slowed by them, and turns keep a burst of load from falling on one side only.
 */
async function streamSeconds(plain: Endpoint, relayed: Endpoint): Promise<{ direct: number; relayed: number }> {
  const direct: number[] = [];
  const through: number[] = [];
  for (let i = 0; i < STREAM_RUNS; i += 1) {
    direct.push(await streamOnce(plain));
    through.push(await streamOnce(relayed));
  }
  return { direct: Math.min(...direct), relayed: Math.min(...through) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function measureNative(setup: NativeBenchSetup): Promise<BenchRow[]> {
  const token = await setup.issueToken();
  if (!token.listeners.postgresql.enabled) throw new Error('the PostgreSQL listener is off');
  const plain = direct(setup.database);
  const relayed = throughListener(token, setup.database);
  const directTimes = await selectOneLatencies(plain);
  const relayedTimes = await selectOneLatencies(relayed);
  const directP50 = percentile(directTimes, 0.5);
  const directP95 = percentile(directTimes, 0.95);
  const relayedP50 = percentile(relayedTimes, 0.5);
  const relayedP95 = percentile(relayedTimes, 0.95);
  const { direct: directStream, relayed: relayedStream } = await streamSeconds(plain, relayed);
  return [
    {
      benchmark: 'PostgreSQL native: SELECT 1 through the listener (pgbench, p50 / p95)',
      value: `${ms(relayedP50)} / ${ms(relayedP95)}`,
      baseline: `${ms(directP50)} / ${ms(directP95)} direct`,
      ratio: `+${ms(relayedP50 - directP50)} p50`,
      target: '≤ +1 ms p50',
    },
    {
      benchmark: 'PostgreSQL native: 1,000,000 rows read by psql (best of 5, in turns)',
      value: `${(1_000_000 / relayedStream / 1000).toFixed(0)} k rows/s (${relayedStream.toFixed(2)} s)`,
      baseline: `${(1_000_000 / directStream / 1000).toFixed(0)} k rows/s direct`,
      ratio: `${((directStream / relayedStream) * 100).toFixed(0)} %`,
      target: '≥ 80 %',
    },
  ];
}
