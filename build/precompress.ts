import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below one TCP packet compression saves nothing the headers do not eat up again. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at maximum quality
 * (brotli 11, gzip 9): they are made once per build, not per request, so the slow settings cost nothing
 * at run time. The server sends them as they are (src/server/plugins/static.ts, @fastify/static
 * `preCompressed`). A variant that would not be smaller than the file is not written.
 *
 * Runs last, after vite-plugin-pwa has written sw.js (its closeBundle), so the service worker is compressed too.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gatehouse:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler(error) {
        if (error || config.build.ssr) return;
        await compressTree(resolve(config.root, config.build.outDir));
      },
    },
  };
}

/** Compresses every eligible file under `dir`; exported for the benchmark's bare page. */
export async function compressTree(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).map((name) => join(dir, name));
  await Promise.all(files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(file)));
}

async function compressFile(file: string): Promise<void> {
  if (!(await stat(file)).isFile()) return;
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}
