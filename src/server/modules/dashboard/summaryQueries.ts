import { sql } from 'kysely';
import type { DashboardBucket, DashboardPeriod } from '../../../shared/api/dashboard';
import type { Db } from '../../db/database';
import { statBuckets } from '../stats';
import { planHours } from './hourPlan';

/**
 * The dashboard's figures over time, read from the summary tables only (docs/dashboard.md): every query is a
 * range scan of one (metric, dim_kind) prefix of the key, so its cost follows the number of buckets and
 * keys in the period, not the number of sessions or commands.
 */
export interface SummaryWindow {
  grain: 'hour' | 'day';
  table: 'stat_hourly' | 'stat_daily';
  /** Bucket starts, oldest first. */
  buckets: string[];
  /** The last bucket holds now (a dashboard period): nothing is counted after it yet. */
  endsNow?: boolean;
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
  return { period, grain, table: grain === 'hour' ? 'stat_hourly' : 'stat_daily', buckets, endsNow: true };
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

type Metric = 'session' | 'command';
type BucketRange = readonly [string, string];
/** A range no bucket falls in (every bucket starts with a digit of its year). */
const NO_BUCKETS: BucketRange = ['9999', '0000'];
type DimKind = 'user' | 'asset' | 'protocol' | 'action';

/**
 * Each key's total of one metric and dimension over the window, keys with none left out. Days read stat_daily;
 * hours are planned (hourPlan.ts) so that whole days read their one daily bucket.
 */
function keyTotals(db: Db, window: SummaryWindow, metric: Metric, kind: DimKind) {
  const from = (table: 'stat_hourly' | 'stat_daily') =>
    db.selectFrom(table).where('metric', '=', metric).where('dim_kind', '=', kind);
  const added = (table: 'stat_hourly' | 'stat_daily') => from(table).select(['dim_key', sql<number>`count`.as('part')]);
  const taken = from('stat_hourly').select(['dim_key', sql<number>`0 - count`.as('part')]);
  const between = <Q extends ReturnType<typeof taken.where>>(query: Q, [start, end]: BucketRange) =>
    query.where('bucket_start', '>=', start).where('bucket_start', '<=', end);
  const parts = [];
  if (window.grain === 'day') {
    parts.push(between(added('stat_daily'), [first(window), last(window)]));
  } else {
    // Always the same five parts, unused ones over no bucket, so the statement is one shape at every hour of the
    // day: its plan is chosen once, and the suites check each shape on both databases.
    const plan = planHours(window.buckets, window.endsNow ?? false);
    if (plan.plus.length > 2 || plan.minus.length > 2) throw new Error('an hour window has two partial days at most');
    const days: BucketRange = plan.days.length > 0 ? [plan.days[0] ?? '', plan.days.at(-1) ?? ''] : NO_BUCKETS;
    parts.push(between(added('stat_daily'), days));
    for (const index of [0, 1]) parts.push(between(added('stat_hourly'), plan.plus[index] ?? NO_BUCKETS));
    for (const index of [0, 1]) parts.push(between(taken, plan.minus[index] ?? NO_BUCKETS));
  }
  const [head, ...rest] = parts;
  if (!head) return null;
  const all = rest.reduce((union, part) => union.unionAll(part), head);
  return db
    .selectFrom(all.as('parts'))
    .select((eb) => ['parts.dim_key', eb.fn.sum<number | string>('parts.part').as('total')])
    .groupBy('parts.dim_key')
    .having((eb) => eb.fn.sum('parts.part'), '>', 0);
}

/** One metric's counts per key of one dimension over the window, largest first (ties by key). */
export async function countsBy(
  db: Db,
  window: SummaryWindow,
  metric: Metric,
  kind: DimKind,
  limit?: number,
): Promise<{ key: string; count: number }[]> {
  const totals = keyTotals(db, window, metric, kind);
  if (!totals) return [];
  let query = totals.orderBy('total', 'desc').orderBy('parts.dim_key');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ key: row.dim_key, count: Number(row.total) }));
}
