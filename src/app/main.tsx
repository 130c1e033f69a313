import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { clearChunkReloadMark, reloadOnceForChunkError } from './features/errors';
import { currentLanguage } from './i18n';
import { createAppRouter } from './router';

// Spec §4: a chunk that fails to load (a newer version replaced it) reloads the page.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceForChunkError();
});

document.documentElement.lang = currentLanguage();
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
window.setTimeout(clearChunkReloadMark, 10_000);
