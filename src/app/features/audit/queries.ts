import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListLoginLogQuery, ListOperationLogQuery } from '../../../shared/api';
import * as api from './api';

export const operationLogKeys = {
  all: () => ['operation-log'] as const,
  list: (query: ListOperationLogQuery) => [...operationLogKeys.all(), 'list', query] as const,
  detail: (operId: number) => [...operationLogKeys.all(), 'detail', operId] as const,
};

export const loginLogKeys = {
  all: () => ['login-log'] as const,
  list: (query: ListLoginLogQuery) => [...loginLogKeys.all(), 'list', query] as const,
};

export const operationLogsQuery = (query: ListOperationLogQuery) =>
  queryOptions({
    queryKey: operationLogKeys.list(query),
    queryFn: ({ signal }) => api.fetchOperationLogs(query, signal),
    placeholderData: keepPreviousData,
  });
export const useOperationLogs = (query: ListOperationLogQuery) => useQuery(operationLogsQuery(query));

export const operationLogQuery = (operId: number | null) =>
  queryOptions({
    queryKey: operationLogKeys.detail(operId ?? 0),
    queryFn: ({ signal }) => api.fetchOperationLog(operId ?? 0, signal),
    enabled: operId !== null,
  });
export const useOperationLog = (operId: number | null) => useQuery(operationLogQuery(operId));

export const loginLogsQuery = (query: ListLoginLogQuery) =>
  queryOptions({
    queryKey: loginLogKeys.list(query),
    queryFn: ({ signal }) => api.fetchLoginLogs(query, signal),
    placeholderData: keepPreviousData,
  });
export const useLoginLogs = (query: ListLoginLogQuery) => useQuery(loginLogsQuery(query));
