import { Button, Switch, Text } from '@fluentui/react-components';
import { EditRegular, PlayRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import type { SystemTask } from '../../../../shared/api/systemTasks';
import { TaskExecution } from '../../../../shared/rules/taskRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { EnumBadge, RouteLink } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { runDetailPath, ScheduleInWords } from '../../tasks';
import { SETTING_OF_JOB, settingValue } from '../systemTaskForm';

export interface SystemTaskColumnOptions {
  /** Changing the switch, the dialog and "run now" (system:setting:edit; the server checks it too). */
  canEdit: boolean;
  /** The run's page in the task centre (system:taskCenter:query). */
  canOpenRun: boolean;
  /** A task whose switch, dialog or run-now call is under way. */
  busyTaskId: number | null;
  messageClass: string;
  onToggle: (task: SystemTask, enabled: boolean) => void;
  onEdit: (task: SystemTask) => void;
  onRun: (task: SystemTask) => void;
}

/** Its setting in words: 保留 180 天, 保留最近 7 份. */
export function settingText(task: Pick<SystemTask, 'job' | 'params'>, t: TFunction): string {
  const value = settingValue(task);
  return value === undefined ? '' : t(`backup.system.${SETTING_OF_JOB[task.job]}`, { count: value });
}

function LastRun({
  task,
  canOpenRun,
  messageClass,
  t,
}: { task: SystemTask; t: TFunction } & Pick<SystemTaskColumnOptions, 'canOpenRun' | 'messageClass'>) {
  if (task.lastRunId === null || task.lastRunStatus === null) return <>{t('backup.system.neverRun')}</>;
  const badge = <EnumBadge dictType="task_execution" value={task.lastRunStatus} />;
  return (
    <>
      {canOpenRun ? <RouteLink to={runDetailPath(task.lastRunId)}>{badge}</RouteLink> : badge}{' '}
      <Text size={200}>{formatDateTime(task.lastRunTime)}</Text>
      {task.lastRunMessage ? (
        <Text as="p" size={200} className={messageClass}>
          {task.lastRunMessage}
        </Text>
      ) : null}
    </>
  );
}

export function systemTaskColumns(t: TFunction, options: SystemTaskColumnOptions): DataColumn<SystemTask>[] {
  const { canEdit, busyTaskId, onToggle, onEdit, onRun } = options;
  return [
    { key: 'name', header: t('backup.system.name'), render: (task) => task.taskName },
    {
      key: 'schedule',
      header: t('backup.system.schedule'),
      render: (task) => (
        <Suspense fallback={task.cronExpression}>
          <ScheduleInWords schedule={task.schedule} />
        </Suspense>
      ),
    },
    {
      key: 'enabled',
      header: t('backup.system.enabled'),
      render: (task) => (
        <Switch
          checked={task.enabled}
          disabled={!canEdit || busyTaskId === task.taskId}
          aria-label={t('backup.system.enable', { name: task.taskName })}
          onChange={(_, data) => onToggle(task, data.checked)}
        />
      ),
    },
    { key: 'setting', header: t('backup.system.setting'), render: (task) => settingText(task, t) },
    {
      key: 'nextRun',
      header: t('backup.system.nextRun'),
      render: (task) =>
        task.enabled && task.nextRunTime ? formatDateTime(task.nextRunTime) : t('backup.system.notPlanned'),
    },
    {
      key: 'lastRun',
      header: t('backup.system.lastRun'),
      render: (task) => <LastRun task={task} t={t} {...options} />,
    },
    {
      key: 'actions',
      header: t('backup.system.actions'),
      render: (task) => (
        <>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            disabled={!canEdit}
            aria-label={t('backup.system.editTask', { name: task.taskName })}
            onClick={() => onEdit(task)}
          >
            {t('backup.system.edit')}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<PlayRegular />}
            disabled={!canEdit || busyTaskId === task.taskId || task.lastRunStatus === TaskExecution.running}
            aria-label={t('backup.system.runTask', { name: task.taskName })}
            onClick={() => onRun(task)}
          >
            {t('backup.system.runNow')}
          </Button>
        </>
      ),
    },
  ];
}
