/** Spec §2 routes of the scheduled tasks; form and detail pages take their id in the query string. */
export const TASK_LIST_PATH = '/cycle-task-manage-list';
export const taskFormPath = (taskId?: number) =>
  taskId === undefined ? '/cycle-task-manage-form' : `/cycle-task-manage-form?taskId=${taskId}`;
export const RUN_LIST_PATH = '/task-center-list';
export const runDetailPath = (runId: number) => `/task-center-detail-list?runId=${runId}`;
export const JOB_LOG_PATH = '/monitor/job-log/index';
export const CRON_GUIDE_PATH = '/cron-document-list';
export const SELECTOR_GUIDE_PATH = '/selector-document-list';
export const SCRIPT_LIST_PATH = '/densification-template-list';

/** A positive integer id from the query string, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
