import { describe, expect, it } from 'vitest';
import { CRON_EXAMPLES, CRON_NICKNAMES, CRON_SYMBOLS } from '../../../src/app/features/tasks/cronGuide';
import { wallClockIn } from '../../../src/app/features/tasks/zoneTime';
import { nextRunsOf, scheduleProblem, type TaskSchedule } from '../../../src/shared/rules/taskRules';

/**
 * /cron-document-list documents only what the scheduler accepts: every expression it shows is held here to
 * taskRules (croner, as the server runs it), and each sentence about behaviour to the firings croner plans.
 */
const cron = (expression: string, timeZone = 'Asia/Shanghai'): TaskSchedule => ({
  kind: 'cron',
  cycle: 0,
  time: '00:00',
  weekDays: [],
  monthDays: [],
  cron: expression,
  timeZone,
});

/** The next firings after a Friday, 30 January 2026, 00:00 in the zone, on its wall clock ("YYYY-MM-DD HH:mm:ss"). */
const firings = (expression: string, count: number, timeZone = 'Asia/Shanghai', after = '2026-01-29T16:00:00Z') =>
  nextRunsOf(cron(expression, timeZone), new Date(after), count).map(
    (run) => wallClockIn(run.toISOString(), timeZone)?.text,
  );

describe('the cron guide (issue 15)', () => {
  it.each([...CRON_EXAMPLES.map((example) => example.expression), ...CRON_SYMBOLS.map((symbol) => symbol.example)])(
    'shows %s, which the scheduler accepts',
    (expression) => {
      expect(scheduleProblem(cron(expression))).toBeNull();
    },
  );

  it.each(CRON_NICKNAMES)('says $nickname is $same', ({ nickname, same }) => {
    expect(scheduleProblem(cron(nickname))).toBeNull();
    expect(firings(nickname, 3)).toEqual(firings(same, 3));
  });

  it('keeps the examples the page promises', () => {
    expect(firings('0 2 * * *', 2)).toEqual(['2026-01-30 02:00:00', '2026-01-31 02:00:00']);
    expect(firings('30 3 * * 1', 2)).toEqual(['2026-02-02 03:30:00', '2026-02-09 03:30:00']);
    expect(firings('0 1 1,15 * *', 3)).toEqual(['2026-02-01 01:00:00', '2026-02-15 01:00:00', '2026-03-01 01:00:00']);
    expect(firings('*/15 9-18 * * 1-5', 3)).toEqual([
      '2026-01-30 09:00:00',
      '2026-01-30 09:15:00',
      '2026-01-30 09:30:00',
    ]);
    // Ten hours, four a time: the 40th firing of Friday is 18:45, the next is Monday's first.
    expect(firings('*/15 9-18 * * 1-5', 40).at(-1)).toBe('2026-01-30 18:45:00');
    expect(firings('*/15 9-18 * * 1-5', 41).at(-1)).toBe('2026-02-02 09:00:00');
    expect(firings('0 23 L * *', 3)).toEqual(['2026-01-31 23:00:00', '2026-02-28 23:00:00', '2026-03-31 23:00:00']);
    expect(firings('0 20 LW * *', 2)).toEqual(['2026-01-30 20:00:00', '2026-02-27 20:00:00']);
    expect(firings('0 9 * * 5#2', 2)).toEqual(['2026-02-13 09:00:00', '2026-03-13 09:00:00']);
    expect(firings('0 18 * * 5L', 2)).toEqual(['2026-01-30 18:00:00', '2026-02-27 18:00:00']);
    expect(firings('0 9 15W * *', 1)).toEqual(['2026-02-16 09:00:00']);
    expect(firings('0 0 1 */3 *', 2)).toEqual(['2026-04-01 00:00:00', '2026-07-01 00:00:00']);
    expect(firings('30 0 2 * * *', 1)).toEqual(['2026-01-30 02:00:30']);
    expect(firings('0 9 * * MON-FRI', 2)).toEqual(['2026-01-30 09:00:00', '2026-02-02 09:00:00']);
    expect(firings('0 9 * * 7', 1)).toEqual(firings('0 9 * * 0', 1));
    expect(firings('0 9 * * mon', 1)).toEqual(firings('0 9 * * 1', 1));
  });

  it('runs when either day field matches, and 1#1 is the first Monday', () => {
    expect(firings('0 9 1 * 1', 3)).toEqual(['2026-02-01 09:00:00', '2026-02-02 09:00:00', '2026-02-09 09:00:00']);
    expect(firings('0 9 * * 1#1', 2)).toEqual(['2026-02-02 09:00:00', '2026-03-02 09:00:00']);
  });

  it('refuses what the page says is not accepted, and what fires more often than once a minute', () => {
    expect(scheduleProblem(cron('0 9 L-2 * *'))).toBe('cronInvalid');
    expect(scheduleProblem(cron('@reboot'))).toBe('cronInvalid');
    expect(scheduleProblem(cron('0 0 9 * * * 2027'))).toBe('cronInvalid');
    expect(scheduleProblem(cron('*/30 * * * * *'))).toBe('cronTooOften');
    expect(scheduleProblem(cron('* * * * *'))).toBeNull();
  });

  it('reads times in the task zone and moves a skipped time an hour on, runs a repeated one once', () => {
    expect(firings('0 2 * * *', 1, 'UTC')).toEqual(['2026-01-30 02:00:00']);
    // 8 March 2026 02:00 → 03:00 in New York; 1 November 2026 02:00 → 01:00.
    expect(firings('30 2 * * *', 2, 'America/New_York', '2026-03-07T12:00:00Z')).toEqual([
      '2026-03-08 03:30:00',
      '2026-03-09 02:30:00',
    ]);
    const fallBack = nextRunsOf(cron('30 1 * * *', 'America/New_York'), new Date('2026-10-31T12:00:00Z'), 2);
    expect(fallBack.map((run) => run.toISOString())).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });
});
