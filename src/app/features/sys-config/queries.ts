import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListConfigsQuery } from '../../../shared/api/sysConfig';
import * as api from './api';

export const configKeys = {
  all: () => ['sysConfig'] as const,
  list: (query: ListConfigsQuery) => [...configKeys.all(), 'list', query] as const,
};

export const useConfigs = (query: ListConfigsQuery) =>
  useQuery(
    queryOptions({ queryKey: configKeys.list(query), queryFn: ({ signal }) => api.fetchConfigs(query, signal) }),
  );

/** A parameter write refreshes the list (other pages read their settings from their own calls). */
export function useConfigMutation<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all() }),
  });
}
