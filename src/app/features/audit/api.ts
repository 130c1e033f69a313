import {
  getOperationLog,
  type ListLoginLogQuery,
  type ListOperationLogQuery,
  type LoginLog,
  listLoginLogs,
  listOperationLogs,
  type OperationLog,
} from '../../../shared/api';
import { call, callPage, type Page } from '../../data/http';

/** The audit feature's calls; the only file here that touches the network. */
export const fetchOperationLogs = (query: ListOperationLogQuery, signal?: AbortSignal): Promise<Page<OperationLog>> =>
  callPage(listOperationLogs, { query, signal });

export const fetchOperationLog = (operId: number, signal?: AbortSignal): Promise<OperationLog> =>
  call(getOperationLog, { params: { operId: String(operId) }, signal });

export const fetchLoginLogs = (query: ListLoginLogQuery, signal?: AbortSignal): Promise<Page<LoginLog>> =>
  callPage(listLoginLogs, { query, signal });
