import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAssetsQuery, ListGrantsQuery, ListMyAssetsQuery } from '../../../shared/api';
import * as api from './api';

export const grantKeys = {
  all: () => ['grants'] as const,
  list: (query: ListGrantsQuery) => [...grantKeys.all(), 'list', query] as const,
  subjects: (keyword: string) => [...grantKeys.all(), 'subjects', keyword] as const,
  assets: (query: ListAssetsQuery) => [...grantKeys.all(), 'assets', query] as const,
  accounts: (assetId: number | null) => [...grantKeys.all(), 'accounts', assetId] as const,
};
export const myAssetKeys = {
  all: () => ['my-assets'] as const,
  list: (query: ListMyAssetsQuery) => [...myAssetKeys.all(), 'list', query] as const,
  detail: (assetId: number) => [...myAssetKeys.all(), 'detail', assetId] as const,
};

export const grantsQuery = (query: ListGrantsQuery) =>
  queryOptions({
    queryKey: grantKeys.list(query),
    queryFn: ({ signal }) => api.fetchGrants(query, signal),
    placeholderData: keepPreviousData,
  });
export const useGrants = (query: ListGrantsQuery) => useQuery(grantsQuery(query));

export const subjectsQuery = (keyword: string) =>
  queryOptions({
    queryKey: grantKeys.subjects(keyword),
    queryFn: ({ signal }) => api.fetchSubjects(keyword, signal),
    placeholderData: keepPreviousData,
  });
export const useSubjects = (keyword: string) => useQuery(subjectsQuery(keyword));

export const grantableAssetsQuery = (query: ListAssetsQuery) =>
  queryOptions({
    queryKey: grantKeys.assets(query),
    queryFn: ({ signal }) => api.fetchGrantableAssets(query, signal),
    placeholderData: keepPreviousData,
  });
export const useGrantableAssets = (query: ListAssetsQuery) => useQuery(grantableAssetsQuery(query));

export const assetAccountsQuery = (assetId: number | null) =>
  queryOptions({
    queryKey: grantKeys.accounts(assetId),
    queryFn: ({ signal }) => api.fetchAssetAccounts(assetId as number, signal),
    enabled: assetId !== null,
  });
export const useAssetAccounts = (assetId: number | null) => useQuery(assetAccountsQuery(assetId));

export const myAssetsQuery = (query: ListMyAssetsQuery) =>
  queryOptions({
    queryKey: myAssetKeys.list(query),
    queryFn: ({ signal }) => api.fetchMyAssets(query, signal),
    placeholderData: keepPreviousData,
  });
export const useMyAssets = (query: ListMyAssetsQuery) => useQuery(myAssetsQuery(query));

export const myAssetQuery = (assetId: number | null) =>
  queryOptions({
    queryKey: myAssetKeys.detail(assetId ?? 0),
    queryFn: ({ signal }) => api.fetchMyAsset(assetId ?? 0, signal),
    enabled: assetId !== null,
    retry: false,
  });
export const useMyAsset = (assetId: number | null) => useQuery(myAssetQuery(assetId));

/** A change to grants or favourites: every list and detail of both pages reloads. */
export function useGrantsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([grantKeys.all(), myAssetKeys.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
