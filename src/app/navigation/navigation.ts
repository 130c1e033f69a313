/**
 * Navigation from outside React (data layer, session). The router registers its navigate function at
 * start-up; before that (or in tests) a full page load does the job.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
/** Set once the tab is leaving for a whole page load (sign-out): no other navigation may overtake it. */
let leaving = false;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (leaving) return;
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (typeof window !== 'undefined') window.location.assign(to);
}

export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * From now on only `loadPage` moves this tab: a reload or redirect that answers the ending session (a call failing
 * with the revoked token, the hub's session end) would otherwise land before it, e.g. on /login?redirect=<page left>.
 */
export function holdNavigation(): void {
  leaving = true;
}

/** A whole page load of `to`, replacing the current entry: nothing of the page before stays in memory. */
export function loadPage(to: string): void {
  if (typeof window !== 'undefined') window.location.replace(to);
}

export function reloadPage(): void {
  if (leaving) return;
  if (typeof window !== 'undefined') window.location.reload();
}
