import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { JobLog } from '../../../../shared/api/tasks';
import { formatDateTime } from '../../../components/formatDateTime';
import { RouteLink } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { runDetailPath } from '../paths';

const OUTCOME_COLOURS: Readonly<Record<JobLog['outcome'], BadgeProps['color']>> = {
  started: 'success',
  missed: 'warning',
  skippedBusy: 'informative',
};

/** The job log's columns: when a firing was planned and taken, its task, outcome, run, node and message. */
export function jobLogColumns(t: TFunction): DataColumn<JobLog>[] {
  return [
    {
      key: 'scheduledTime',
      header: t('tasks.jobLog.scheduledTime'),
      render: (row) => formatDateTime(row.scheduledTime),
    },
    { key: 'firedTime', header: t('tasks.jobLog.firedTime'), render: (row) => formatDateTime(row.firedTime) },
    { key: 'taskName', header: t('tasks.jobLog.taskName'), render: (row) => row.taskName },
    {
      key: 'outcome',
      header: t('tasks.jobLog.outcome'),
      render: (row) => (
        <Badge appearance="tint" color={OUTCOME_COLOURS[row.outcome]}>
          {t(`tasks.jobLog.outcomes.${row.outcome}`)}
        </Badge>
      ),
    },
    {
      key: 'run',
      header: t('tasks.jobLog.run'),
      render: (row) =>
        row.runId === null ? (
          ''
        ) : (
          <RouteLink to={runDetailPath(row.runId)}>{t('tasks.jobLog.viewRun', { id: row.runId })}</RouteLink>
        ),
    },
    { key: 'node', header: t('tasks.jobLog.node'), render: (row) => row.node },
    { key: 'message', header: t('tasks.jobLog.message'), render: (row) => row.message },
  ];
}
