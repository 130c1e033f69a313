import { describe, expect, it } from 'vitest';
import { describeSchedule, type ScheduleFacts } from '../../../src/app/features/tasks/scheduleText';
import { translatorFor } from './translate';

const schedule = (patch: Partial<ScheduleFacts>): ScheduleFacts => ({
  kind: 'cycle',
  cycle: 0,
  time: '02:00',
  weekDays: [],
  monthDays: [],
  cron: '',
  timeZone: 'Asia/Shanghai',
  ...patch,
});

describe('describeSchedule (issue 15)', () => {
  const zh = translatorFor('zh-CN');
  const en = translatorFor('en');

  it('says a daily cycle with its time and zone', () => {
    expect(describeSchedule(schedule({}), zh)).toBe('每天 02:00（Asia/Shanghai）');
    expect(describeSchedule(schedule({ timeZone: 'UTC' }), en)).toBe('Daily at 02:00 (UTC)');
  });

  it('lists weekly days Monday first, Sunday last, whatever order they were ticked in', () => {
    const weekly = schedule({ cycle: 1, time: '03:30', weekDays: [0, 3, 1] });
    expect(describeSchedule(weekly, zh)).toBe('每周一、三、日 03:30（Asia/Shanghai）');
    expect(describeSchedule(weekly, en)).toBe('Weekly on Mon, Wed, Sun at 03:30 (Asia/Shanghai)');
  });

  it('lists monthly days in order', () => {
    const monthly = schedule({ cycle: 2, time: '01:00', monthDays: [15, 1] });
    expect(describeSchedule(monthly, zh)).toBe('每月 1、15 日 01:00（Asia/Shanghai）');
    expect(describeSchedule(monthly, en)).toBe('Monthly on day 1, 15 at 01:00 (Asia/Shanghai)');
  });

  it('shows a cron schedule as its expression, whatever cycle fields it carries', () => {
    const cron = schedule({ kind: 'cron', cycle: 1, weekDays: [1], cron: ' */15 9-18 * * 1-5 ' });
    expect(describeSchedule(cron, zh)).toBe('Cron */15 9-18 * * 1-5（Asia/Shanghai）');
    expect(describeSchedule(cron, en)).toBe('Cron */15 9-18 * * 1-5 (Asia/Shanghai)');
  });
});
