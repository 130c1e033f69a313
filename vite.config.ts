import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.GATEHOUSE_API ?? 'http://127.0.0.1:8080';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const MINI_COPY = '?zod-mini-copy';

/**
 * Gives `zod/mini` its own copy of zod's core modules. Otherwise the core is one set of modules shared
 * with the full API of the signed-in pages, and /login would load every part of the core those pages
 * use (~15 KB gzip more). The signed-in shell pays the small copy twice. Both copies run the same code
 * of the same version, so schemas of one nest inside the other (http.ts's page envelope around a
 * reply schema). See src/app/features/login/README.md.
 */
function zodMiniCopy(): Plugin {
  return {
    name: 'gatehouse:zod-mini-copy',
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

export default defineConfig({
  plugins: [
    zodMiniCopy(),
    react(),
    // The service worker is ours (src/sw/sw.ts); the page registers it itself (src/app/pwa) so that an
    // update asks before it reloads. The plugin injects the precache list and writes the manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: { globPatterns: ['**/*.{js,css,html}'] },
      devOptions: { enabled: false },
      manifest: {
        name: 'Gatehouse 堡垒机',
        short_name: 'Gatehouse',
        description: 'Gatehouse privileged access management console',
        lang: 'zh-CN',
        start_url: '/assets-my',
        scope: '/',
        // A wall screen or kiosk: no browser frame, any orientation.
        display: 'standalone',
        orientation: 'any',
        theme_color: '#409EFF',
        background_color: '#f0f2f5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { '/prod-api': { target: apiTarget, ws: true } },
  },
});
