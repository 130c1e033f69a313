import { getHomeOverview } from '../../../shared/api/home';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { homeOverview } from './service';

/** The home page (docs/home.md). */
export const homeHandlers: RouteHandler[] = [
  defineHandler(getHomeOverview, async (ctx) => homeOverview(ctx.deps, sessionOf(ctx), ctx.ip, ctx.lang)),
];
