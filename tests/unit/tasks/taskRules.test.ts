import { describe, expect, it } from 'vitest';
import { cronOf, nextRunsOf, scheduleProblem, type TaskSchedule } from '../../../src/shared/rules/taskRules';

const hourly: TaskSchedule = {
  kind: 'cron',
  cycle: 0,
  time: '02:00',
  weekDays: [],
  monthDays: [],
  cron: '0 * * * *',
  timeZone: 'America/New_York',
};

describe('task schedules', () => {
  it('lists each firing once across a spring-forward gap, every one later than the one before', () => {
    const runs = nextRunsOf(hourly, new Date('2026-03-08T06:30:00Z'), 4).map((run) => run.toISOString());
    expect(runs).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T09:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
    ]);
  });

  it('reads a daily cycle in its own time zone', () => {
    const daily: TaskSchedule = { ...hourly, kind: 'cycle', cycle: 0, time: '02:00', timeZone: 'Asia/Shanghai' };
    expect(cronOf(daily)).toBe('0 2 * * *');
    expect(nextRunsOf(daily, new Date('2026-11-27T00:00:00Z'), 1)[0]?.toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(scheduleProblem({ ...daily, timeZone: 'Nowhere/City' })).toBe('timeZoneInvalid');
  });
});
