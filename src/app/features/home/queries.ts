import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHomeOverview } from './api';

export const homeKeys = {
  all: () => ['home'] as const,
  overview: () => [...homeKeys.all(), 'overview'] as const,
};

/** Read again every minute while the page is shown: sessions and approvals change under the user. */
export const homeOverviewQuery = () =>
  queryOptions({
    queryKey: homeKeys.overview(),
    queryFn: ({ signal }) => fetchHomeOverview(signal),
    refetchInterval: 60_000,
  });
export const useHomeOverview = () => useQuery(homeOverviewQuery());
