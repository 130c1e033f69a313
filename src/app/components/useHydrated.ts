import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page still shows markup rendered at build time (login.html: React is taking it over
 * and the markup's buttons do nothing yet), true from the next render on and in every page the browser
 * rendered itself. A button that acts through the script stays disabled until then, so a click is
 * never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
