import { DASHBOARD_TOP_LENGTH, type DashboardOverview, type DashboardPeriod } from '../../../shared/api/dashboard';
import type { Deps } from '../../deps';
import { licenceView } from '../licence';
import { approvalsWaiting, proxyHealth } from './nowFigures';
import { periodWindow, seriesOf, sessionsBy } from './summaryQueries';

/**
 * GET /dashboard/overview (docs/dashboard.md): installation-wide figures for holders of system:dashboard:query;
 * nothing is narrowed to the caller, by design (the permission is the scope).
 */
export async function dashboardOverview(deps: Deps, period: DashboardPeriod): Promise<DashboardOverview> {
  const now = deps.now();
  const window = periodWindow(period, now);
  // Independent reads: side by side (on PostgreSQL, one connection each; SQLite runs them in turn anyway).
  const [series, licence, users, assets, protocols, approvals, proxies] = await Promise.all([
    seriesOf(deps.db, window),
    licenceView(deps),
    topUsers(deps, window),
    topAssets(deps, window),
    sessionsBy(deps.db, window, 'protocol'),
    approvalsWaiting(deps.db, now),
    proxyHealth(deps.db),
  ]);
  const totals = { sessions: 0, commands: 0, blocked: 0, held: 0, signInFailures: 0 };
  for (const bucket of series) {
    totals.sessions += bucket.sessions;
    totals.commands += bucket.commands;
    totals.blocked += bucket.blocked;
    totals.held += bucket.held;
    totals.signInFailures += bucket.signInFailures;
  }
  return {
    period,
    grain: window.grain,
    from: window.buckets[0] ?? now.toISOString(),
    generatedAt: now.toISOString(),
    liveSessions: licence.usage.sessions,
    series,
    totals,
    topUsers: users,
    topAssets: assets,
    protocols: protocols.map((row) => ({ protocol: row.key, sessions: row.sessions })),
    approvals,
    proxies,
    licence: { status: licence.status, limits: licence.limits, usage: licence.usage },
  };
}

type Window = ReturnType<typeof periodWindow>;

async function topUsers(deps: Deps, window: Window): Promise<DashboardOverview['topUsers']> {
  const top = await sessionsBy(deps.db, window, 'user', DASHBOARD_TOP_LENGTH);
  const ids = top.map((row) => Number(row.key));
  const users = ids.length
    ? await deps.db.selectFrom('users').select(['id', 'user_name', 'nick_name']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(users.map((user) => [user.id, user]));
  return top.map((row, index) => {
    const user = byId.get(ids[index] ?? 0);
    return {
      userId: Number(row.key),
      userName: user?.user_name ?? null,
      nickName: user?.nick_name ?? null,
      sessions: row.sessions,
    };
  });
}

async function topAssets(deps: Deps, window: Window): Promise<DashboardOverview['topAssets']> {
  const top = await sessionsBy(deps.db, window, 'asset', DASHBOARD_TOP_LENGTH);
  const ids = top.map((row) => Number(row.key));
  const assets = ids.length
    ? await deps.db.selectFrom('assets').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(assets.map((asset) => [asset.id, asset.name]));
  return top.map((row) => ({
    assetId: Number(row.key),
    assetName: byId.get(Number(row.key)) ?? null,
    sessions: row.sessions,
  }));
}
