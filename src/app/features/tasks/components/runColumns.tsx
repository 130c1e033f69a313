import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { TaskRun } from '../../../../shared/api/tasks';
import { formatDateTime } from '../../../components/formatDateTime';
import { EnumBadge, enumLabel } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { canCancel, canRetry, formatDuration, isOrphan, isRunning, runDurationMs } from '../runFacts';
import { RunProgress } from './RunProgress';

export const useRunColumnStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  counts: { whiteSpace: 'nowrap' },
});

export interface RunRowActions {
  isBusy: (runId: number) => boolean;
  nowMs: number;
  onDetail: (run: TaskRun) => void;
  onCancel: (run: TaskRun) => void;
  onRetry: (run: TaskRun) => void;
}

/** The task centre's columns; cancel and retry only where they apply and the server says the run is the caller's. */
export function runColumns(
  t: TFunction,
  language: string,
  styles: ReturnType<typeof useRunColumnStyles>,
  actions: RunRowActions,
): DataColumn<TaskRun>[] {
  const rowButton = (label: string, run: TaskRun, onClick: () => void) => (
    <Button
      size="small"
      appearance="transparent"
      aria-label={`${label} ${run.taskName} #${run.runId}`}
      disabled={actions.isBusy(run.runId)}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  const duration = (run: TaskRun) => {
    const ms = runDurationMs(run, actions.nowMs);
    return ms === null ? '' : formatDuration(ms, t);
  };
  return [
    {
      key: 'taskName',
      header: t('tasks.runs.taskName'),
      render: (run) => (isOrphan(run) ? `${run.taskName} ${t('tasks.runs.noTask')}` : run.taskName),
    },
    {
      key: 'taskType',
      header: t('tasks.runs.taskType'),
      render: (run) => enumLabel('task_type', run.taskType, language),
    },
    { key: 'trigger', header: t('tasks.runs.trigger'), render: (run) => t(`tasks.trigger.${run.trigger}`) },
    {
      key: 'status',
      header: t('tasks.runs.status'),
      render: (run) =>
        run.cancelRequested && isRunning(run) ? (
          t('tasks.runs.cancelRequested')
        ) : (
          <EnumBadge dictType="task_execution" value={run.status} />
        ),
    },
    { key: 'progress', header: t('tasks.runs.progress'), render: (run) => <RunProgress run={run} /> },
    {
      key: 'counts',
      header: t('tasks.runs.counts'),
      render: (run) => <span className={styles.counts}>{`${run.succeeded} / ${run.failed}`}</span>,
    },
    { key: 'startTime', header: t('tasks.runs.startTime'), render: (run) => formatDateTime(run.startTime) },
    { key: 'duration', header: t('tasks.runs.duration'), render: duration },
    { key: 'startedBy', header: t('tasks.runs.startedBy'), render: (run) => run.startedBy },
    {
      key: 'actions',
      header: t('tasks.runs.operation'),
      render: (run) => (
        <span className={styles.actions}>
          {rowButton(t('tasks.runs.detail'), run, () => actions.onDetail(run))}
          {run.mayOperate && canCancel(run) && rowButton(t('tasks.runs.cancel'), run, () => actions.onCancel(run))}
          {run.mayOperate && canRetry(run) && rowButton(t('tasks.runs.retry'), run, () => actions.onRetry(run))}
        </span>
      ),
    },
  ];
}
