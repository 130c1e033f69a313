import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TaskRun } from '../../../shared/api/tasks';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { rerunFailed, stopRun } from './api';
import { runDetailPath } from './paths';
import { useTasksMutation } from './queries';
import { retryableCount } from './runFacts';

/**
 * Cancel a running run, or run the failed and not executed targets of a finished one again (a new run, whose detail
 * opens). The data layer shows a refusal with the server's message.
 */
export function useRunActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancelling = useTasksMutation(stopRun);
  const retrying = useTasksMutation(rerunFailed);

  const handleCancel = async (run: TaskRun) => {
    if (!(await confirm({ message: t('tasks.runs.confirmCancel', { name: run.taskName }) }))) return;
    try {
      await cancelling.mutateAsync(run.runId);
      notify.success(t('tasks.runs.cancelled'));
    } catch (error) {
      console.warn(`cancelling run ${run.runId} failed`, error);
    }
  };

  const handleRetry = async (run: TaskRun) => {
    const count = retryableCount(run);
    if (!(await confirm({ message: t('tasks.runs.confirmRetry', { name: run.taskName, count }) }))) return;
    try {
      const { runId } = await retrying.mutateAsync(run.runId);
      notify.success(t('tasks.runs.retried'));
      navigate(runDetailPath(runId));
    } catch (error) {
      console.warn(`retrying run ${run.runId} failed`, error);
    }
  };

  const busyIds = [
    cancelling.isPending ? cancelling.variables : undefined,
    retrying.isPending ? retrying.variables : undefined,
  ];
  return { handleCancel, handleRetry, isBusy: (runId: number) => busyIds.includes(runId) };
}
