import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { routeAssetHosts } from '../../bastion/web/assetDispatch';
import type { WebProxyContext } from '../../bastion/web/webProxy';
import type { Deps } from '../../deps';
import { watchSignOuts } from '../terminal';

/** How often every live web session's standing is checked even when it makes no request (idle, revoked, expired). */
const SWEEP_MS = 30_000;
/** The bastion's own cookie on every asset origin. */
export const WEB_COOKIE_NAME = 'gatehouse_web';

/**
 * Serves the asset origins (docs/web-assets.md) on the console's own listener: requests and WebSocket upgrades whose
 * Host names an asset go to the web proxy, everything else to the console. Ends web sessions with the console
 * sign-in that opened them, sweeps their standing, and ends them all when the server stops.
 */
export function registerWebAssets(app: FastifyInstance, deps: Deps, options: { trustProxy: boolean }): void {
  const registry = deps.webSessions;
  const forwarded = (req: IncomingMessage, name: string) => {
    const value = req.headers[name];
    return options.trustProxy && typeof value === 'string' ? (value.split(',')[0]?.trim() ?? '') : '';
  };
  const ctx: WebProxyContext = {
    registry,
    hosts: registry.hosts,
    cookieName: WEB_COOKIE_NAME,
    standingCheckMs: registry.standingCheckMs,
    nowMs: () => deps.now().getTime(),
    clientIp: (req) => forwarded(req, 'x-forwarded-for') || req.socket.remoteAddress || '',
    isSecure: (req) =>
      forwarded(req, 'x-forwarded-proto') === 'https' || ('encrypted' in req.socket && req.socket.encrypted === true),
    onError: (error, sessionId) => deps.log.warn({ err: error, sessionId }, 'web asset request failed'),
  };
  app.addHook('onReady', async () => routeAssetHosts(app.server, ctx));

  const stopWatching = watchSignOuts(deps.realtime, registry);
  const timer = setInterval(() => {
    const nowMs = deps.now().getTime();
    registry.sweep(nowMs);
    for (const session of registry.live()) {
      session
        .stillStanding(nowMs, 0)
        .catch((error: unknown) => deps.log.warn({ err: error, sessionId: session.id }, 'web standing check failed'));
    }
  }, SWEEP_MS);
  timer.unref();
  app.addHook('preClose', () => registry.shutdown());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopWatching();
  });
}
