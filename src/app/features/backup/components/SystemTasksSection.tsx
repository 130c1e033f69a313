import { MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { SystemTask } from '../../../../shared/api/systemTasks';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { RouteLink } from '../../../components/page';
import { DataTable } from '../../../components/table';
import { isApiError } from '../../../data/errors';
import { useTaskRunChanges } from '../../../hub';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { runDetailPath } from '../../tasks';
import { backupKeys, useRunSystemTask, useSaveSystemTask, useSystemTasks } from '../queries';
import { formFromSystemTask, toSystemTaskBody } from '../systemTaskForm';
import { SystemTaskDialog } from './SystemTaskDialog';
import { systemTaskColumns } from './systemTaskColumns';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  message: { margin: 0, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/**
 * Gatehouse's housekeeping (docs/tasks.md "System tasks"): log cleanup, recording retention and the backup of its
 * database, with their schedule, switch, setting and runs. Reading takes system:setting:query, changing and running
 * system:setting:edit. A run's end comes through the hub's task_runs signal, which reads the list again: no polling.
 */
export function SystemTasksSection() {
  const styles = useStyles();
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const canQuery = useHasPermission([Permission.settingQuery]);
  const canEdit = useHasPermission([Permission.settingEdit]);
  const canOpenRun = useHasPermission([Permission.taskCenterQuery]);
  const tasks = useSystemTasks(canQuery);
  const save = useSaveSystemTask();
  const run = useRunSystemTask();
  const [editing, setEditing] = useState<SystemTask | null>(null);
  const [started, setStarted] = useState<{ name: string; runId: number } | null>(null);

  useTaskRunChanges(() => {
    if (canQuery) void client.invalidateQueries({ queryKey: backupKeys.systemTasks() });
  });

  const busyTaskId = save.isPending
    ? (save.variables?.taskId ?? null)
    : run.isPending
      ? (run.variables?.taskId ?? null)
      : null;

  const handleToggle = (task: SystemTask, enabled: boolean) => {
    save.mutate(toSystemTaskBody(task, { ...formFromSystemTask(task), enabled }), {
      onError: (error) => notify.error(isApiError(error) ? error.msg : String(error)),
    });
  };

  const handleRun = (task: SystemTask) => {
    setStarted(null);
    run.mutate(task, { onSuccess: ({ runId }) => setStarted({ name: task.taskName, runId }) });
  };

  let body = null;
  if (!canQuery)
    body = (
      <MessageBar intent="info">
        <MessageBarBody>{t('backup.system.needsQuery')}</MessageBarBody>
      </MessageBar>
    );
  else if (tasks.isError)
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{isApiError(tasks.error) ? tasks.error.msg : String(tasks.error)}</MessageBarBody>
      </MessageBar>
    );
  else if (tasks.isPending) body = <LoadingSpinner />;
  else
    body = (
      <DataTable
        label={t('backup.system.tableLabel')}
        columns={systemTaskColumns(t, {
          canEdit,
          canOpenRun,
          busyTaskId,
          messageClass: styles.message,
          onToggle: handleToggle,
          onEdit: setEditing,
          onRun: handleRun,
        })}
        rows={tasks.data}
        rowKey={(task) => task.taskId}
      />
    );

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {t('backup.system.heading')}
      </Subtitle2>
      <Text>{t('backup.system.intro')}</Text>
      {canQuery && !canEdit ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('backup.system.editRights')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {started ? (
        <MessageBar intent="success">
          <MessageBarBody>
            {t('backup.system.runStarted', { name: started.name })}{' '}
            {canOpenRun ? <RouteLink to={runDetailPath(started.runId)}>{t('backup.system.viewRun')}</RouteLink> : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {body}
      <Text size={200}>{t('backup.system.backupNote')}</Text>
      {editing ? <SystemTaskDialog task={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
