import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/api/tasks';
import { EnumBadge, RouteLink } from '../../../components/page';
import { runDetailPath } from '../paths';

/** A task's last run: its state as a badge linking to the run in the task centre, or "never run". */
export function LastRunCell({ task }: { task: Pick<Task, 'lastRunId' | 'lastRunStatus'> }) {
  const { t } = useTranslation();
  if (task.lastRunId === null || task.lastRunStatus === null) return <>{t('tasks.column.neverRun')}</>;
  return (
    <RouteLink to={runDetailPath(task.lastRunId)}>
      <EnumBadge dictType="task_execution" value={task.lastRunStatus} />
    </RouteLink>
  );
}
