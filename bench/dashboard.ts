import { sql } from 'kysely';
import type { Db, DialectName } from '../src/server/db/database';
import { backfillStatSummaries } from '../src/server/db/migrations/037_stat_summaries';
import { type PeriodWindow, periodWindow, seriesOf, sessionsBy } from '../src/server/modules/dashboard/summaryQueries';
import { DASHBOARD_PERIODS, DASHBOARD_TOP_LENGTH, type DashboardPeriod } from '../src/shared/api/dashboard';
import { openBenchApp, percentile, withPgDatabase } from './assetList';
import type { BenchRow } from './table';

/**
 * The dashboard at scale (issue 17 item 6): SESSIONS terminal sessions and COMMANDS command lines spread over
 * 30 days, generated in SQL (a recursive CTE on SQLite, generate_series on PostgreSQL), then the summary tables
 * filled by the upgrade's backfill. For each period, p95 of the dashboard's figures (series, top users, top
 * assets, protocols) over the summary tables, against the same figures over the raw rows; and the whole
 * GET /dashboard/overview through the HTTP layer. Part of `npm run bench` on both databases; alone:
 * `npx tsx bench/dashboard.ts [sqlite] [postgres]`, sizes from DASHBOARD_BENCH_SESSIONS / _COMMANDS.
 */
const SESSIONS = Number(process.env.DASHBOARD_BENCH_SESSIONS ?? 1_000_000);
const COMMANDS = Number(process.env.DASHBOARD_BENCH_COMMANDS ?? 10_000_000);
const SUMMARY_ROUNDS = 30;
const RAW_ROUNDS = Number(process.env.DASHBOARD_BENCH_RAW_ROUNDS ?? 5);
const SPAN_SECONDS = 30 * 24 * 3600;
const USERS = 200;
const ASSETS = 2000;

export interface DashboardBenchResult {
  dialect: DialectName;
  sessions: number;
  commands: number;
  seedSeconds: number;
  backfillSeconds: number;
  periods: { period: DashboardPeriod; summaryP95: number; rawP95: number; httpP95: number }[];
}

/** Raw rows straight into the tables, in one statement each; times end now and go back SPAN_SECONDS. */
export async function seed(db: Db, dialect: DialectName, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const sessionColumns = sql`(user_id, user_name, nick_name, asset_id, asset_name, address, port, protocol,
    account_id, account_name, encoding, client_ip, node_id, state, login_result, cols, rows, started_at, ended_at)`;
  const sessionValues = (time: ReturnType<typeof sql>) => sql`1 + i % ${sql.lit(USERS)}, 'u', 'u',
    1 + i % ${sql.lit(ASSETS)}, 'asset', '192.0.2.1', 22,
    case when i % 10 = 0 then 'TELNET' else 'SSH' end, 1, 'root', 'UTF-8', '127.0.0.1', 'bench', 2, 1, 80, 24,
    ${time}, ${time}`;
  const commandValues = (
    first: number,
    time: ReturnType<typeof sql>,
  ) => sql`${sql.lit(first)} + i % ${sql.lit(SESSIONS)},
    1.0, 'ls -la', case i % 100 when 0 then 'blocked' when 1 then 'approved' else 'run' end, ${time}`;
  if (dialect === 'sqlite') {
    const at = (count: number) =>
      sql`strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${nowIso}) - (i * ${sql.lit(SPAN_SECONDS / count)}) / 86400.0)`;
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(SESSIONS - 1)})
      insert into terminal_sessions ${sessionColumns} select ${sessionValues(at(SESSIONS))} from n`.execute(db);
  } else {
    const at = (count: number) =>
      sql`to_char(${nowIso}::timestamptz at time zone 'UTC' - make_interval(secs => i * ${sql.lit(SPAN_SECONDS / count)}),
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await sql`insert into terminal_sessions ${sessionColumns}
      select ${sessionValues(at(SESSIONS))} from generate_series(0, ${sql.lit(SESSIONS - 1)}) as i`.execute(db);
  }
  const { first } = await db
    .selectFrom('terminal_sessions')
    .select((eb) => eb.fn.min('id').as('first'))
    .executeTakeFirstOrThrow();
  const commandColumns = sql`(session_id, at_seconds, line, action, created_at)`;
  if (dialect === 'sqlite') {
    const at = sql`strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${nowIso}) - (i * ${sql.lit(SPAN_SECONDS / COMMANDS)}) / 86400.0)`;
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(COMMANDS - 1)})
      insert into terminal_commands ${commandColumns} select ${commandValues(Number(first), at)} from n`.execute(db);
  } else {
    const at = sql`to_char(${nowIso}::timestamptz at time zone 'UTC' - make_interval(secs => i * ${sql.lit(SPAN_SECONDS / COMMANDS)}),
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await sql`insert into terminal_commands ${commandColumns}
      select ${commandValues(Number(first), at)} from generate_series(0, ${sql.lit(COMMANDS - 1)}) as i`.execute(db);
  }
}

/** The dashboard's figures over the summary tables: what GET /dashboard/overview runs for them. */
async function summaryFigures(db: Db, window: PeriodWindow): Promise<unknown> {
  return Promise.all([
    seriesOf(db, window),
    sessionsBy(db, window, 'user', DASHBOARD_TOP_LENGTH),
    sessionsBy(db, window, 'asset', DASHBOARD_TOP_LENGTH),
    sessionsBy(db, window, 'protocol'),
  ]);
}

