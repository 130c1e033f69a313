import http from 'node:http';
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import pg from 'pg';
import WebSocket from 'ws';
import type { DbSession } from '../src/shared/api/dbSessions';
import { type DbSocketServerFrame, dbStatementSocketUrl } from '../src/shared/protocol/dbStatements';
import { TARGET_DB } from '../tests/support/databases';
import { openBenchApp, percentile } from './assetList';
import { type DbKind, DIRECT_TARGET, grantedDatabaseAsset } from './dbTarget';
import type { BenchRow } from './table';

/**
 * The web SQL console's added latency per statement (issue 18): `SELECT 1` on the console tab's statement socket
 * (what the console uses: the authorisation checked again, interception, the statement run on the session's
 * connection, recorded in the audit, the reply as JSON) and through POST /database/sessions/:id/statements over
 * loopback HTTP with a keep-alive client (the fallback while the socket is down: adds the sign-in check, routing and
 * the operation log), against the same statement on a direct connection of the same account. On the machine's
 * MariaDB and PostgreSQL, from a Gatehouse on SQLite. Alone: `npx tsx bench/dbConsole.ts`.
 */
const ROUNDS = Number(process.env.DB_CONSOLE_BENCH_ROUNDS ?? 2000);
const WARM_UP = 50;

export interface DbConsoleResult {
  kind: DbKind;
  directP50: number;
  directP95: number;
  httpP50: number;
  httpP95: number;
  socketP50: number;
  socketP95: number;
}

async function timed(rounds: number, once: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  return times;
}

async function directTimes(kind: DbKind): Promise<number[]> {
  const { host, port } = DIRECT_TARGET[kind];
  const { user, password, database } = TARGET_DB;
  if (kind === 'MySQL') {
    const connection = await mysql.createConnection({ host, port, user, password, database });
    try {
      return await timed(ROUNDS, () => connection.query('SELECT 1'));
    } finally {
      await connection.end();
    }
  }
  const client = new pg.Client({ host, port, user, password, database });
  await client.connect();
  try {
    return await timed(ROUNDS, () => client.query('SELECT 1'));
  } finally {
    await client.end();
  }
}

export async function measureDbConsole(kind: DbKind): Promise<DbConsoleResult> {
  const bench = await openBenchApp(undefined);
  try {
    const { assetId, accountId, operatorToken } = await grantedDatabaseAsset(bench, kind);
    const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (path: string, body: unknown) => postJson(agent, `${address}/prod-api${path}`, operatorToken, body);
    const session = (await post('/database/sessions', {
      assetId,
      accountId,
      database: TARGET_DB.database,
    })) as DbSession;
    const httpTimes = await timed(ROUNDS, () =>
      post(`/database/sessions/${session.sessionId}/statements`, { sql: 'SELECT 1' }),
    );
    const socket = await statementSocket(dbStatementSocketUrl(address, session.sessionId, operatorToken));
    const socketTimes = await timed(ROUNDS, () => socket.run({ sql: 'SELECT 1' }));
    socket.close();
    agent.destroy();
    const direct = await directTimes(kind);
    return {
      kind,
      directP50: percentile(direct, 0.5),
      directP95: percentile(direct, 0.95),
      httpP50: percentile(httpTimes, 0.5),
      httpP95: percentile(httpTimes, 0.95),
      socketP50: percentile(socketTimes, 0.5),
      socketP95: percentile(socketTimes, 0.95),
    };
  } finally {
    await bench.close();
  }
}

/** One JSON POST on a keep-alive connection; the envelope's data, or an error naming the refusal. */
function postJson(agent: http.Agent, url: string, token: string, body: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', platform: 'WEB', authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            code: number;
            msg: string;
            data: unknown;
          };
          if (envelope.code === 200) resolve(envelope.data);
          else reject(new Error(`${url}: ${envelope.code} ${envelope.msg}`));
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** The console tab's statement socket: one statement at a time, its reply's data or an error naming the refusal. */
async function statementSocket(url: string) {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  let nextId = 0;
  let pending: { id: number; resolve: (data: unknown) => void; reject: (error: Error) => void } | null = null;
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as DbSocketServerFrame;
    if (frame.type !== 'reply' || !pending || frame.id !== pending.id) return;
    if (frame.code === 200) pending.resolve(frame.data);
    else pending.reject(new Error(`statement socket: ${frame.code} ${frame.msg}`));
    pending = null;
  });
  return {
    run: (body: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        nextId += 1;
        pending = { id: nextId, resolve, reject };
        socket.send(JSON.stringify({ type: 'run', id: nextId, body }));
      }),
    close: () => socket.close(),
  };
}

export function dbConsoleRows(result: DbConsoleResult): BenchRow[] {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const rows: BenchRow[] = [];
  for (const [transport, p50, p95] of [
    ['statement socket', result.socketP50, result.socketP95],
    ['HTTP fallback', result.httpP50, result.httpP95],
  ] as const) {
    for (const [label, value, baseline] of [
      ['p50', p50, result.directP50],
      ['p95', p95, result.directP95],
    ] as const) {
      rows.push({
        benchmark: `web SQL console, SELECT 1 on ${result.kind}, ${transport} (${label}, ${ROUNDS} statements)`,
        value: ms(value),
        baseline: `${ms(baseline)} direct connection`,
        ratio: `+${ms(value - baseline)}`,
        target: label === 'p50' && transport === 'statement socket' ? '≤ 1 ms added' : '—',
      });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const rows: BenchRow[] = [];
  for (const kind of ['MySQL', 'PostgreSQL'] as const) rows.push(...dbConsoleRows(await measureDbConsole(kind)));
  printTable(rows);
  process.exit(0);
}
