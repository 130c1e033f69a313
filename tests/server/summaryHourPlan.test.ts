import { expect, it } from 'vitest';
import { planHours } from '../../src/server/modules/dashboard/hourPlan';
import { countsBy, type SummaryWindow } from '../../src/server/modules/dashboard/summaryQueries';
import { recordStat } from '../../src/server/modules/stats/recordStat';
import { describeEachDatabase } from './harness';

/**
 * Issue 17 item 6: top lists over hours read whole days from stat_daily and only the hours around them from
 * stat_hourly (hourPlan.ts). For windows of 24 hours ending at every hour of a day, and for longer and shorter
 * ones, the planned totals equal the plain sum of the hours — the meaning the dashboard had before.
 */
const HOUR_MS = 3_600_000;
const DAY_START = Date.parse('2026-05-10T00:00:00.000Z');

function hourWindow(lastHour: number, hours: number, endsNow: boolean): SummaryWindow {
  const buckets = Array.from({ length: hours }, (_, index) =>
    new Date(DAY_START + (lastHour - (hours - 1 - index)) * HOUR_MS).toISOString(),
  );
  return { grain: 'hour', table: 'stat_hourly', buckets, endsNow };
}

it('plans whole days from the daily table and the fewer hours around them', () => {
  // The last 24 hours at 05:xx: yesterday 06–23 is yesterday's day less its hours 0–5; today 0–5 is today's day.
  expect(planHours(hourWindow(5, 24, true).buckets, true)).toEqual({
    days: ['2026-05-09T00:00:00.000Z', '2026-05-10T00:00:00.000Z'],
    plus: [],
    minus: [
      ['2026-05-09T00:00:00.000Z', '2026-05-09T05:00:00.000Z'],
      ['2026-05-10T06:00:00.000Z', '2026-05-10T23:00:00.000Z'],
    ],
  });
  // At 20:xx: yesterday 21–23 is three hours read as they are.
  expect(planHours(hourWindow(20, 24, true).buckets, true).plus).toEqual([
    ['2026-05-09T21:00:00.000Z', '2026-05-09T23:00:00.000Z'],
  ]);
  // A window in the past pays for the hours after it: 02–04 of one day is read hour by hour.
  expect(planHours(hourWindow(4, 3, false).buckets, false)).toEqual({
    days: [],
    plus: [['2026-05-10T02:00:00.000Z', '2026-05-10T04:00:00.000Z']],
    minus: [],
  });
});

describeEachDatabase('planned hour totals (issue 17)', (server) => {
  it('equal the plain sum of the hours for every window', async () => {
    const s = server();
    const db = s.db;
    // Two days and a half of sessions: keys u1…u5 at varying hours, so windows cut through them differently.
    for (let hour = -36; hour < 24; hour += 1) {
      const at = new Date(DAY_START + hour * HOUR_MS + 60_000);
      for (let user = 1; user <= 5; user += 1) {
        if ((hour + 48) % user !== 0) continue;
        await recordStat(db, 'session', at, [{ kind: 'user', key: `plan-u${user}` }]);
      }
    }
    const plainSum = async (window: SummaryWindow) => {
      const rows = await db
        .selectFrom('stat_hourly')
        .select(['dim_key', 'count'])
        .where('metric', '=', 'session')
        .where('dim_kind', '=', 'user')
        .where('dim_key', 'like', 'plan-u%')
        .where('bucket_start', '>=', window.buckets[0] ?? '')
        .where('bucket_start', '<=', window.buckets.at(-1) ?? '')
        .execute();
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(row.dim_key, (totals.get(row.dim_key) ?? 0) + Number(row.count));
      return totals;
    };
    const windows = [
      ...Array.from({ length: 24 }, (_, hour) => hourWindow(hour, 24, true)),
      hourWindow(23, 48, false),
      hourWindow(10, 30, false),
      hourWindow(3, 2, false),
    ];
    for (const window of windows) {
      const planned = (await countsBy(db, window, 'session', 'user')).filter((row) => row.key.startsWith('plan-u'));
      const expected = await plainSum(window);
      expect(new Map(planned.map((row) => [row.key, row.count])), window.buckets[0]).toEqual(expected);
      expect(planned.map((row) => row.count)).toEqual([...planned.map((row) => row.count)].sort((a, b) => b - a));
      const keys = (await countsBy(db, window, 'session', 'user')).length;
      expect(keys).toBe(expected.size);
    }
  });
});
