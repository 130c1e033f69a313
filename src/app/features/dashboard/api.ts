import { type DashboardPeriod, getDashboardOverview } from '../../../shared/api/dashboard';
import { call } from '../../data/http';

/** The dashboard's one call (GET /dashboard/overview); the only file of this feature that calls the network. */
export const fetchDashboardOverview = (period: DashboardPeriod, signal?: AbortSignal) =>
  call(getDashboardOverview, { query: { period }, signal });
