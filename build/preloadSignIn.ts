import type { Plugin, ResolvedConfig } from 'vite';

/** The chunk build/bootChunks.ts makes of the sign-in page. */
const SIGN_IN_CHUNK = 'login';

/**
 * Adds `<link rel="modulepreload">` for the sign-in page's chunk to index.html. The router imports it
 * only once the boot chunk has run (a lazy route), one round trip after the boot chunk itself; the hint
 * lets the browser fetch both at once. Signed-in pages import their share of it too (bootChunks.ts), so
 * no page fetches it in vain. See src/app/features/login/README.md.
 */
export function preloadSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gatehouse:preload-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === SIGN_IN_CHUNK && !output.isEntry,
        );
        if (!chunk) throw new Error(`no '${SIGN_IN_CHUNK}' chunk to preload: see build/bootChunks.ts`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${config.base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
