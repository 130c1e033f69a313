import { getDashboardOverview } from '../../../shared/api/dashboard';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { dashboardOverview } from './overview';

/** The live operations dashboard (docs/dashboard.md). */
export const dashboardHandlers: RouteHandler[] = [
  defineHandler(getDashboardOverview, (ctx) => dashboardOverview(ctx.deps, ctx.query.period)),
];
