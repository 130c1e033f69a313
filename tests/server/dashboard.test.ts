import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { backfillStatSummaries } from '../../src/server/db/migrations/037_stat_summaries';
import { insertAttempt, insertCommand } from '../../src/server/modules/terminal/sessionRows';
import { Permission } from '../../src/shared/access/permissions';
import { type DashboardOverview, DashboardOverviewSchema } from '../../src/shared/api/dashboard';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { sessionStart } from './sessionStarts';

/**
 * Issue 17 items 2 and 6: /dashboard/overview reads the summary tables, which the session, command and
 * sign-in writers keep; the figures match hand-counted fixtures, the summaries match a recount of the raw
 * rows (and the upgrade's backfill), and the figures are refused without system:dashboard:query.
 */
const HOUR_MS = 3_600_000;
const ASSET_A = 910_001;
const ASSET_B = 910_002;

async function overview(server: TestServer, token: string, period: string): Promise<DashboardOverview> {
  const result = await call(server.app, 'GET', '/dashboard/overview', { token, query: { period } });
  expect(result.body.code).toBe(ResponseCode.ok);
  return DashboardOverviewSchema.parse(result.body.data);
}

/** The summary rows of one table, as sorted strings, for comparing with a recount. */
async function summaryRows(server: TestServer, table: 'stat_hourly' | 'stat_daily'): Promise<string[]> {
  const rows = await server.db.selectFrom(table).selectAll().execute();
  return rows
    .map((row) => `${row.metric}|${row.dim_kind}|${row.dim_key}|${row.bucket_start}|${Number(row.count)}`)
    .sort();
}

