import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAccountsQuery } from '../../../shared/api/accounts';
import { tagKeys } from '../../data/sharedQueryKeys';
import * as api from './api';

export const accountKeys = {
  all: () => ['accounts'] as const,
  list: (query: ListAccountsQuery) => [...accountKeys.all(), 'list', query] as const,
  detail: (accountId: number) => [...accountKeys.all(), 'detail', accountId] as const,
  hostKey: (assetId: number) => [...accountKeys.all(), 'hostKey', assetId] as const,
};

export const accountsQuery = (query: ListAccountsQuery) =>
  queryOptions({
    queryKey: accountKeys.list(query),
    queryFn: ({ signal }) => api.fetchAccounts(query, signal),
    placeholderData: keepPreviousData,
  });
export const useAccounts = (query: ListAccountsQuery) => useQuery(accountsQuery(query));

export const accountQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: accountKeys.detail(accountId ?? 0),
    queryFn: ({ signal }) => api.fetchAccount(accountId ?? 0, signal),
    enabled: accountId !== null,
    retry: false,
  });
export const useAccount = (accountId: number | null) => useQuery(accountQuery(accountId));

export const hostKeyQuery = (assetId: number) =>
  queryOptions({ queryKey: accountKeys.hostKey(assetId), queryFn: ({ signal }) => api.fetchHostKey(assetId, signal) });
export const useHostKey = (assetId: number) => useQuery(hostKeyQuery(assetId));

/** Tag options under the asset feature's key, so both share one cached copy. */
export const tagOptionsQuery = () =>
  queryOptions({ queryKey: tagKeys.options(), queryFn: ({ signal }) => api.fetchTagOptions(signal) });
export const useTagOptions = () => useQuery(tagOptionsQuery());

/** A mutation that refreshes every account query (lists, details, host keys) on success. */
export function useAccountsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
  });
}
