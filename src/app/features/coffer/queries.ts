import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAssetsQuery } from '../../../shared/api';
import type { SafeApplicationListQuery } from '../../../shared/api/cofferApplications';
import type { CofferListQuery } from '../../../shared/api/coffers';
import * as api from './api';

type LicenceQuery = Parameters<typeof api.fetchLicences>[0];
type AccountQuery = Parameters<typeof api.fetchCofferAccounts>[0];

export const cofferKeys = {
  all: () => ['coffer'] as const,
  lists: () => [...cofferKeys.all(), 'list'] as const,
  list: (query: CofferListQuery) => [...cofferKeys.lists(), 'mine', query] as const,
  allList: (query: Omit<CofferListQuery, 'category'>) => [...cofferKeys.lists(), 'all', query] as const,
  counts: () => [...cofferKeys.all(), 'counts'] as const,
  options: (cofferName: string) => [...cofferKeys.all(), 'options', cofferName] as const,
  detail: (cofferId: number) => [...cofferKeys.all(), 'detail', cofferId] as const,
  licences: (query: LicenceQuery) => [...cofferKeys.all(), 'licences', query] as const,
  auth: (cofferId: number) => [...cofferKeys.all(), 'auth', cofferId] as const,
  accounts: (query: AccountQuery) => [...cofferKeys.all(), 'accounts', query] as const,
  applications: () => [...cofferKeys.all(), 'applications'] as const,
  applicationList: (query: SafeApplicationListQuery) => [...cofferKeys.applications(), 'list', query] as const,
  application: (recordId: number) => [...cofferKeys.applications(), 'detail', recordId] as const,
  people: (kind: 'user' | 'group', keyword: string) => [...cofferKeys.all(), 'people', kind, keyword] as const,
  assetOptions: (query: ListAssetsQuery) => [...cofferKeys.all(), 'asset-options', query] as const,
  accountOptions: (accountName: string) => [...cofferKeys.all(), 'account-options', accountName] as const,
};

export const coffersQuery = (query: CofferListQuery, enabled = true) =>
  queryOptions({
    queryKey: cofferKeys.list(query),
    queryFn: ({ signal }) => api.fetchCoffers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useCoffers = (query: CofferListQuery, enabled = true) => useQuery(coffersQuery(query, enabled));

export const allCoffersQuery = (query: Omit<CofferListQuery, 'category'>) =>
  queryOptions({
    queryKey: cofferKeys.allList(query),
    queryFn: ({ signal }) => api.fetchAllCoffers(query, signal),
    placeholderData: keepPreviousData,
  });
export const useAllCoffers = (query: Omit<CofferListQuery, 'category'>) => useQuery(allCoffersQuery(query));

export const useCofferCounts = () =>
  useQuery({ queryKey: cofferKeys.counts(), queryFn: ({ signal }) => api.fetchCofferCounts(signal) });

export const useManagedCofferOptions = (cofferName: string) =>
  useQuery({
    queryKey: cofferKeys.options(cofferName),
    queryFn: ({ signal }) => api.fetchManagedCofferOptions(cofferName, signal),
    placeholderData: keepPreviousData,
  });

export const useCoffer = (cofferId: number | null) =>
  useQuery({
    queryKey: cofferKeys.detail(cofferId ?? 0),
    queryFn: ({ signal }) => api.fetchCoffer(cofferId ?? 0, signal),
    enabled: cofferId !== null,
  });

export const useLicences = (query: LicenceQuery) =>
  useQuery({
    queryKey: cofferKeys.licences(query),
    queryFn: ({ signal }) => api.fetchLicences(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCofferAuth = (cofferId: number | null) =>
  useQuery({
    queryKey: cofferKeys.auth(cofferId ?? 0),
    queryFn: ({ signal }) => api.fetchCofferAuth(cofferId ?? 0, signal),
    enabled: cofferId !== null,
    retry: false,
    // A licence ends on its own: the rights shown are read afresh each time the page opens.
    staleTime: 0,
  });

export const useCofferAccounts = (query: AccountQuery, enabled: boolean) =>
  useQuery({
    queryKey: cofferKeys.accounts(query),
    queryFn: ({ signal }) => api.fetchCofferAccounts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const useApplications = (query: SafeApplicationListQuery) =>
  useQuery({
    queryKey: cofferKeys.applicationList(query),
    queryFn: ({ signal }) => api.fetchApplications(query, signal),
    placeholderData: keepPreviousData,
  });

export const useApplication = (recordId: number | null) =>
  useQuery({
    queryKey: cofferKeys.application(recordId ?? 0),
    queryFn: ({ signal }) => api.fetchApplication(recordId ?? 0, signal),
    enabled: recordId !== null,
    // Other approvers decide meanwhile: the dialog reads the record afresh each time it opens.
    staleTime: 0,
    retry: false,
  });

/** A refusal (403: the caller keeps no safe) does not change on a retry. */
export const usePeople = (kind: 'user' | 'group', keyword: string) =>
  useQuery({
    queryKey: cofferKeys.people(kind, keyword),
    queryFn: ({ signal }) => api.fetchPeople(kind, keyword, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAssetOptions = (query: ListAssetsQuery) =>
  useQuery({
    queryKey: cofferKeys.assetOptions(query),
    queryFn: ({ signal }) => api.fetchAssetOptions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountOptions = (accountName: string) =>
  useQuery({
    queryKey: cofferKeys.accountOptions(accountName),
    queryFn: ({ signal }) => api.fetchAccountOptions(accountName, signal),
    placeholderData: keepPreviousData,
  });

/**
 * A change to safes, licences or applications: every list, count, right and record of the coffer is read
 * again (a licence issued on a decision moves a safe between categories, for instance). `reloadOnFailure`:
 * a refusal may mean someone else changed it first (a decision taken meanwhile), so read it again then too.
 */
export function useCofferMutation<V, R>(mutationFn: (variables: V) => Promise<R>, reloadOnFailure = false) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: cofferKeys.all() });
  return useMutation({
    mutationFn,
    onSuccess: reload,
    ...(reloadOnFailure ? { onError: reload } : {}),
  });
}
