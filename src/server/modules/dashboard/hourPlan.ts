/**
 * How to total a range of UTC hours per key with the fewest summary rows (docs/dashboard.md): a whole UTC day is
 * its one stat_daily bucket; a part of a day is either its hours from stat_hourly, or the day's stat_daily bucket
 * less the hours left out, whichever reads fewer hours. The recorders write a day and its hours together, so the
 * two ways give the same totals. At 2,000 assets the last 24 hours' top list read ~24,000 hourly rows; planned, it
 * reads two days and at most twelve hours.
 */
export interface HourPlan {
  /** stat_daily buckets added whole: consecutive days (only a window's first and last day can be partial). */
  days: string[];
  /** stat_hourly ranges (first and last bucket, both included) added: two at most (the first and last day). */
  plus: [string, string][];
  /** stat_hourly ranges taken away from a day added whole: two at most (before the first, after the last hour). */
  minus: [string, string][];
}

const HOUR_MS = 3_600_000;
const hourOf = (day: string, hour: number) => new Date(Date.parse(day) + hour * HOUR_MS).toISOString();

/**
 * `buckets`: consecutive hour starts, oldest first. `endsNow`: the last bucket holds now, so the hours after it
 * hold nothing yet and leaving them out costs nothing.
 */
export function planHours(buckets: readonly string[], endsNow: boolean): HourPlan {
  const plan: HourPlan = { days: [], plus: [], minus: [] };
  const byDay = new Map<string, number[]>();
  for (const bucket of buckets) {
    const day = `${bucket.slice(0, 10)}T00:00:00.000Z`;
    const hours = byDay.get(day) ?? [];
    hours.push(Number(bucket.slice(11, 13)));
    byDay.set(day, hours);
  }
  const lastDay = [...byDay.keys()].at(-1);
  for (const [day, hours] of byDay) {
    const first = Math.min(...hours);
    const last = Math.max(...hours);
    const before = first;
    const after = 23 - last;
    const afterCost = endsNow && day === lastDay ? 0 : after;
    if (before + afterCost >= hours.length) {
      plan.plus.push([hourOf(day, first), hourOf(day, last)]);
      continue;
    }
    plan.days.push(day);
    if (before > 0) plan.minus.push([hourOf(day, 0), hourOf(day, first - 1)]);
    if (after > 0) plan.minus.push([hourOf(day, last + 1), hourOf(day, 23)]);
  }
  return plan;
}
