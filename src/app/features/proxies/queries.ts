import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListApplicationProxiesQuery, ListNetworkProxiesQuery } from '../../../shared/api';
import * as api from './api';

export const proxyKeys = {
  all: () => ['proxies'] as const,
  list: (query: ListNetworkProxiesQuery) => [...proxyKeys.all(), 'list', query] as const,
  options: () => [...proxyKeys.all(), 'options'] as const,
  overview: () => [...proxyKeys.all(), 'overview'] as const,
  applications: (query: ListApplicationProxiesQuery) => [...proxyKeys.all(), 'applications', query] as const,
  application: (id: number) => [...proxyKeys.all(), 'application', id] as const,
};

export const proxiesQuery = (query: ListNetworkProxiesQuery) =>
  queryOptions({
    queryKey: proxyKeys.list(query),
    queryFn: ({ signal }) => api.fetchProxies(query, signal),
    placeholderData: keepPreviousData,
  });
export const useProxies = (query: ListNetworkProxiesQuery) => useQuery(proxiesQuery(query));

export const proxyOverviewQuery = () =>
  queryOptions({ queryKey: proxyKeys.overview(), queryFn: ({ signal }) => api.fetchProxyOverview(signal) });
export const useProxyOverview = () => useQuery(proxyOverviewQuery());

export const proxyOptionsQuery = () =>
  queryOptions({ queryKey: proxyKeys.options(), queryFn: ({ signal }) => api.fetchProxyOptions(signal) });
export const useProxyOptions = () => useQuery(proxyOptionsQuery());

export const applicationsQuery = (query: ListApplicationProxiesQuery) =>
  queryOptions({
    queryKey: proxyKeys.applications(query),
    queryFn: ({ signal }) => api.fetchApplications(query, signal),
    placeholderData: keepPreviousData,
  });
export const useApplications = (query: ListApplicationProxiesQuery) => useQuery(applicationsQuery(query));

export const applicationQuery = (id: number | null) =>
  queryOptions({
    queryKey: proxyKeys.application(id ?? 0),
    queryFn: ({ signal }) => api.fetchApplication(id ?? 0, signal),
    enabled: id !== null,
  });
export const useApplication = (id: number | null) => useQuery(applicationQuery(id));

/** A mutation whose success refreshes every proxy query (lists, options, details). */
export function useProxiesMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: proxyKeys.all() }) });
}
