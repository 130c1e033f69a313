import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from '../data/queryClient';
import { signInTarget } from '../features/login';
import { currentLanguage, i18nReady } from '../i18n';
import { SETUP_PATH } from '../navigation/paths';
import { registerServiceWorker, watchConnectivity } from '../pwa';
import { clearChunkReloadMark, reloadOnceForChunkError } from '../pwa/chunkError';
import { getToken } from '../session/cookies';
import { setupStatusQuery } from '../session/setupStatus';
import { LoginApp } from './LoginApp';

// Spec §4: a lazy sign-in panel whose chunk a newer version replaced reloads the page.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceForChunkError();
});

/** Spec §2's guard for /login: a Gatehouse not yet set up goes to /init; the answer comes while the page shows. */
async function leaveIfNotSetUp(): Promise<void> {
  try {
    const { initialized } = await queryClient.fetchQuery(setupStatusQuery());
    if (!initialized) window.location.replace(SETUP_PATH);
  } catch (error) {
    // The data layer told the user (server unreachable); the page stays, as the console's guard does.
    console.warn('set-up status unknown', error);
  }
}

async function start(container: HTMLElement, markupLanguage: string): Promise<void> {
  watchConnectivity();
  void leaveIfNotSetUp();
  await i18nReady.catch((error: unknown) => console.error('Could not load the texts', error));
  const page = (
    <StrictMode>
      <LoginApp />
    </StrictMode>
  );
  // The build rendered the page into login.html (build/prerenderSignIn.ts) and public/sign-in-start.js
  // showed the stored language's copy, so it shows before this script runs; React takes that markup over.
  // In a transition React works in slices that yield to the browser, not in one long task.
  startTransition(() => {
    if (container.firstElementChild && markupLanguage === currentLanguage()) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
  window.setTimeout(clearChunkReloadMark, 10_000);
  // Installable before sign-in: after the load event, when idle, workbox-window in its own chunk.
  registerServiceWorker();
}

// Someone already signed in has nothing to do here: the console, at the page they asked for.
if (getToken()) {
  window.location.replace(signInTarget());
} else {
  const markupLanguage = document.documentElement.lang;
  document.documentElement.lang = currentLanguage();
  const container = document.getElementById('root');
  if (!container) throw new Error('login.html lacks <div id="root">');
  void start(container, markupLanguage);
}
