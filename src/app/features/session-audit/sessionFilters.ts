import type { ListSessionsQuery } from '../../../shared/api/terminal';

/** The search form as typed; '' means "any". Times are datetime-local text in the browser's zone. */
export interface SessionFilterValues {
  userName: string;
  asset: string;
  accountName: string;
  command: string;
  startFrom: string;
  startTo: string;
}

export const EMPTY_SESSION_FILTERS: SessionFilterValues = {
  userName: '',
  asset: '',
  accountName: '',
  command: '',
  startFrom: '',
  startTo: '',
};

/** 'all' or a SessionState as the list query spells it. */
export type SessionTab = 'all' | '1' | '2';

export function toSessionQuery(
  values: SessionFilterValues,
  tab: SessionTab,
): Omit<ListSessionsQuery, 'pageNum' | 'pageSize'> {
  const query: Omit<ListSessionsQuery, 'pageNum' | 'pageSize'> = {};
  if (tab !== 'all') query.state = tab;
  for (const key of ['userName', 'asset', 'accountName', 'command'] as const) {
    const text = values[key].trim();
    if (text) query[key] = text;
  }
  const from = isoOf(values.startFrom);
  const to = isoOf(values.startTo);
  if (from) query.startFrom = from;
  if (to) query.startTo = to;
  return query;
}

function isoOf(text: string): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