/** The same figures over the raw rows: what the dashboard would run without summaries (best indexes there are). */
async function rawFigures(db: Db, window: PeriodWindow): Promise<unknown> {
  const from = window.buckets[0] ?? '';
  const length = window.grain === 'hour' ? 13 : 10;
  const bucket = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(length)})`;
  const top = (column: 'user_id' | 'asset_id' | 'protocol', limit?: number) => {
    let query = db
      .selectFrom('terminal_sessions')
      .select((eb) => [column, eb.fn.countAll<number | string>().as('total')])
      .where('started_at', '>=', from)
      .groupBy(column)
      .orderBy('total', 'desc');
    if (limit !== undefined) query = query.limit(limit);
    return query.execute();
  };
  return Promise.all([
    db
      .selectFrom('terminal_sessions')
      .select((eb) => [bucket('started_at').as('bucket'), eb.fn.countAll().as('count')])
      .where('started_at', '>=', from)
      .groupBy(bucket('started_at'))
      .execute(),
    db
      .selectFrom('terminal_commands')
      .select((eb) => [bucket('created_at').as('bucket'), 'action', eb.fn.countAll().as('count')])
      .where('created_at', '>=', from)
      .groupBy([bucket('created_at'), 'action'])
      .execute(),
    db
      .selectFrom('login_logs')
      .select((eb) => [bucket('login_time').as('bucket'), eb.fn.countAll().as('count')])
      .where('login_time', '>=', from)
      .where('status', '=', 2)
      .groupBy(bucket('login_time'))
      .execute(),
    top('user_id', DASHBOARD_TOP_LENGTH),
    top('asset_id', DASHBOARD_TOP_LENGTH),
    top('protocol'),
  ]);
}

async function p95Of(rounds: number, run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 0.95);
}

async function measureOn(dialect: DialectName, databaseUrl: string | undefined): Promise<DashboardBenchResult> {
  const { app, inject, token, close } = await openBenchApp(databaseUrl);
  const db = app.gatehouse.db;
  try {
    const now = new Date();
    let started = performance.now();
    await seed(db, dialect, now);
    const seedSeconds = (performance.now() - started) / 1000;
    await db.deleteFrom('stat_hourly').execute();
    await db.deleteFrom('stat_daily').execute();
    started = performance.now();
    await backfillStatSummaries(db);
    const backfillSeconds = (performance.now() - started) / 1000;
    await sql`analyze`.execute(db);
    const periods = [];
    for (const period of DASHBOARD_PERIODS) {
      const window = periodWindow(period, now);
      periods.push({
        period,
        summaryP95: await p95Of(SUMMARY_ROUNDS, () => summaryFigures(db, window)),
        httpP95: await p95Of(SUMMARY_ROUNDS, () => inject('GET', `/dashboard/overview?period=${period}`, token)),
        rawP95: await p95Of(RAW_ROUNDS, () => rawFigures(db, window)),
      });
    }
    return { dialect, sessions: SESSIONS, commands: COMMANDS, seedSeconds, backfillSeconds, periods };
  } finally {
    await close();
  }
}

export async function measureDashboard(dialect: DialectName): Promise<DashboardBenchResult> {
  return dialect === 'postgres' ? withPgDatabase((url) => measureOn(dialect, url)) : measureOn(dialect, undefined);
}

export function dashboardRows(result: DashboardBenchResult): BenchRow[] {
  const label = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const scale = `${result.sessions.toLocaleString('en')} sessions, ${result.commands.toLocaleString('en')} commands, ${label}`;
  return [
    ...result.periods.flatMap((row) => [
      {
        benchmark: `dashboard figures ${row.period} over summaries at ${scale} (p95 of ${SUMMARY_ROUNDS})`,
        value: `${row.summaryP95.toFixed(1)} ms`,
        baseline: `${row.rawP95.toFixed(0)} ms over raw rows (p95 of ${RAW_ROUNDS})`,
        ratio: `${(row.summaryP95 / row.rawP95).toFixed(4)}×`,
        target: '≤ 50 ms',
      },
      {
        benchmark: `GET /dashboard/overview?period=${row.period} at ${scale} (HTTP, p95 of ${SUMMARY_ROUNDS})`,
        value: `${row.httpP95.toFixed(1)} ms`,
        baseline: `${row.summaryP95.toFixed(1)} ms figures alone`,
        ratio: `${(row.httpP95 / row.summaryP95).toFixed(1)}×`,
        target: '≤ 50 ms',
      },
    ]),
    {
      benchmark: `backfill of the summaries (upgrade, migration 037) at ${scale}`,
      value: `${result.backfillSeconds.toFixed(1)} s`,
      baseline: `${result.seedSeconds.toFixed(1)} s generating the raw rows`,
      ratio: `${(result.backfillSeconds / result.seedSeconds).toFixed(2)}×`,
      target: '—',
    },
  ];
}

/** `npx tsx bench/dashboard.ts [sqlite] [postgres]` runs this benchmark alone (SQLite when no dialect is named). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const named = process.argv.slice(2).filter((arg): arg is DialectName => arg === 'sqlite' || arg === 'postgres');
  const rows = [];
  for (const dialect of named.length ? named : (['sqlite'] as const)) {
    const result = await measureDashboard(dialect);
    rows.push(...dashboardRows(result));
    printTable(rows);
  }
}
