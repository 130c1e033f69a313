import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/server/app';
import type { Db, DialectName } from '../../src/server/db/database';

/**
 * Runs server suites against SQLite (a temporary data dir) and PostgreSQL (a fresh database on
 * 127.0.0.1:5432 per server, dropped afterwards). PostgreSQL being unreachable fails the suite: CI
 * starts it, and a silently skipped half of the matrix would hide dialect bugs.
 *
 * Which suites run on both is a choice per suite (tests/server/README.md): `DIALECTS` /
 * `describeEachDatabase` for suites whose queries can differ between the dialects, `SQLITE_ONLY` /
 * `describeOnSqlite` for suites that exercise protocols and logic over queries other suites already
 * run on PostgreSQL. GATEHOUSE_TEST_ALL_DIALECTS=1 puts every suite back on both.
 */
export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];
export const SQLITE_ONLY: readonly DialectName[] =
  process.env.GATEHOUSE_TEST_ALL_DIALECTS === '1' ? DIALECTS : ['sqlite'];
export const PG_ADMIN_URL = process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  dialect: DialectName;
  clock: TestClock;
  /** What a second node on the same database needs (PostgreSQL URL, or the SQLite data dir). */
  dataDir: string;
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

export async function withPgAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${PG_ADMIN_URL}; the server suite needs it`, { cause: error });
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function startServer(
  dialect: DialectName,
  options: Partial<Omit<BuildOptions, 'now'>> = {},
): Promise<TestServer> {
  const clock = new TestClock();
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (dialect === 'postgres') {
    dbName = `gatehouse_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await withPgAdmin((client) => client.query(`CREATE DATABASE ${dbName}`));
    databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  }
  const app = await buildApp({
    dataDir,
    databaseUrl,
    now: clock.now,
    distDir: join(dataDir, 'no-dist'),
    // Never the host's network, whatever the shell says (GATEHOUSE_MANAGE_NETWORK): network.test.ts asks for a namespace.
    network: { isManaged: false },
    ...options,
  });
  return {
    app,
    db: app.gatehouse.db,
    dialect,
    clock,
    dataDir,
    databaseUrl,
    stop: async () => {
      await app.close();
      if (dbName) await withPgAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One describe block per dialect, each with its own server for the whole block. Tests in a block share
 * that server, so each test makes its own users rather than relying on order.
 * For suites whose SQL is dialect-sensitive (see tests/server/README.md); otherwise `describeOnSqlite`.
 */
export function describeEachDatabase(
  title: string,
  body: (server: () => TestServer) => void,
  options: Partial<Omit<BuildOptions, 'now'>> = {},
): void {
  describeOnDatabases(DIALECTS, title, body, options);
}

/**
 * `describeEachDatabase` on SQLite only: for suites that test protocols, sockets and flows whose
 * queries other suites already run on PostgreSQL (the CI check in tests/server/support/sqlPaths.ts
 * fails a run that leaves a query site without PostgreSQL).
 */
export function describeOnSqlite(
  title: string,
  body: (server: () => TestServer) => void,
  options: Partial<Omit<BuildOptions, 'now'>> = {},
): void {
  describeOnDatabases(SQLITE_ONLY, title, body, options);
}

function describeOnDatabases(
  dialects: readonly DialectName[],
  title: string,
  body: (server: () => TestServer) => void,
  options: Partial<Omit<BuildOptions, 'now'>>,
): void {
  for (const dialect of dialects) {
    describe(`${title} [${dialect}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startServer(dialect, options);
      });
      afterAll(async () => {
        await server?.stop();
      });
      body(() => {
        if (!server) throw new Error('server not started');
        return server;
      });
    });
  }
}
