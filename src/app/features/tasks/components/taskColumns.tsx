import { Badge, Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { Task } from '../../../../shared/api/tasks';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumLabel } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { describeSchedule } from '../scheduleText';
import { LastRunCell } from './LastRunCell';

export const useTaskColumnStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

export interface TaskRowActions {
  canEdit: boolean;
  /** Whether the caller may run, switch and delete this task: its owner, or a holder of system:asset:all. */
  mayOperate: (task: Task) => boolean;
  isBusy: (taskId: number) => boolean;
  onEdit: (task: Task) => void;
  onToggle: (task: Task, enabled: boolean) => void;
  onRunNow: (task: Task) => void;
  onRemove: (task: Task) => void;
}

/**
 * The scheduled tasks' columns; the switch and the action buttons only for holders of system:task:edit, the switch,
 * run now and delete only on the tasks they may operate (a colleague's task is edited, and so made theirs, first).
 */
export function taskColumns(
  t: TFunction,
  language: string,
  styles: ReturnType<typeof useTaskColumnStyles>,
  actions: TaskRowActions,
): DataColumn<Task>[] {
  const { canEdit, isBusy } = actions;
  const rowButton = (label: string, task: Task, onClick: () => void) => (
    <Button
      size="small"
      appearance="transparent"
      aria-label={`${label} ${task.taskName}`}
      disabled={isBusy(task.taskId)}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  const enabledLabel = (task: Task) => (task.enabled ? t('tasks.list.enabledOnly') : t('tasks.list.disabledOnly'));
  const columns: DataColumn<Task>[] = [
    { key: 'taskName', header: t('tasks.column.taskName'), render: (task) => task.taskName },
    {
      key: 'taskType',
      header: t('tasks.column.taskType'),
      render: (task) => enumLabel('task_type', task.taskType, language),
    },
    {
      key: 'schedule',
      header: t('tasks.column.schedule'),
      render: (task) => describeSchedule(task.schedule, t),
    },
    {
      key: 'nextRunTime',
      header: t('tasks.column.nextRunTime'),
      render: (task) => (task.nextRunTime ? formatDateTime(task.nextRunTime) : t('tasks.column.notPlanned')),
    },
    { key: 'lastRun', header: t('tasks.column.lastRun'), render: (task) => <LastRunCell task={task} /> },
    {
      key: 'enabled',
      header: t('tasks.column.enabled'),
      render: (task) =>
        canEdit && actions.mayOperate(task) ? (
          <Switch
            checked={task.enabled}
            disabled={isBusy(task.taskId)}
            label={enabledLabel(task)}
            aria-label={t('tasks.action.enableOf', { name: task.taskName })}
            onChange={(_, data) => actions.onToggle(task, data.checked)}
          />
        ) : (
          <Badge appearance="tint" color={task.enabled ? 'success' : 'subtle'}>
            {enabledLabel(task)}
          </Badge>
        ),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: t('tasks.column.operation'),
      render: (task) => (
        <span className={styles.actions}>
          {rowButton(t('tasks.action.edit'), task, () => actions.onEdit(task))}
          {actions.mayOperate(task) && rowButton(t('tasks.action.runNow'), task, () => actions.onRunNow(task))}
          {actions.mayOperate(task) && rowButton(t('tasks.action.remove'), task, () => actions.onRemove(task))}
        </span>
      ),
    },
  ];
}
