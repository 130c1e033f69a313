import { queryOptions } from '@tanstack/react-query';
import { listPlatforms } from '../../../shared/api/platforms';
import { listTagOptions } from '../../../shared/api/tags';
import { call, callPage } from '../http';
import { platformKeys, tagKeys } from '../sharedQueryKeys';
import { fetchThroughStore } from './throughStore';

/**
 * Asset types and tag options kept per user in IndexedDB (throughStore.ts), filled by
 * pwa/OfflineLookups.tsx. Their keys sit under platformKeys.all() and tagKeys.all(), so the asset
 * feature's writes refresh them too. The asset and account forms still read their own queries (TODO:
 * serve them from these once the stale dropdown seen in assets.spec.ts with a shared key is understood).
 */
export const PLATFORM_LOOKUP_SIZE = 500;

export const assetLookupKeys = {
  platforms: () => [...platformKeys.all(), 'all'] as const,
  tags: () => [...tagKeys.all(), 'lookup'] as const,
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
