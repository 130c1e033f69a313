import type { ListUsersQuery } from '../../../shared/api';

/** The search form of the user list as typed (all text); '' means "any". */
export interface UserFilterValues {
  userName: string;
  nickName: string;
  phonenumber: string;
  status: string;
  userKind: string;
  userSource: string;
  /** yyyy-mm-dd in the browser's time zone. */
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_USER_FILTERS: UserFilterValues = {
  userName: '',
  nickName: '',
  phonenumber: '',
  status: '',
  userKind: '',
  userSource: '',
  createdFrom: '',
  createdTo: '',
};

/** The list query of the filters: empty fields left out, days widened to whole local days. */
export function toUserQuery(values: UserFilterValues): Omit<ListUsersQuery, 'pageNum' | 'pageSize'> {
  const query: Omit<ListUsersQuery, 'pageNum' | 'pageSize'> = {};
  for (const key of ['userName', 'nickName', 'phonenumber'] as const) {
    const text = values[key].trim();
    if (text) query[key] = text;
  }
  for (const key of ['status', 'userKind', 'userSource'] as const) {
    if (values[key] !== '') query[key] = Number(values[key]);
  }
  const from = localDay(values.createdFrom, 'start');
  const to = localDay(values.createdTo, 'end');
  if (from) query.beginTime = from;
  if (to) query.endTime = to;
  return query;
}

function localDay(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
