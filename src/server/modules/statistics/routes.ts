import { exportStatisticsReport, getStatisticsReport } from '../../../shared/api/statistics';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { statisticsReport } from './report';
import { reportWorkbook } from './reportWorkbook';

/** The statistics report (/index; docs/statistics.md). */
export const statisticsHandlers: RouteHandler[] = [
  defineHandler(getStatisticsReport, (ctx) => statisticsReport(ctx.deps, ctx.query)),
  defineHandler(exportStatisticsReport, async (ctx) =>
    reportWorkbook(await statisticsReport(ctx.deps, ctx.query), ctx.lang),
  ),
];
