import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Task } from '../../../shared/api/tasks';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { deleteTask, runNow, switchTask } from './api';
import { runDetailPath } from './paths';
import { useTasksMutation } from './queries';

/**
 * The task list's one-click changes: enable or disable, run now (then the run's detail), delete. The data layer
 * shows a refusal with the server's message; success is toasted here.
 */
export function useTaskActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toggling = useTasksMutation(({ taskId, enabled }: { taskId: number; enabled: boolean }) =>
    switchTask(taskId, enabled),
  );
  const running = useTasksMutation(runNow);
  const removing = useTasksMutation(deleteTask);

  const handleToggle = async (task: Task, enabled: boolean) => {
    try {
      await toggling.mutateAsync({ taskId: task.taskId, enabled });
      notify.success(t(enabled ? 'tasks.action.enabled' : 'tasks.action.disabled', { name: task.taskName }));
    } catch (error) {
      console.warn(`switching the task "${task.taskName}" failed`, error);
    }
  };

  const handleRunNow = async (task: Task) => {
    try {
      const { runId } = await running.mutateAsync(task.taskId);
      notify.success(t('tasks.action.started'));
      navigate(runDetailPath(runId));
    } catch (error) {
      console.warn(`running the task "${task.taskName}" failed`, error);
    }
  };

  const handleRemove = async (task: Task) => {
    if (!(await confirm({ message: t('tasks.action.confirmRemove', { name: task.taskName }) }))) return;
    try {
      await removing.mutateAsync(task.taskId);
      notify.success(t('tasks.action.removed'));
    } catch (error) {
      console.warn(`deleting the task "${task.taskName}" failed`, error);
    }
  };

  const busyIds = [
    toggling.isPending ? toggling.variables?.taskId : undefined,
    running.isPending ? running.variables : undefined,
    removing.isPending ? removing.variables : undefined,
  ];
  return {
    handleToggle,
    handleRunNow,
    handleRemove,
    /** Whether a change of this task is on its way, to disable its controls meanwhile. */
    isBusy: (taskId: number) => busyIds.includes(taskId),
  };
}
