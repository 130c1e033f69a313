import { Cron } from 'croner';

/** Spec §4 Task type. */
export const TaskType = { passwordChange: 0, backup: 2, background: 8, inspection: 10 } as const;
export type TaskTypeValue = (typeof TaskType)[keyof typeof TaskType];

/** The task types a scheduled task may have today; the others arrive with their executors (docs/tasks.md). */
export const SCHEDULABLE_TASK_TYPES: readonly number[] = [
  TaskType.passwordChange,
  TaskType.backup,
  TaskType.inspection,
];

/** Spec §4 Task execution, the state of a run and of each of its targets. */
export const TaskExecution = { running: 0, success: 1, failed: 2, notExecuted: 3 } as const;
export type TaskExecutionValue = (typeof TaskExecution)[keyof typeof TaskExecution];

/** Spec §4 Task schedule cycle. */
export const TaskCycle = { daily: 0, weekly: 1, monthly: 2 } as const;

/** What started a run. */
export const RunTrigger = { schedule: 'schedule', manual: 'manual', missed: 'missed', retry: 'retry' } as const;
export type RunTriggerValue = (typeof RunTrigger)[keyof typeof RunTrigger];

/**
 * A firing that fell while no node was running (or was late by more than MISSED_AFTER_MS): `runOnce` runs the
 * task once when a node is back, however many firings were missed; `skip` records the firing as not executed.
 */
export const MissedRunPolicy = { runOnce: 'runOnce', skip: 'skip' } as const;
export type MissedRunPolicyValue = (typeof MissedRunPolicy)[keyof typeof MissedRunPolicy];

/** A firing later than this counts as missed. */
export const MISSED_AFTER_MS = 5 * 60_000;

/** Two firings closer than this are refused: a task is not a busy loop. */
export const MIN_INTERVAL_MS = 60_000;

/** How a scheduled task fires: a cycle of the spec (daily, weekly, monthly at a time of day) or a cron expression. */
export interface TaskSchedule {
  kind: 'cycle' | 'cron';
  /** TaskCycle, for kind cycle. */
  cycle: number;
  /** HH:MM, for kind cycle. */
  time: string;
  /** Days of the week, 0 Sunday … 6 Saturday, for the weekly cycle. */
  weekDays: readonly number[];
  /** Days of the month 1 … 31 (a month without the day skips it), for the monthly cycle. */
  monthDays: readonly number[];
  /** Five fields (minute hour day month weekday) or six with seconds first, for kind cron. */
  cron: string;
  /** IANA time zone the times are read in, e.g. Asia/Shanghai. */
  timeZone: string;
}

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The cron expression a schedule fires on. */
export function cronOf(schedule: TaskSchedule): string {
  if (schedule.kind === 'cron') return schedule.cron.trim();
  const [hour, minute] = schedule.time.split(':').map(Number);
  const at = `${minute ?? 0} ${hour ?? 0}`;
  if (schedule.cycle === TaskCycle.weekly) return `${at} * * ${[...schedule.weekDays].sort().join(',')}`;
  if (schedule.cycle === TaskCycle.monthly)
    return `${at} ${[...schedule.monthDays].sort((a, b) => a - b).join(',')} * *`;
  return `${at} * * *`;
}

export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Why a schedule cannot fire, as a message key; null when it can. */
export function scheduleProblem(schedule: TaskSchedule): 'cronInvalid' | 'cronTooOften' | 'timeZoneInvalid' | null {
  if (!isTimeZone(schedule.timeZone)) return 'timeZoneInvalid';
  const expression = cronOf(schedule);
  const fields = expression.split(/\s+/).length;
  if (expression.startsWith('@') ? fields !== 1 : fields < 5 || fields > 6) return 'cronInvalid';
  let runs: Date[];
  try {
    runs = new Cron(expression, { timezone: schedule.timeZone, paused: true }).nextRuns(3);
  } catch {
    return 'cronInvalid';
  }
  if (runs.length === 0) return 'cronInvalid';
  for (let index = 1; index < runs.length; index += 1) {
    const gap = (runs[index] as Date).getTime() - (runs[index - 1] as Date).getTime();
    if (gap < MIN_INTERVAL_MS) return 'cronTooOften';
  }
  return null;
}

/**
 * The next `count` firings strictly after `after`, each later than the one before: croner's own list repeats the
 * first hour after a spring-forward gap (03:00 twice in America/New_York on 2026-03-08), one step at a time does not.
 */
export function nextRunsOf(schedule: TaskSchedule, after: Date, count: number): Date[] {
  const cron = new Cron(cronOf(schedule), { timezone: schedule.timeZone, paused: true });
  const runs: Date[] = [];
  let cursor = after;
  while (runs.length < count) {
    const next = cron.nextRun(cursor);
    if (!next || next.getTime() <= cursor.getTime()) break;
    runs.push(next);
    cursor = next;
  }
  return runs;
}

export function nextRunOf(schedule: TaskSchedule, after: Date): Date | null {
  return nextRunsOf(schedule, after, 1)[0] ?? null;
}
