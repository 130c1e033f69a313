import { allEndpoints, changesState, type ListOperationLogQuery } from '../../../shared/api';

/** The search form of the operation log as typed (all text); '' means "any". */
export interface OperLogFilterValues {
  operName: string;
  module: string;
  businessType: string;
  status: string;
  /** yyyy-mm-ddThh:mm in the browser's time zone (datetime-local). */
  beginTime: string;
  endTime: string;
}

export const EMPTY_OPER_LOG_FILTERS: OperLogFilterValues = {
  operName: '',
  module: '',
  businessType: '',
  status: '',
  beginTime: '',
  endTime: '',
};

/** Modules that can appear in the log: the tags of every state-changing endpoint. */
export const AUDITED_MODULES: readonly string[] = [
  ...new Set(allEndpoints.filter(changesState).map((endpoint) => endpoint.tag)),
].sort();

export function toOperLogQuery(values: OperLogFilterValues): Omit<ListOperationLogQuery, 'pageNum' | 'pageSize'> {
  const query: Omit<ListOperationLogQuery, 'pageNum' | 'pageSize'> = {};
  const operName = values.operName.trim();
  if (operName) query.operName = operName;
  if (values.module) query.module = values.module;
  if (values.businessType) query.businessType = values.businessType as ListOperationLogQuery['businessType'];
  if (values.status) query.status = Number(values.status);
  const begin = localTime(values.beginTime);
  const end = localTime(values.endTime);
  if (begin) query.beginTime = begin;
  if (end) query.endTime = end;
  return query;
}

/** A datetime-local value as ISO-8601 UTC; undefined when empty or unreadable. */
export function localTime(text: string): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
