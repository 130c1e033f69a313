import type { RunTrendPoint, TaskRun } from '../../../shared/api/tasks';
import { TaskExecution, TaskType } from '../../../shared/rules/taskRules';
import type { Translate } from './scheduleText';

type RunCounts = Pick<TaskRun, 'status' | 'total' | 'done' | 'succeeded' | 'failed'>;
type RetryFacts = RunCounts & Pick<TaskRun, 'taskType'>;

export const isRunning = (run: Pick<TaskRun, 'status'>) => run.status === TaskExecution.running;

/** A run of Gatehouse's own (LDAP sync, key rotation, asset import): no scheduled task stands behind it. */
export const isBackground = (run: Pick<TaskRun, 'taskType'>) => run.taskType === TaskType.background;

/** A scheduled task's run whose task was deleted since (its runs stay). */
export const isOrphan = (run: Pick<TaskRun, 'taskId' | 'taskType'>) => run.taskId === null && !isBackground(run);

/** Done over total, 0 … 1; undefined while the total is not known (the bar then shows activity only). */
export function progressOf(run: Pick<TaskRun, 'total' | 'done'>): number | undefined {
  if (run.total <= 0) return undefined;
  return Math.min(1, Math.max(0, run.done / run.total));
}

/** How many targets a run ended without (failed, or not run at all): what a retry runs again. */
export function retryableCount(run: RunCounts): number {
  return Math.max(0, run.total - run.succeeded);
}

/**
 * Cancel while the run goes on; retry once it ended with targets that failed or were not run. Gatehouse's own
 * background runs are neither: they are not runs of a task (docs/tasks.md "Background tasks").
 */
export const canCancel = (run: Pick<TaskRun, 'status' | 'cancelRequested' | 'taskType'>) =>
  isRunning(run) && !run.cancelRequested && !isBackground(run);
export const canRetry = (run: RetryFacts) => !isRunning(run) && !isBackground(run) && retryableCount(run) > 0;

export type TargetOutcome = 'succeeded' | 'failed' | 'notExecuted' | 'pending';

/**
 * A run's targets by outcome, from its counters: finished ones succeeded, failed or were not executed (cancelled,
 * gone); the rest wait or run. Only outcomes with targets are listed, in a fixed order.
 */
export function outcomeCounts(run: RunCounts): { outcome: TargetOutcome; count: number }[] {
  const notExecuted = Math.max(0, run.done - run.succeeded - run.failed);
  const pending = isRunning(run) ? Math.max(0, run.total - run.done) : 0;
  const all: { outcome: TargetOutcome; count: number }[] = [
    { outcome: 'succeeded', count: run.succeeded },
    { outcome: 'failed', count: run.failed },
    {
      outcome: 'notExecuted',
      count: isRunning(run) ? notExecuted : Math.max(0, run.total - run.succeeded - run.failed),
    },
    { outcome: 'pending', count: pending },
  ];
  return all.filter((entry) => entry.count > 0);
}

export type CheckOutcome = 'correct' | 'wrong' | 'unknown' | 'abnormal' | 'noKey' | 'failed';

/** Spec §4 password check values of the outcomes that have one (the password_check dictionary). */
export const CHECK_VALUES: Readonly<Record<Exclude<CheckOutcome, 'failed'>, number>> = {
  correct: 0,
  wrong: 1,
  unknown: 2,
  abnormal: 3,
  noKey: 4,
};

/**
 * An ended run's targets by password check (inspection), with those that ended without one (failed, not executed):
 * only outcomes with targets, in a fixed order. Empty for a run without checks (password change).
 */
export function checkCounts(point: RunTrendPoint): { outcome: CheckOutcome; count: number }[] {
  const checked = point.correct + point.wrong + point.unknown + point.abnormal + point.noKey;
  if (checked === 0) return [];
  const all: { outcome: CheckOutcome; count: number }[] = [
    { outcome: 'correct', count: point.correct },
    { outcome: 'wrong', count: point.wrong },
    { outcome: 'unknown', count: point.unknown },
    { outcome: 'abnormal', count: point.abnormal },
    { outcome: 'noKey', count: point.noKey },
    { outcome: 'failed', count: point.failed },
  ];
  return all.filter((entry) => entry.count > 0);
}

/** A duration in the units that matter: 0.9 s, 1 min 5 s, 2 h 3 min. */
export function formatDuration(durationMs: number, t: Translate): string {
  const seconds = Math.max(0, durationMs) / 1000;
  if (seconds < 60) return t('tasks.duration.seconds', { s: Math.round(seconds * 10) / 10 });
  const wholeSeconds = Math.floor(seconds);
  if (wholeSeconds < 3600)
    return t('tasks.duration.minutes', { m: Math.floor(wholeSeconds / 60), s: wholeSeconds % 60 });
  return t('tasks.duration.hours', { h: Math.floor(wholeSeconds / 3600), m: Math.floor((wholeSeconds % 3600) / 60) });
}

/** How long a run took, or has taken so far while it runs; null before it started. */
export function runDurationMs(run: Pick<TaskRun, 'startTime' | 'durationMs'>, nowMs: number): number | null {
  if (run.durationMs !== null) return run.durationMs;
  if (!run.startTime) return null;
  const started = new Date(run.startTime).getTime();
  return Number.isNaN(started) ? null : Math.max(0, nowMs - started);
}
