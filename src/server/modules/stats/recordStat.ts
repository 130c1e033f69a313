import type { Db } from '../../db/database';

/**
 * The one writer of the dashboard's summary tables (migration 037; docs/dashboard.md). Each event adds 1 to
 * its metric's rows in the hour and the day it belongs to, with an upsert both dialects run the same way.
 * Call it with the transaction that writes the event's own row, so a summary never counts a row that was
 * rolled back. Keep the meanings in step with backfillStatSummaries in the migration, which recounts them.
 */
export type StatMetric = 'session' | 'command' | 'signInFailed';
export type StatDimKind = '' | 'user' | 'asset' | 'protocol' | 'action';

export interface StatDim {
  kind: StatDimKind;
  key: string;
}

/** The metric's total: the row every event of a metric without dimensions adds to. */
export const TOTAL: StatDim = { kind: '', key: '' };

const HOUR_CHARS = 13;
const DAY_CHARS = 10;

/** The UTC hour and day an ISO time falls in, as the bucket_start of stat_hourly and stat_daily. */
export function statBuckets(iso: string): { hour: string; day: string } {
  return { hour: `${iso.slice(0, HOUR_CHARS)}:00:00.000Z`, day: `${iso.slice(0, DAY_CHARS)}T00:00:00.000Z` };
}

export async function recordStat(db: Db, metric: StatMetric, at: Date, dims: readonly StatDim[]): Promise<void> {
  const { hour, day } = statBuckets(at.toISOString());
  for (const [table, bucket] of [
    ['stat_hourly', hour],
    ['stat_daily', day],
  ] as const) {
    await db
      .insertInto(table)
      .values(
        dims.map((dim) => ({
          metric,
          dim_kind: dim.kind,
          dim_key: dim.key.slice(0, 64),
          bucket_start: bucket,
          count: 1,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['metric', 'dim_kind', 'bucket_start', 'dim_key'])
          .doUpdateSet((eb) => ({ count: eb(`${table}.count`, '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
}

/** A terminal session row was written (a login attempt, as the session audit lists it). */
export function countSession(
  db: Db,
  at: Date,
  session: { userId: number; assetId: number; protocol: string },
): Promise<void> {
  return recordStat(db, 'session', at, [
    TOTAL,
    { kind: 'user', key: String(session.userId) },
    { kind: 'asset', key: String(session.assetId) },
    { kind: 'protocol', key: session.protocol },
  ]);
}

/** A command line was recorded with what interception did with it (run, blocked, held…). */
export function countCommand(db: Db, at: Date, action: string): Promise<void> {
  return recordStat(db, 'command', at, [{ kind: 'action', key: action }]);
}

/** A sign-in to the console was refused (a login log row of status failure). */
export function countSignInFailure(db: Db, at: Date): Promise<void> {
  return recordStat(db, 'signInFailed', at, [TOTAL]);
}
