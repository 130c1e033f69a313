import { TaskCycle } from '../../../shared/rules/taskRules';

/** The schedule of a task as saved or typed (the fields TaskSchema and the form have in common). */
export interface ScheduleFacts {
  kind: 'cycle' | 'cron';
  cycle: number;
  time: string;
  weekDays: readonly number[];
  monthDays: readonly number[];
  cron: string;
  timeZone: string;
}

/** i18next's t as far as this module needs it. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Days of the week in the order people read them: Monday first, Sunday (0) last. */
export const WEEK_DAYS_MONDAY_FIRST: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

const mondayFirst = (day: number) => (day === 0 ? 7 : day);

/**
 * A schedule in words, in the reader's language, with its time zone: 每周一、三 02:00 (Asia/Shanghai),
 * "Monthly on day 1, 15 at 01:00 (UTC)", or the cron expression itself.
 */
export function describeSchedule(schedule: ScheduleFacts, t: Translate): string {
  const separator = t('tasks.schedule.listSeparator');
  let text: string;
  if (schedule.kind === 'cron') text = t('tasks.schedule.cron', { expression: schedule.cron.trim() });
  else if (schedule.cycle === TaskCycle.weekly) {
    const days = [...schedule.weekDays]
      .sort((a, b) => mondayFirst(a) - mondayFirst(b))
      .map((day) => t(`tasks.schedule.weekdayInList.${day}`))
      .join(separator);
    text = t('tasks.schedule.weekly', { days, time: schedule.time });
  } else if (schedule.cycle === TaskCycle.monthly) {
    const days = [...schedule.monthDays].sort((a, b) => a - b).join(separator);
    text = t('tasks.schedule.monthly', { days, time: schedule.time });
  } else text = t('tasks.schedule.daily', { time: schedule.time });
  return t('tasks.schedule.inZone', { text, zone: schedule.timeZone });
}
