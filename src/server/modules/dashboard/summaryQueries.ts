import type { DashboardBucket, DashboardPeriod } from '../../../shared/api/dashboard';
import type { Db } from '../../db/database';
import { statBuckets } from '../stats';

/**
 * The dashboard's figures over time, read from the summary tables only (docs/dashboard.md): every query is a
 * range scan of one (metric, dim_kind) prefix of the key, so its cost follows the number of buckets and
 * keys in the period, not the number of sessions or commands.
 */
export interface SummaryWindow {
  grain: 'hour' | 'day';
  table: 'stat_hourly' | 'stat_daily';
  /** Bucket starts, oldest first; the last is the bucket holding now. */
  buckets: string[];
}

/** A dashboard period's window: its last bucket holds now. */
export interface PeriodWindow extends SummaryWindow {
  period: DashboardPeriod;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHAPES: Record<DashboardPeriod, { grain: 'hour' | 'day'; count: number }> = {
  '24h': { grain: 'hour', count: 24 },
  '7d': { grain: 'day', count: 7 },
  '30d': { grain: 'day', count: 30 },
};

export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const { grain, count } = SHAPES[period];
  const { hour, day } = statBuckets(now.toISOString());
  const lastMs = Date.parse(grain === 'hour' ? hour : day);
  const stepMs = grain === 'hour' ? HOUR_MS : DAY_MS;
  const buckets = Array.from({ length: count }, (_, index) =>
    new Date(lastMs - (count - 1 - index) * stepMs).toISOString(),
  );
  return { period, grain, table: grain === 'hour' ? 'stat_hourly' : 'stat_daily', buckets };
}

/**
 * A held line is written once its approval ends (bastion/gateway/terminalSession.ts), as approved, refused or
 * withdrawn: those actions are the held lines, counted in the bucket of the outcome.
 */
const HELD_OUTCOMES = new Set(['approved', 'refused', 'withdrawn']);

const first = (window: SummaryWindow): string => window.buckets[0] ?? '';
const last = (window: SummaryWindow): string => window.buckets.at(-1) ?? '';

/** Sessions, commands by action and failed sign-ins per bucket, zero where nothing happened. */
export async function seriesOf(db: Db, window: SummaryWindow): Promise<DashboardBucket[]> {
  const rows = await db
    .selectFrom(window.table)
    .select(['metric', 'dim_kind', 'dim_key', 'bucket_start', 'count'])
    .where((eb) =>
      eb.or([
        eb.and([eb('metric', '=', 'session'), eb('dim_kind', '=', '')]),
        eb.and([eb('metric', '=', 'command'), eb('dim_kind', '=', 'action')]),
        eb.and([eb('metric', '=', 'signInFailed'), eb('dim_kind', '=', '')]),
      ]),
    )
    .where('bucket_start', '>=', first(window))
    .where('bucket_start', '<=', last(window))
    .execute();
  const byBucket = new Map<string, DashboardBucket>(
    window.buckets.map((bucketStart) => [
      bucketStart,
      { bucketStart, sessions: 0, commands: 0, blocked: 0, held: 0, signInFailures: 0 },
    ]),
  );
  for (const row of rows) {
    const bucket = byBucket.get(row.bucket_start);
    if (!bucket) continue; // a bucket after now (a clock set back): not part of this period
    const value = Number(row.count);
    if (row.metric === 'session') bucket.sessions += value;
    else if (row.metric === 'signInFailed') bucket.signInFailures += value;
    else {
      bucket.commands += value;
      if (row.dim_key === 'blocked') bucket.blocked += value;
      if (HELD_OUTCOMES.has(row.dim_key)) bucket.held += value;
    }
  }
  return [...byBucket.values()];
}

/** The session counts of one dimension over the window, largest first (ties by key); `limit` rows at most. */
export function sessionsBy(
  db: Db,
  window: SummaryWindow,
  kind: 'user' | 'asset' | 'protocol',
  limit?: number,
): Promise<{ key: string; sessions: number }[]> {
  return countsBy(db, window, 'session', kind, limit).then((rows) =>
    rows.map((row) => ({ key: row.key, sessions: row.count })),
  );
}

/** One metric's counts per key of one dimension over the window, largest first (ties by key). */
export async function countsBy(
  db: Db,
  window: SummaryWindow,
  metric: 'session' | 'command',
  kind: 'user' | 'asset' | 'protocol' | 'action',
  limit?: number,
): Promise<{ key: string; count: number }[]> {
  let query = db
    .selectFrom(window.table)
    .select((eb) => ['dim_key', eb.fn.sum<number | string>('count').as('total')])
    .where('metric', '=', metric)
    .where('dim_kind', '=', kind)
    .where('bucket_start', '>=', first(window))
    .where('bucket_start', '<=', last(window))
    .groupBy('dim_key')
    .orderBy('total', 'desc')
    .orderBy('dim_key');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ key: row.dim_key, count: Number(row.total) }));
}

/** How many keys of one dimension have any count in the window. */
export async function keysOf(
  db: Db,
  window: SummaryWindow,
  metric: 'session' | 'command',
  kind: 'user' | 'asset' | 'protocol' | 'action',
): Promise<number> {
  const row = await db
    .selectFrom(window.table)
    .select((eb) => eb.fn.count<number | string>('dim_key').distinct().as('keys'))
    .where('metric', '=', metric)
    .where('dim_kind', '=', kind)
    .where('bucket_start', '>=', first(window))
    .where('bucket_start', '<=', last(window))
    .executeTakeFirst();
  return Number(row?.keys ?? 0);
}
