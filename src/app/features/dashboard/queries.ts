import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardPeriod } from '../../../shared/api/dashboard';
import { useTopicChanges } from '../../hub';
import { fetchDashboardOverview } from './api';

export const dashboardKeys = {
  all: () => ['dashboard'] as const,
  overview: (period: DashboardPeriod) => [...dashboardKeys.all(), 'overview', period] as const,
};

/**
 * Read when shown and again when the server pushes a change (useLiveDashboard), never on a timer of its own; a
 * period switch keeps the last figures up until the new ones arrive.
 */
export const dashboardOverviewQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.overview(period),
    queryFn: ({ signal }) => fetchDashboardOverview(period, signal),
    placeholderData: keepPreviousData,
  });

/**
 * The figures of a period, live: the notify socket's "dashboard" topic is watched while the page is shown, and
 * each push (within a second of the event, on any node) reads them again. Many tabs share the one socket.
 */
export function useLiveDashboard(period: DashboardPeriod) {
  const queryClient = useQueryClient();
  useTopicChanges('dashboard', () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all() });
  });
  return useQuery(dashboardOverviewQuery(period));
}
