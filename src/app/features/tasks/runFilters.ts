import type { ListRunsQuery } from '../../../shared/api/tasks';

/** The task centre's search as typed; '' means "any". */
export interface RunFilters {
  taskName: string;
  taskType: string;
  status: string;
  /** yyyy-mm-ddThh:mm in the browser's time zone (datetime-local). */
  beginTime: string;
  endTime: string;
}

export const NO_RUN_FILTERS: RunFilters = { taskName: '', taskType: '', status: '', beginTime: '', endTime: '' };

/** A datetime-local value as ISO-8601 UTC; undefined when empty or unreadable. */
export function localTime(text: string): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The task centre's search as the list call's query: empty filters left out, times in UTC. */
export function toRunQuery(filters: RunFilters): Omit<ListRunsQuery, 'pageNum' | 'pageSize'> {
  const query: Omit<ListRunsQuery, 'pageNum' | 'pageSize'> = {};
  const taskName = filters.taskName.trim();
  if (taskName) query.taskName = taskName;
  if (filters.taskType) query.taskType = Number(filters.taskType);
  if (filters.status) query.status = Number(filters.status);
  const begin = localTime(filters.beginTime);
  const end = localTime(filters.endTime);
  if (begin) query.beginTime = begin;
  if (end) query.endTime = end;
  return query;
}
