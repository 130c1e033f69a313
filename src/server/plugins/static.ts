import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built console, `dist/` at the repository root. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

/** Hashed build output: a changed file gets a new name, so a copy may be kept for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of one file of the console, by its name under dist/. The pages and sw.js must always
 * be revalidated so a deployment reaches users; hashed files under /assets/ never change and are cached
 * for good; the rest (manifest, icons, data.json) keep their names across versions and are rechecked hourly.
 * A precompressed variant (`.br`, `.gz`) is cached like the file it encodes.
 */
export function cacheControlOf(name: string): string {
  const file = name.replace(/\.(?:br|gz)$/, '');
  if (file === '/index.html' || file === '/login.html' || file === '/sw.js') return 'no-cache';
  if (file.startsWith('/assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Serves the console when it has been built; answers false (and serves nothing) when it has not, e.g.
 * in server tests or during `vite` development. The build wrote a brotli and a gzip copy of each text
 * file (build/precompress.ts); `preCompressed` sends the best one the client accepts, with
 * `Vary: accept-encoding`, and the file itself to a client that accepts neither.
 */
export async function registerStatic(app: FastifyInstance, distDir = DEFAULT_DIST_DIR): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlOf(path.slice(distDir.length).replaceAll('\\', '/')));
    },
  });
  return true;
}
