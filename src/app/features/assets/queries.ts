import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAssetsQuery, ListPlatformsQuery, ListTagsQuery } from '../../../shared/api';
import { platformKeys, tagKeys } from '../../data/sharedQueryKeys';
import * as api from './api';

export const assetKeys = {
  all: () => ['assets'] as const,
  list: (query: ListAssetsQuery) => [...assetKeys.all(), 'list', query] as const,
  detail: (assetId: number) => [...assetKeys.all(), 'detail', assetId] as const,
  depts: () => [...assetKeys.all(), 'depts'] as const,
};

export const assetsQuery = (query: ListAssetsQuery) =>
  queryOptions({
    queryKey: assetKeys.list(query),
    queryFn: ({ signal }) => api.fetchAssets(query, signal),
    placeholderData: keepPreviousData,
  });
export const useAssets = (query: ListAssetsQuery) => useQuery(assetsQuery(query));

export const assetQuery = (assetId: number | null) =>
  queryOptions({
    queryKey: assetKeys.detail(assetId ?? 0),
    queryFn: ({ signal }) => api.fetchAsset(assetId ?? 0, signal),
    enabled: assetId !== null,
    retry: false,
  });
export const useAsset = (assetId: number | null) => useQuery(assetQuery(assetId));

export const assetDeptsQuery = () =>
  queryOptions({ queryKey: assetKeys.depts(), queryFn: ({ signal }) => api.fetchAssetDepts(signal) });
export const useAssetDepts = () => useQuery(assetDeptsQuery());

export const platformsQuery = (query: ListPlatformsQuery) =>
  queryOptions({
    queryKey: platformKeys.list(query),
    queryFn: ({ signal }) => api.fetchPlatforms(query, signal),
    placeholderData: keepPreviousData,
  });
export const usePlatforms = (query: ListPlatformsQuery) => useQuery(platformsQuery(query));

/** Every asset type (a handful), for pickers and filters. */
export const useAllPlatforms = () => usePlatforms({ pageNum: 1, pageSize: 500 });

export const platformQuery = (platformId: number | null) =>
  queryOptions({
    queryKey: platformKeys.detail(platformId ?? 0),
    queryFn: ({ signal }) => api.fetchPlatform(platformId ?? 0, signal),
    enabled: platformId !== null,
    retry: false,
  });
export const usePlatform = (platformId: number | null) => useQuery(platformQuery(platformId));

export const tagsQuery = (query: ListTagsQuery) =>
  queryOptions({
    queryKey: tagKeys.list(query),
    queryFn: ({ signal }) => api.fetchTags(query, signal),
    placeholderData: keepPreviousData,
  });
export const useTags = (query: ListTagsQuery) => useQuery(tagsQuery(query));

export const tagOptionsQuery = () =>
  queryOptions({ queryKey: tagKeys.options(), queryFn: ({ signal }) => api.fetchTagOptions(signal) });
export const useTagOptions = () => useQuery(tagOptionsQuery());

/**
 * A mutation that refreshes every asset, type and tag query on success: counts shown on one page
 * (assets per type, per tag) change with writes on another.
 */
export function useAssetsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [assetKeys.all(), platformKeys.all(), tagKeys.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