describeEachDatabase('dashboard figures (issue 17)', (server) => {
  it('counts sessions, commands and failed sign-ins per period, as hand-counted', async () => {
    const s = server();
    const token = await signInAdmin(s);
    const alice = await createUser(s, { userName: 'dash_alice' });
    const bob = await createUser(s, { userName: 'dash_bob' });
    const now = s.clock.now();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    // alice: 3 SSH sessions on A now, 1 Telnet on B two hours ago; bob: SSH on A 30 h ago, on B 10 days ago, 40 days ago.
    const first = await insertAttempt(s.db, sessionStart(alice.id, ASSET_A, 'SSH'), now);
    await insertAttempt(s.db, sessionStart(alice.id, ASSET_A, 'SSH'), now);
    await insertAttempt(s.db, sessionStart(alice.id, ASSET_A, 'SSH'), now);
    await insertAttempt(s.db, sessionStart(alice.id, ASSET_B, 'TELNET'), ago(2));
    const old = await insertAttempt(s.db, sessionStart(bob.id, ASSET_A, 'SSH'), ago(30));
    await insertAttempt(s.db, sessionStart(bob.id, ASSET_B, 'SSH'), ago(240));
    await insertAttempt(s.db, sessionStart(bob.id, ASSET_B, 'SSH'), ago(960));
    for (const action of ['run', 'run', 'blocked', 'approved'] as const)
      await insertCommand(s.db, first, 1, 'ls', action, now);
    await insertCommand(s.db, old, 1, 'rm -rf /', 'blocked', ago(30));
    // Three refused sign-ins through the sign-in call itself.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await attemptSignIn(s, 'dash_alice', 'wrong-password');
      expect(refused.body.code).not.toBe(ResponseCode.ok);
    }

    const day = await overview(s, token, '24h');
    expect(day.grain).toBe('hour');
    expect(day.series).toHaveLength(24);
    expect(day.totals).toEqual({ sessions: 4, commands: 4, blocked: 1, held: 1, signInFailures: 3 });
    expect(day.series.at(-1)).toMatchObject({ sessions: 3, commands: 4, blocked: 1, held: 1, signInFailures: 3 });
    expect(day.topUsers).toEqual([
      { userId: alice.id, userName: 'dash_alice', nickName: 'dash_alice nick', sessions: 4 },
    ]);
    expect(day.topAssets).toEqual([
      { assetId: ASSET_A, assetName: null, sessions: 3 },
      { assetId: ASSET_B, assetName: null, sessions: 1 },
    ]);
    expect(day.protocols).toEqual([
      { protocol: 'SSH', sessions: 3 },
      { protocol: 'TELNET', sessions: 1 },
    ]);
    // Every row inserted above is still online (no login outcome was written).
    expect(day.liveSessions).toBe(7);

    const week = await overview(s, token, '7d');
    expect(week.grain).toBe('day');
    expect(week.series).toHaveLength(7);
    expect(week.totals).toEqual({ sessions: 5, commands: 5, blocked: 2, held: 1, signInFailures: 3 });
    expect(week.topUsers.map((user) => [user.userId, user.sessions])).toEqual([
      [alice.id, 4],
      [bob.id, 1],
    ]);
    expect(week.topAssets.map((asset) => [asset.assetId, asset.sessions])).toEqual([
      [ASSET_A, 4],
      [ASSET_B, 1],
    ]);

    const month = await overview(s, token, '30d');
    expect(month.series).toHaveLength(30);
    expect(month.totals.sessions).toBe(6);
    expect(month.topUsers.map((user) => [user.userId, user.sessions])).toEqual([
      [alice.id, 4],
      [bob.id, 2],
    ]);
    expect(month.protocols).toEqual([
      { protocol: 'SSH', sessions: 5 },
      { protocol: 'TELNET', sessions: 1 },
    ]);

    const waiting = await s.db
      .selectFrom('flow_instances')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(month.approvals.total).toBe(Number(waiting.count));
    expect(month.proxies).toEqual({ online: 0, offline: 0, unknown: 0, disabled: 0 });
    expect(month.licence.usage.sessions).toBe(7);
  });

  it('keeps summaries equal to a recount of the raw rows, which is what the upgrade backfills', async () => {
    const s = server();
    const user = await createUser(s, { userName: 'dash_recount' });
    const now = s.clock.now();
    const id = await insertAttempt(s.db, sessionStart(user.id, ASSET_A, 'SSH'), new Date(now.getTime() - 5 * HOUR_MS));
    await insertCommand(s.db, id, 2, 'sudo -i', 'warned', now);
    await attemptSignIn(s, 'dash_recount', 'wrong-password');

    for (const [table, length] of [
      ['stat_hourly', 13],
      ['stat_daily', 10],
    ] as const) {
      const recount = await sql<{ bucket: string; count: number | string }>`
        select substr(started_at, 1, ${sql.lit(length)}) as bucket, count(*) as count
        from terminal_sessions group by substr(started_at, 1, ${sql.lit(length)})`.execute(s.db);
      const summary = await s.db
        .selectFrom(table)
        .select(['bucket_start', 'count'])
        .where('metric', '=', 'session')
        .where('dim_kind', '=', '')
        .execute();
      const counted = new Map(recount.rows.map((row) => [row.bucket, Number(row.count)]));
      expect(new Map(summary.map((row) => [row.bucket_start.slice(0, length), Number(row.count)]))).toEqual(counted);
    }

    const incremental = { hourly: await summaryRows(s, 'stat_hourly'), daily: await summaryRows(s, 'stat_daily') };
    await s.db.deleteFrom('stat_hourly').execute();
    await s.db.deleteFrom('stat_daily').execute();
    await backfillStatSummaries(s.db);
    expect(await summaryRows(s, 'stat_hourly')).toEqual(incremental.hourly);
    expect(await summaryRows(s, 'stat_daily')).toEqual(incremental.daily);
  });

  it('refuses the figures to a user without system:dashboard:query', async () => {
    const s = server();
    const operator = await createUser(s, { userName: 'dash_operator', permissions: [Permission.homeQuery] });
    const token = await signIn(s, 'dash_operator', operator.password);
    const result = await call(s.app, 'GET', '/dashboard/overview', { token, query: { period: '24h' } });
    expect(result.body.code).toBe(ResponseCode.forbidden);
    const auditor = await createUser(s, { userName: 'dash_auditor', permissions: [Permission.dashboardQuery] });
    const allowed = await call(s.app, 'GET', '/dashboard/overview', {
      token: await signIn(s, 'dash_auditor', auditor.password),
      query: { period: '7d' },
    });
    expect(allowed.body.code).toBe(ResponseCode.ok);
  });

  it('refuses a period it does not know, naming the field', async () => {
    const s = server();
    const token = await signInAdmin(s);
    const result = await call(s.app, 'GET', '/dashboard/overview', { token, query: { period: '1y' } });
    expect(result.body.code).not.toBe(ResponseCode.ok);
    expect(result.body.msg).toContain('period');
  });
});
