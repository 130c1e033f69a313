import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootChunks } from './build/bootChunks';
import { messageTexts } from './build/messageTexts';
import { precompress } from './build/precompress';
import { prerenderSignIn } from './build/prerenderSignIn';
import { signInPageInDev } from './build/signInPageInDev';
import { zodMiniCopy } from './build/zodMiniCopy';

const apiTarget = process.env.GATEHOUSE_API ?? 'http://127.0.0.1:8080';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  plugins: [
    zodMiniCopy(),
    messageTexts(),
    react(),
    prerenderSignIn(),
    signInPageInDev(),
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
        // The installed console's jump list: a SOC wall screen starts straight on the wall (docs/wall-screen.md).
        shortcuts: [
          {
            name: '运维大屏',
            short_name: '大屏',
            description: 'Operations wall: the live dashboard for a SOC wall screen',
            url: '/wall',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Last: writes .br and .gz beside each built file, sw.js included (src/server/plugins/static.ts sends them).
    precompress(),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Two pages: the console, and /login on its own small entry (src/app/features/login/README.md).
      input: { index: 'index.html', login: 'login.html' },
      output: { codeSplitting: bootChunks(import.meta.dirname) },
    },
  },
  server: {
    proxy: { '/prod-api': { target: apiTarget, ws: true } },
  },
});
