import {
  STATISTICS_TOP_LENGTH,
  type StatisticsBreakdown,
  type StatisticsDimension,
  type StatisticsReport,
  type StatisticsReportRequest,
} from '../../../shared/api/statistics';
import type { Deps } from '../../deps';
import { countsBy, type SummaryWindow, seriesOf } from '../dashboard';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The report's buckets: every UTC day (or hour) from the first day's midnight to the last day's end. */
export function reportWindow(request: Pick<StatisticsReportRequest, 'from' | 'to' | 'grain'>): SummaryWindow {
  const start = Date.parse(`${request.from}T00:00:00.000Z`);
  const end = Date.parse(`${request.to}T00:00:00.000Z`) + DAY_MS;
  const step = request.grain === 'hour' ? HOUR_MS : DAY_MS;
  const buckets: string[] = [];
  for (let at = start; at < end; at += step) buckets.push(new Date(at).toISOString());
  return { grain: request.grain, table: request.grain === 'hour' ? 'stat_hourly' : 'stat_daily', buckets };
}

/**
 * GET /statistics/report (docs/statistics.md): the series and the chosen breakdowns over the period, from the
 * summary tables. Installation-wide for holders of system:statistics:query.
 */
export async function statisticsReport(deps: Deps, request: StatisticsReportRequest): Promise<StatisticsReport> {
  const window = reportWindow(request);
  const [series, ...breakdowns] = await Promise.all([
    seriesOf(deps.db, window),
    ...request.dimensions.map((dimension) => breakdownOf(deps, window, dimension)),
  ]);
  // A session counts once in each of its dimensions and a command line once by action: what the listed rows
  // leave out is the period's total less their sum.
  const totals = { sessions: 0, commands: 0, blocked: 0, held: 0, signInFailures: 0 };
  for (const bucket of series) {
    totals.sessions += bucket.sessions;
    totals.commands += bucket.commands;
    totals.blocked += bucket.blocked;
    totals.held += bucket.held;
    totals.signInFailures += bucket.signInFailures;
  }
  return {
    from: request.from,
    to: request.to,
    grain: request.grain,
    generatedAt: deps.now().toISOString(),
    series,
    totals,
    breakdowns: breakdowns.map((breakdown) => ({
      ...breakdown,
      others:
        (breakdown.metric === 'commands' ? totals.commands : totals.sessions) -
        breakdown.rows.reduce((sum, row) => sum + row.count, 0),
    })),
  };
}

async function breakdownOf(
  deps: Deps,
  window: SummaryWindow,
  dimension: StatisticsDimension,
): Promise<Omit<StatisticsBreakdown, 'others'>> {
  const metric = dimension === 'action' ? 'command' : 'session';
  // Every key in one read (a few thousand at most: users, assets, protocols, outcomes), the top ones listed.
  const all = await countsBy(deps.db, window, metric, dimension);
  const top = all.slice(0, STATISTICS_TOP_LENGTH);
  const keys = all.length;
  const names = await namesOf(
    deps,
    dimension,
    top.map((row) => row.key),
  );
  return {
    dimension,
    metric: metric === 'command' ? 'commands' : 'sessions',
    rows: top.map((row) => ({
      key: row.key,
      name: names.get(row.key)?.name ?? null,
      nickName: names.get(row.key)?.nickName ?? null,
      count: row.count,
    })),
    keys,
  };
}

/** Users and assets by their names now (a deleted one has none); protocols and actions name themselves. */
async function namesOf(
  deps: Deps,
  dimension: StatisticsDimension,
  keys: string[],
): Promise<Map<string, { name: string; nickName: string | null }>> {
  const ids = keys.map(Number).filter((id) => Number.isSafeInteger(id));
  if (dimension === 'user' && ids.length > 0) {
    const users = await deps.db
      .selectFrom('users')
      .select(['id', 'user_name', 'nick_name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      users.map((user) => [
        String(user.id),
        { name: user.user_name, nickName: user.nick_name && user.nick_name !== user.user_name ? user.nick_name : null },
      ]),
    );
  }
  if (dimension === 'asset' && ids.length > 0) {
    const assets = await deps.db.selectFrom('assets').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(assets.map((asset) => [String(asset.id), { name: asset.name, nickName: null }]));
  }
  if (dimension === 'protocol' || dimension === 'action') {
    return new Map(keys.map((key) => [key, { name: key, nickName: null }]));
  }
  return new Map();
}
