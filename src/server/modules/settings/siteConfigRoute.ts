import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { loadSiteConfig } from './siteConfig';

/**
 * GET /data/data.json (spec §7: the static site config, read before sign-in too): answered from the stored site
 * config, so a change on the base-config tab reaches every console at its next read. Not cached by the browser
 * (the service worker keeps the last copy for offline use).
 */
export function registerSiteConfigRoute(app: FastifyInstance, deps: Deps): void {
  app.get('/data/data.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return loadSiteConfig(deps.db);
  });
}
