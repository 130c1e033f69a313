import { queryOptions } from '@tanstack/react-query';
import { listPlatforms } from '../../../shared/api/platforms';
import { listTagOptions } from '../../../shared/api/tags';
import { call, callPage } from '../http';
import { fetchThroughStore } from './throughStore';

/**
 * Asset types and tag options: short lists every asset and account form and filter needs, kept per user
 * in IndexedDB (throughStore.ts). Their keys sit under features/assets' platformKeys.all() and
 * tagKeys.all() (keep in step), so the feature's writes refresh them as they refresh its lists.
 */
export const PLATFORM_LOOKUP_SIZE = 500;

export const assetLookupKeys = {
  platforms: () => ['platforms', 'all'] as const,
  tags: () => ['tags', 'options'] as const,
};

export const platformLookupQuery = () =>
  queryOptions({
    queryKey: assetLookupKeys.platforms(),
    queryFn: ({ signal }) =>
      fetchThroughStore('platforms', 'all', () =>
        callPage(listPlatforms, { query: { pageNum: 1, pageSize: PLATFORM_LOOKUP_SIZE }, signal, silent: true }),
      ),
  });

export const tagLookupQuery = () =>
  queryOptions({
    queryKey: assetLookupKeys.tags(),
    queryFn: ({ signal }) => fetchThroughStore('tags', 'options', () => call(listTagOptions, { signal, silent: true })),
  });
