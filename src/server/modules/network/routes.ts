import {
  addNetworkBond,
  addNetworkRoute,
  deleteNetworkBond,
  deleteNetworkRoute,
  editNetwork,
  getNetwork,
  listNetworkBonds,
  listNetworkInterfaces,
  listNetworkRoutes,
  reloadNetwork,
} from '../../../shared/api/network';
import { canonicalAddress } from '../../../shared/rules/networkRules';
import { defineHandler, type HandlerContext, type RouteHandler, sessionOf } from '../../http/handler';
import {
  addBond,
  addRoute,
  deleteBond,
  deleteRoute,
  editInterfaces,
  liveNetwork,
  type NetworkCaller,
  networkOverview,
} from './networkService';
import { reloadStoredNetwork } from './reload';

/**
 * Who asks, in what language, over which local address. In namespace mode the console is not reached through the
 * namespace, so no change there can cut it off.
 */
function callerOf(ctx: HandlerContext): NetworkCaller {
  const local = ctx.request.socket.localAddress;
  return {
    userName: sessionOf(ctx).userName,
    lang: ctx.lang,
    consoleAddress: ctx.deps.network.namespace || !local ? null : canonicalAddress(local.replace(/^::ffff:/i, '')),
  };
}

const routeOf = (body: { destination: string; gateway?: string; device?: string; metric?: number }) => ({
  destination: body.destination,
  gateway: body.gateway ?? null,
  device: body.device ?? null,
  metric: body.metric ?? null,
});

/** The setting centre's network tab (spec §7 /setting-center/network…; docs/network.md). */
export const networkHandlers: RouteHandler[] = [
  defineHandler(getNetwork, async (ctx) => networkOverview(ctx.deps)),
  defineHandler(editNetwork, async (ctx) => editInterfaces(ctx.deps, ctx.body.interfaces, callerOf(ctx))),
  defineHandler(listNetworkInterfaces, async (ctx) => (await liveNetwork(ctx.deps)).interfaces),
  defineHandler(listNetworkRoutes, async (ctx) => (await liveNetwork(ctx.deps)).routes),
  defineHandler(addNetworkRoute, async (ctx) => addRoute(ctx.deps, routeOf(ctx.body), callerOf(ctx))),
  defineHandler(deleteNetworkRoute, async (ctx) => deleteRoute(ctx.deps, routeOf(ctx.body), callerOf(ctx))),
  defineHandler(listNetworkBonds, async (ctx) => (await liveNetwork(ctx.deps)).bonds),
  defineHandler(addNetworkBond, async (ctx) =>
    addBond(ctx.deps, { ...ctx.body, mtu: ctx.body.mtu ?? null }, callerOf(ctx)),
  ),
  defineHandler(deleteNetworkBond, async (ctx) => deleteBond(ctx.deps, ctx.body.name, callerOf(ctx))),
  defineHandler(reloadNetwork, async (ctx) => reloadStoredNetwork(ctx.deps, ctx.lang)),
];
