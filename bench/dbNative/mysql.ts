import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MARIADB, TARGET_DB } from '../../tests/support/databases';
import { percentile } from '../assetList';
import type { NativeBenchSetup } from '../dbNative';
import type { BenchRow } from '../table';
import { TlsMariaDb } from './tlsMariadb';

/**
 * The MySQL listener (issue 18 item 4) against a direct connection to the machine's MariaDB with the same
 * account: the added latency of `SELECT 1` (mysql2 in a process of its own, one connection, p50/p95), and the time
 * the `mysql` client takes to stream 1,000,000 rows (`--quick`, MariaDB's sequence table) as a throughput ratio.
 * Through the listener the client speaks TLS (required); the machine's MariaDB has TLS off, so the like-for-like
 * baseline is a MariaDB of the same build with TLS on (tlsMariadb.ts), and the plain direct connection is shown beside
 * it. Run by bench/dbNative.ts (`npx tsx bench/dbNative.ts`).
 */
export const kind = 'MySQL';

const ROUNDS = Number(process.env.DB_NATIVE_BENCH_ROUNDS ?? 2000);
const WARM_UP = 100;
const STREAM_ROWS = 1_000_000;
const STREAM_RUNS = 5;
const STREAM_SQL = `SELECT seq, CONCAT('row-', seq) AS label FROM seq_1_to_${STREAM_ROWS}`;

interface Endpoint {
  host: string;
  port: number;
  user: string;
  password: string;
  tls: boolean;
}

const run = promisify(execFile);

/** `SELECT 1` times from the client process (mysqlLatencyClient.ts). */
async function latency(endpoint: Endpoint, database: string): Promise<number[]> {
  const client = fileURLToPath(new URL('./mysqlLatencyClient.ts', import.meta.url));
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', client, JSON.stringify({ ...endpoint, database, rounds: ROUNDS, warmUp: WARM_UP })],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as number[];
}

interface StreamRun {
  /** Milliseconds the `mysql` client took to receive and print the rows. */
  elapsed: number;
  /** CPU milliseconds (user and system) of the client's side: `mysql` and `wc`. */
  clientCpu: number;
}

/**
 * One run of the `mysql` client receiving the rows, counted by `wc -l` (not by this process, whose event loop is the
 * listener's); bash's `time` gives the client side's CPU.
 */
function stream(endpoint: Endpoint, database: string): Promise<StreamRun> {
  const args = ['-h', endpoint.host, '-P', String(endpoint.port), '-u', endpoint.user, `-p${endpoint.password}`];
  args.push(endpoint.tls ? '--ssl' : '--skip-ssl', '--quick', '--batch', '--skip-column-names', '-D', database);
  args.push('-e', STREAM_SQL);
  const quoted = args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const script = `set -o pipefail; TIMEFORMAT='cpu %U %S'; time (mysql ${quoted} | wc -l)`;
    execFile('bash', ['-c', script], (error, stdout, stderr) => {
      const elapsed = performance.now() - start;
      const lines = Number(stdout.trim());
      const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(stderr);
      if (error || lines !== STREAM_ROWS || !cpu)
        reject(new Error(`mysql failed after ${lines} rows: ${stderr || error}`));
      else resolve({ elapsed, clientCpu: (Number(cpu[1]) + Number(cpu[2])) * 1000 });
    });
  });
}

type Timed = StreamRun & { cpu: number };

/**
 * The fastest of a few runs of each way, taken in turns (so a busy moment of the shared machine falls on all of
 * them), with the CPU time this process (the bench Gatehouse) spent in that run.
 */
async function bestInTurns(ways: (() => Promise<StreamRun>)[]): Promise<Timed[]> {
  const fastest: Timed[] = ways.map(() => ({ elapsed: Number.POSITIVE_INFINITY, clientCpu: 0, cpu: 0 }));
  for (let i = 0; i < STREAM_RUNS; i += 1) {
    for (const [index, way] of ways.entries()) {
      const before = process.cpuUsage();
      const run = await way();
      const used = process.cpuUsage(before);
      if (run.elapsed < (fastest[index] as Timed).elapsed)
        fastest[index] = { ...run, cpu: (used.user + used.system) / 1000 };
    }
  }
  return fastest;
}

