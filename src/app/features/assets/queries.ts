import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAssetsQuery, ListPlatformsQuery, ListTagsQuery } from '../../../shared/api';
import * as api from './api';

export const assetKeys = {
  all: () => ['assets'] as const,
  list: (query: ListAssetsQuery) => [...assetKeys.all(), 'list', query] as const,
  detail: (assetId: number) => [...assetKeys.all(), 'detail', assetId] as const,
  depts: () => [...assetKeys.all(), 'depts'] as const,
};
export const platformKeys = {
  all: () => ['platforms'] as const,
  list: (query: ListPlatformsQuery) => [...platformKeys.all(), 'list', query] as const,
  detail: (platformId: number) => [...platformKeys.all(), 'detail', platformId] as const,
};
export const tagKeys = {
  all: () => ['tags'] as const,
  list: (query: ListTagsQuery) => [...tagKeys.all(), 'list', query] as const,
  options: () => [...tagKeys.all(), 'options'] as const,
};

export const useAssets = (query: ListAssetsQuery) =>
  useQuery({
    queryKey: assetKeys.list(query),
    queryFn: ({ signal }) => api.fetchAssets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAsset = (assetId: number | null) =>
  useQuery({
    queryKey: assetKeys.detail(assetId ?? 0),
    queryFn: ({ signal }) => api.fetchAsset(assetId ?? 0, signal),
    enabled: assetId !== null,
    retry: false,
  });

export const useAssetDepts = () =>
  useQuery({ queryKey: assetKeys.depts(), queryFn: ({ signal }) => api.fetchAssetDepts(signal) });

export const usePlatforms = (query: ListPlatformsQuery) =>
  useQuery({
    queryKey: platformKeys.list(query),
    queryFn: ({ signal }) => api.fetchPlatforms(query, signal),
    placeholderData: keepPreviousData,
  });

/** Every asset type (a handful), for pickers and filters. */
export const useAllPlatforms = () => usePlatforms({ pageNum: 1, pageSize: 500 });

export const usePlatform = (platformId: number | null) =>
  useQuery({
    queryKey: platformKeys.detail(platformId ?? 0),
    queryFn: ({ signal }) => api.fetchPlatform(platformId ?? 0, signal),
    enabled: platformId !== null,
    retry: false,
  });

export const useTags = (query: ListTagsQuery) =>
  useQuery({
    queryKey: tagKeys.list(query),
    queryFn: ({ signal }) => api.fetchTags(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTagOptions = () =>
  useQuery({ queryKey: tagKeys.options(), queryFn: ({ signal }) => api.fetchTagOptions(signal) });

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
