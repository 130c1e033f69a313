import {
  addApplicationProxy,
  getApplicationProxy,
  listApplicationProxies,
  removeApplicationProxies,
  updateApplicationProxy,
} from '../../../shared/api/applicationProxies';
import {
  acceptNetworkProxyHostKey,
  addNetworkProxy,
  checkNetworkProxy,
  getNetworkProxy,
  listNetworkProxies,
  listNetworkProxyOptions,
  removeNetworkProxies,
  updateNetworkProxy,
} from '../../../shared/api/proxies';
import { getProxyOverview } from '../../../shared/api/proxyOverview';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import * as applications from './applicationService';
import { checkProxy } from './healthCheck';
import { proxyOverview } from './overview';
import * as proxies from './proxyService';

export const proxyHandlers: readonly RouteHandler[] = [
  defineHandler(getProxyOverview, async (ctx) => proxyOverview(ctx.deps, sessionOf(ctx).permissions)),
  definePagedHandler(listNetworkProxies, async (ctx) => proxies.listProxies(ctx.deps, ctx.query, ctx.lang)),
  defineHandler(getNetworkProxy, async (ctx) => proxies.getProxy(ctx.deps, ctx.query.id, ctx.lang)),
  defineHandler(listNetworkProxyOptions, async (ctx) => proxies.proxyOptions(ctx.deps)),
  defineHandler(addNetworkProxy, async (ctx) => ({ id: await proxies.addProxy(ctx.deps, ctx.body) })),
  defineHandler(updateNetworkProxy, async (ctx) => {
    await proxies.updateProxy(ctx.deps, ctx.body);
    return null;
  }),
  defineHandler(removeNetworkProxies, async (ctx) => {
    await proxies.removeProxies(ctx.deps, ctx.body.ids);
    return null;
  }),
  defineHandler(
    checkNetworkProxy,
    async (ctx) => {
      await checkProxy(ctx.deps, ctx.body.id);
      return proxies.getProxy(ctx.deps, ctx.body.id, ctx.lang);
    },
    'proxyChecked',
  ),
  defineHandler(
    acceptNetworkProxyHostKey,
    async (ctx) => {
      await proxies.acceptHostKey(ctx.deps, ctx.body.id, ctx.body.fingerprint);
      return proxies.getProxy(ctx.deps, ctx.body.id, ctx.lang);
    },
    'proxyHostKeyAccepted',
  ),
  definePagedHandler(listApplicationProxies, async (ctx) => applications.listApplications(ctx.deps, ctx.query)),
  defineHandler(getApplicationProxy, async (ctx) => applications.getApplication(ctx.deps, ctx.query.id)),
  defineHandler(addApplicationProxy, async (ctx) => ({ id: await applications.addApplication(ctx.deps, ctx.body) })),
  defineHandler(updateApplicationProxy, async (ctx) => {
    await applications.updateApplication(ctx.deps, ctx.body);
    return null;
  }),
  defineHandler(removeApplicationProxies, async (ctx) => {
    await applications.removeApplications(ctx.deps, ctx.body.ids);
    return null;
  }),
];
