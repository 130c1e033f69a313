import type { Plugin } from 'vite';

const MINI_COPY = '?zod-mini-copy';

/**
 * Gives `zod/mini` its own copy of zod's core modules. Otherwise the core is one set of modules shared
 * with the full API of the signed-in pages, and /login would load every part of the core those pages
 * use (~15 KB gzip more). The signed-in shell pays the small copy twice. Both copies run the same code
 * of the same version, so schemas of one nest inside the other (http.ts's page envelope around a
 * reply schema). See src/app/features/login/README.md.
 */
export function zodMiniCopy(): Plugin {
  return {
    name: 'gatehouse:zod-mini-copy',
    // Size matters in the build only; the dev server serves one copy, as zod ships it.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(MINI_COPY) ?? false;
      if (source !== 'zod/mini' && !(fromCopy && source.startsWith('.'))) return null;
      const importerPath = fromCopy ? importer?.slice(0, -MINI_COPY.length) : importer;
      const resolved = await this.resolve(source, importerPath, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}${MINI_COPY}` : null;
    },
  };
}
