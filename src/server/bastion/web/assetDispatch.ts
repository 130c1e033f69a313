import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { langOfHeader, sendRefusal } from './refusalPage';
import { handleAssetRequest, type WebProxyContext } from './webProxy';
import { handleAssetUpgrade } from './webUpgrade';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Puts the asset origins in front of the console on the same listener: a request or upgrade whose Host names an
 * asset goes to the web proxy and never reaches the console's routes (an asset origin has no console API, and a
 * console page has no web application); the rest goes to the listeners the server had (Fastify's, @fastify/websocket's).
 * Called once the server is ready, when every listener is in place.
 */
export function routeAssetHosts(server: Server, ctx: WebProxyContext): void {
  const consoleRequest = server.listeners('request') as RequestListener[];
  const consoleUpgrade = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const assetId = ctx.hosts.assetIdOf(req.headers.host);
    if (assetId === null) {
      for (const listener of consoleRequest) listener.call(server, req, res);
      return;
    }
    handleAssetRequest(ctx, assetId, req, res).catch((error: unknown) => {
      ctx.onError(error, null);
      sendRefusal(res, 500, langOfHeader(req.headers['accept-language']), 'unknownError');
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const assetId = ctx.hosts.assetIdOf(req.headers.host);
    if (assetId === null) {
      for (const listener of consoleUpgrade) listener.call(server, req, socket, head);
      return;
    }
    handleAssetUpgrade(ctx, assetId, req, socket, head).catch((error: unknown) => {
      ctx.onError(error, null);
      socket.destroy();
    });
  });
}
