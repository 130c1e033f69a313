import { useTranslation } from 'react-i18next';
import type { TaskRun } from '../../../../shared/api/tasks';
import { enumLabel } from '../../../components/page';
import { useRunTrend } from '../queries';
import {
  CHECK_VALUES,
  type CheckOutcome,
  checkCounts,
  isRunning,
  outcomeCounts,
  type TargetOutcome,
} from '../runFacts';
import { type PartTone, ResultBar } from './ResultBar';

const OUTCOME_TONES: Readonly<Record<TargetOutcome, PartTone>> = {
  succeeded: 'good',
  failed: 'bad',
  notExecuted: 'neutral',
  pending: 'waiting',
};

export const CHECK_TONES: Readonly<Record<CheckOutcome, PartTone>> = {
  correct: 'good',
  wrong: 'bad',
  unknown: 'neutral',
  abnormal: 'warning',
  noKey: 'neutral',
  failed: 'bad',
};

/**
 * A run's targets by result: once an inspection run ended, by password check (from the task's trend, which counts
 * them on the server for every target, not only the page shown); while it runs, or for other types, by outcome.
 */
export function RunResultChart({ run }: { run: TaskRun }) {
  const { t, i18n } = useTranslation();
  const hasEnded = !isRunning(run);
  const trend = useRunTrend(run.taskId, hasEnded);
  const point = hasEnded ? trend.data?.find((entry) => entry.runId === run.runId) : undefined;
  const checks = point ? checkCounts(point) : [];
  if (checks.length > 0)
    return (
      <ResultBar
        title={t('tasks.runDetail.chartTitle')}
        parts={checks.map(({ outcome, count }) => ({
          key: outcome,
          label:
            outcome === 'failed'
              ? t('tasks.runDetail.noCheck')
              : enumLabel('password_check', CHECK_VALUES[outcome], i18n.language),
          count,
          tone: CHECK_TONES[outcome],
        }))}
      />
    );
  return (
    <ResultBar
      title={t('tasks.runDetail.chartTitle')}
      parts={outcomeCounts(run).map(({ outcome, count }) => ({
        key: outcome,
        label: t(`tasks.runDetail.outcome.${outcome}`),
        count,
        tone: OUTCOME_TONES[outcome],
      }))}
    />
  );
}
