/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoutes } from './routes';
import { SW_MESSAGE, USER_CACHE } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The app shell: the build injects the list of hashed files (vite-plugin-pwa, injectManifest).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoutes();

// A first install takes the open tabs at once (nothing reloads). An update waits until a tab asks.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGE.clearUserCache) event.waitUntil(caches.delete(USER_CACHE).then(() => undefined));
});
