import type { RunTrendPoint, TaskRun } from '../../../shared/api/tasks';
import { TaskType } from '../../../shared/rules/taskRules';
import type { CHECK_VALUES } from './runFacts';

/** The password checks a trend column stacks, bottom up (spec §4 password_check order). */
export type TrendOutcome = keyof typeof CHECK_VALUES;
export const TREND_OUTCOMES: readonly TrendOutcome[] = ['correct', 'wrong', 'unknown', 'abnormal', 'noKey'];

export interface TrendColumn {
  runId: number;
  time: string;
  current: boolean;
  /** Checked targets of the run, the column's full height. */
  total: number;
  /** Every outcome in TREND_OUTCOMES order, with its share of the tallest column's height (0 … 1). */
  parts: { outcome: TrendOutcome; count: number; share: number }[];
}

type TrendRun = Pick<TaskRun, 'taskId' | 'taskType'>;

/** A run of an inspection task (still there): its task's trend is worth fetching. */
export const hasTrend = (run: TrendRun) => run.taskId !== null && run.taskType === TaskType.inspection;

/** The trend is drawn for inspection tasks once at least two of their runs ended (one run says nothing over time). */
export const showsTrend = (run: TrendRun, points: readonly RunTrendPoint[] | undefined) =>
  hasTrend(run) && (points?.length ?? 0) >= 2;

/** One column per ended run, oldest first as the server sends them, scaled to the tallest; the current run marked. */
export function trendColumns(points: readonly RunTrendPoint[], currentRunId: number): TrendColumn[] {
  const totals = points.map((point) => TREND_OUTCOMES.reduce((sum, outcome) => sum + point[outcome], 0));
  const tallest = Math.max(1, ...totals);
  return points.map((point, index) => ({
    runId: point.runId,
    time: point.time,
    current: point.runId === currentRunId,
    total: totals[index] ?? 0,
    parts: TREND_OUTCOMES.map((outcome) => ({ outcome, count: point[outcome], share: point[outcome] / tallest })),
  }));
}
