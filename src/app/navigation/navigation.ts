/**
 * Navigation from outside React (data layer, session). The router registers its navigate function at
 * start-up; before that (or in tests) a full page load does the job.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (typeof window !== 'undefined') window.location.assign(to);
}

export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

export function reloadPage(): void {
  if (typeof window !== 'undefined') window.location.reload();
}
