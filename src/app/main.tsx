import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootPersistence } from './data/persistBoot';
import { queryClient } from './data/queryClient';
import { clearChunkReloadMark, reloadOnceForChunkError } from './features/errors';
import { currentLanguage, i18nReady } from './i18n';
import { registerServiceWorker, watchConnectivity } from './pwa';
import { createAppRouter } from './router';

// Spec §4: a chunk that fails to load (a newer version replaced it) reloads the page.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceForChunkError();
});

async function start(container: HTMLElement): Promise<void> {
  watchConnectivity();
  // The current language's texts (its own chunk) load alongside the stored cache.
  const texts = i18nReady.catch((error: unknown) => console.error('Could not load the texts', error));
  // The signed-in user's stored cache first, so the router's first load (offline too) finds it.
  await bootPersistence(queryClient);
  // The router starts its first load (set-up status, the page's chunk) while the texts still arrive.
  const router = createAppRouter();
  await texts;
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser between them, instead of one long task
  // that blocks input while the first page (often /login on a slow phone) is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  window.setTimeout(clearChunkReloadMark, 10_000);
  // Installable from /login on: after the load event, when idle, workbox-window in its own chunk.
  registerServiceWorker();
}

document.documentElement.lang = currentLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');
void start(container);