export async function measureNative(setup: NativeBenchSetup): Promise<BenchRow[]> {
  const token = await setup.issueToken();
  const listener: Endpoint = {
    host: '127.0.0.1',
    port: token.listeners.mysql.port,
    user: token.userName,
    password: token.token,
    tls: true,
  };
  const direct: Endpoint = { ...MARIADB, user: TARGET_DB.user, password: TARGET_DB.password, tls: false };
  const directTimes = await latency(direct, setup.database);
  const listenerTimes = await latency(listener, setup.database);
  const tlsServer = await TlsMariaDb.start();
  const [listenerStream, directTlsStream, directStream] = (await bestInTurns([
    () => stream(listener, setup.database),
    () => stream({ ...tlsServer, tls: true }, 'mysql'),
    () => stream(direct, setup.database),
  ]).finally(() => tlsServer.stop())) as [Timed, Timed, Timed];

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const signed = (value: number) => `${value < 0 ? '−' : '+'}${ms(Math.abs(value))}`;
  const rows: BenchRow[] = [];
  for (const [label, fraction] of [
    ['p50', 0.5],
    ['p95', 0.95],
  ] as const) {
    const through = percentile(listenerTimes, fraction);
    const baseline = percentile(directTimes, fraction);
    rows.push({
      benchmark: `MySQL listener, SELECT 1 (mysql2, ${label}, ${ROUNDS} statements)`,
      value: ms(through),
      baseline: `${ms(baseline)} direct connection`,
      ratio: `+${ms(through - baseline)}`,
      target: label === 'p50' ? '≤ 1 ms added' : '—',
    });
  }
  const rate = (elapsed: number) => Math.round(STREAM_ROWS / (elapsed / 1000));
  const streamed = `MySQL listener, ${STREAM_ROWS.toLocaleString('en')} rows to the mysql client (--quick, best of ${STREAM_RUNS}, in turns)`;
  const throughput = (run: StreamRun) => `${rate(run.elapsed).toLocaleString('en')} rows/s (${ms(run.elapsed)})`;
  const ratio = (baseline: StreamRun) => `${((baseline.elapsed / listenerStream.elapsed) * 100).toFixed(0)} %`;
  rows.push({
    benchmark: `${streamed}, against a direct connection with TLS`,
    value: throughput(listenerStream),
    baseline: `${throughput(directTlsStream)} direct with TLS (a MariaDB of the same build with TLS on)`,
    ratio: ratio(directTlsStream),
    target: '≥ 80 %',
  });
  rows.push({
    benchmark: `${streamed}, against the machine's MariaDB without TLS`,
    value: throughput(listenerStream),
    baseline: `${throughput(directStream)} direct, no TLS`,
    ratio: ratio(directStream),
    target: '—',
  });
  rows.push({
    benchmark: `MySQL listener, Gatehouse CPU time for those ${STREAM_ROWS.toLocaleString('en')} rows (TLS included)`,
    value: ms(listenerStream.cpu),
    baseline: `${ms(listenerStream.elapsed)} elapsed`,
    ratio: `${((listenerStream.cpu / listenerStream.elapsed) * 100).toFixed(0)} % of a core`,
    target: '—',
  });
  rows.push({
    benchmark: `MySQL listener, the mysql client's own CPU time for those rows (TLS through the listener)`,
    value: ms(listenerStream.clientCpu),
    baseline: `${ms(directStream.clientCpu)} direct without TLS, ${ms(directTlsStream.clientCpu)} with TLS`,
    ratio: `${signed(listenerStream.clientCpu - directTlsStream.clientCpu)} over direct with TLS`,
    target: '—',
  });
  return rows;
}
