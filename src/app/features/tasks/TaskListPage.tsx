import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { ListTasksQuery } from '../../../shared/api/tasks';
import { PagedListFrame } from '../../components/page';
import { usePaging } from '../../components/table';
import { useHasPermission, useSession } from '../../session';
import { NO_TASK_FILTERS, type TaskFilters, TaskSearch } from './components/TaskSearch';
import { taskColumns, useTaskColumnStyles } from './components/taskColumns';
import { ensureTaskTexts } from './i18n';
import { taskFormPath } from './paths';
import { useTasks } from './queries';
import { useLiveRuns } from './useLiveRuns';
import { useTaskActions } from './useTaskActions';

ensureTaskTexts();

const toQuery = (filters: TaskFilters): Omit<ListTasksQuery, 'pageNum' | 'pageSize'> => ({
  ...(filters.taskName.trim() ? { taskName: filters.taskName.trim() } : {}),
  ...(filters.taskType ? { taskType: Number(filters.taskType) } : {}),
  ...(filters.enabled === 'true' || filters.enabled === 'false' ? { enabled: filters.enabled } : {}),
});

/**
 * /cycle-task-manage-list [system:policycenter:query]: the scheduled tasks with their schedule, next run and last
 * run; holders of system:task:edit add, change, switch, run and delete them.
 */
export function TaskListPage() {
  const { t, i18n } = useTranslation();
  const styles = useTaskColumnStyles();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.taskEdit]);
  const holdsEveryAsset = useHasPermission([Permission.assetAll]);
  const me = useSession().session?.userName;
  const [filters, setFilters] = useState<TaskFilters>(NO_TASK_FILTERS);
  const { paging, setPaging, toFirstPage } = usePaging();
  const tasks = useTasks({ ...toQuery(filters), ...paging });
  const { handleToggle, handleRunNow, handleRemove, isBusy } = useTaskActions();
  useLiveRuns();

  const columns = taskColumns(t, i18n.language, styles, {
    canEdit,
    // The server keeps running, switching and deleting a task to its owner (docs/tasks.md "Rights").
    mayOperate: (task) => holdsEveryAsset || task.ownerName === me,
    isBusy,
    onEdit: (task) => navigate(taskFormPath(task.taskId)),
    onToggle: (task, enabled) => void handleToggle(task, enabled),
    onRunNow: (task) => void handleRunNow(task),
    onRemove: (task) => void handleRemove(task),
  });

  return (
    <PagedListFrame
      title={t('tasks.list.title')}
      tableLabel={t('tasks.list.tableLabel')}
      search={
        <TaskSearch
          onSearch={(next) => {
            setFilters(next);
            toFirstPage();
          }}
        />
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(taskFormPath())}>
            {t('tasks.list.add')}
          </Button>
        )
      }
      list={tasks}
      columns={columns}
      rowKey={(task) => task.taskId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
