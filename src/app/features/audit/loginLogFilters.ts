import type { ListLoginLogQuery } from '../../../shared/api';
import { localTime } from './operLogFilters';

/** The sign-in log's search form as typed (all text); '' means "any". */
export interface LoginLogFilterValues {
  userName: string;
  ipaddr: string;
  status: string;
  /** yyyy-mm-ddThh:mm in the browser's time zone (datetime-local). */
  beginTime: string;
  endTime: string;
}

export const EMPTY_LOGIN_LOG_FILTERS: LoginLogFilterValues = {
  userName: '',
  ipaddr: '',
  status: '',
  beginTime: '',
  endTime: '',
};

export function toLoginLogQuery(values: LoginLogFilterValues): Omit<ListLoginLogQuery, 'pageNum' | 'pageSize'> {
  const query: Omit<ListLoginLogQuery, 'pageNum' | 'pageSize'> = {};
  const userName = values.userName.trim();
  const ipaddr = values.ipaddr.trim();
  if (userName) query.userName = userName;
  if (ipaddr) query.ipaddr = ipaddr;
  if (values.status) query.status = Number(values.status);
  const begin = localTime(values.beginTime);
  const end = localTime(values.endTime);
  if (begin) query.beginTime = begin;
  if (end) query.endTime = end;
  return query;
}
