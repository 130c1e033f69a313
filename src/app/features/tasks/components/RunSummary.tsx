import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { TaskRun } from '../../../../shared/api/tasks';
import { formatDateTime } from '../../../components/formatDateTime';
import { DetailList, EnumBadge, enumLabel, RouteLink } from '../../../components/page';
import { useHasPermission } from '../../../session';
import { taskFormPath } from '../paths';
import { canCancel, canRetry, formatDuration, isOrphan, runDurationMs } from '../runFacts';
import { RunProgress } from './RunProgress';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A run at a glance: its task, what started it, its state and progress, times, counts and message. */
export function RunSummary({
  run,
  nowMs,
  onCancel,
  onRetry,
}: {
  run: TaskRun;
  nowMs: number;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  // The task's form is a policy-centre page: a task-centre reader without that right sees the name only.
  const canOpenTask = useHasPermission([Permission.policyCenterQuery]);
  const durationMs = runDurationMs(run, nowMs);
  const rows = [
    {
      label: t('tasks.runDetail.task'),
      value:
        run.taskId === null || !canOpenTask ? (
          isOrphan(run) ? (
            `${run.taskName} ${t('tasks.runs.noTask')}`
          ) : (
            run.taskName
          )
        ) : (
          <RouteLink to={taskFormPath(run.taskId)}>{run.taskName}</RouteLink>
        ),
    },
    { label: t('tasks.runs.taskType'), value: enumLabel('task_type', run.taskType, i18n.language) },
    { label: t('tasks.runs.trigger'), value: t(`tasks.trigger.${run.trigger}`) },
    { label: t('tasks.runs.status'), value: <EnumBadge dictType="task_execution" value={run.status} /> },
    { label: t('tasks.runs.progress'), value: <RunProgress run={run} /> },
    { label: t('tasks.runDetail.total'), value: String(run.total) },
    { label: t('tasks.runDetail.succeeded'), value: String(run.succeeded) },
    { label: t('tasks.runDetail.failed'), value: String(run.failed) },
    { label: t('tasks.runDetail.scheduledTime'), value: formatDateTime(run.scheduledTime) },
    { label: t('tasks.runs.startTime'), value: formatDateTime(run.startTime) },
    { label: t('tasks.runDetail.endTime'), value: formatDateTime(run.endTime) },
    { label: t('tasks.runs.duration'), value: durationMs === null ? '' : formatDuration(durationMs, t) },
    { label: t('tasks.runs.startedBy'), value: run.startedBy },
    ...(run.message ? [{ label: t('tasks.runDetail.message'), value: run.message }] : []),
  ];
  const showCancel = run.mayOperate && canCancel(run);
  const showRetry = run.mayOperate && canRetry(run);
  return (
    <>
      <DetailList rows={rows} />
      {(showCancel || showRetry) && (
        <div className={styles.actions}>
          {showCancel && <Button onClick={onCancel}>{t('tasks.runs.cancel')}</Button>}
          {showRetry && <Button onClick={onRetry}>{t('tasks.runs.retry')}</Button>}
        </div>
      )}
    </>
  );
}
