import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built console, `dist/` at the repository root. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

/**
 * Serves the console when it has been built; answers false (and serves nothing) when it has not, e.g.
 * in server tests or during `vite` development. index.html and sw.js must always be revalidated so a
 * deployment reaches users; hashed files under /assets/ never change and are cached for good.
 */
export async function registerStatic(app: FastifyInstance, distDir = DEFAULT_DIST_DIR): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      const name = path.slice(distDir.length).replaceAll('\\', '/');
      if (name === '/index.html' || name === '/sw.js') reply.header('cache-control', 'no-cache');
      else if (name.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}
