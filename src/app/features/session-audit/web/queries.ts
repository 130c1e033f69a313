import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListWebRequestsQuery } from '../../../../shared/api/webAssets';
import { fetchWebRequests } from './api';

export const webRequestKeys = {
  all: () => ['session-audit', 'web-requests'] as const,
  page: (sessionId: number, query: ListWebRequestsQuery) => [...webRequestKeys.all(), sessionId, query] as const,
};

/** While the session is online its requests are read again this often (the auditor watches it live). */
const LIVE_REFRESH_MS = 2000;

export const webRequestsQuery = (sessionId: number, query: ListWebRequestsQuery) =>
  queryOptions({
    queryKey: webRequestKeys.page(sessionId, query),
    queryFn: ({ signal }) => fetchWebRequests(sessionId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useWebRequests = (sessionId: number, query: ListWebRequestsQuery, isLive: boolean) =>
  useQuery({ ...webRequestsQuery(sessionId, query), refetchInterval: isLive ? LIVE_REFRESH_MS : false });
