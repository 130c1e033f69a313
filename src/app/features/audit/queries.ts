import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListLoginLogQuery, ListOperationLogQuery } from '../../../shared/api';
import * as api from './api';

export const operationLogKeys = {
  all: () => ['operation-log'] as const,
  list: (query: ListOperationLogQuery) => [...operationLogKeys.all(), 'list', query] as const,
  detail: (operId: number) => [...operationLogKeys.all(), 'detail', operId] as const,
};

export const useOperationLogs = (query: ListOperationLogQuery) =>
  useQuery({
    queryKey: operationLogKeys.list(query),
    queryFn: ({ signal }) => api.fetchOperationLogs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOperationLog = (operId: number | null) =>
  useQuery({
    queryKey: operationLogKeys.detail(operId ?? 0),
    queryFn: ({ signal }) => api.fetchOperationLog(operId ?? 0, signal),
    enabled: operId !== null,
  });

export const loginLogKeys = {
  all: () => ['login-log'] as const,
  list: (query: ListLoginLogQuery) => [...loginLogKeys.all(), 'list', query] as const,
};

export const useLoginLogs = (query: ListLoginLogQuery) =>
  useQuery({
    queryKey: loginLogKeys.list(query),
    queryFn: ({ signal }) => api.fetchLoginLogs(query, signal),
    placeholderData: keepPreviousData,
  });
