import { useQueryClient } from '@tanstack/react-query';
import { useTaskRunChanges } from '../../hub';
import { runKeys, taskKeys } from './queries';

/**
 * Keeps the runs on screen current while the page is open: the server says when runs start, progress or end
 * (`task_runs` on the hub's one socket, at most about once a second), and the page's run queries are read again.
 * No tab polls. The task list follows too, for its last-run column.
 */
export function useLiveRuns(): void {
  const queryClient = useQueryClient();
  useTaskRunChanges(() => {
    void queryClient.invalidateQueries({ queryKey: runKeys.all() });
    void queryClient.invalidateQueries({ queryKey: [...taskKeys.all(), 'list'] });
  });
}
