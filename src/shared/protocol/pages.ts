/**
 * The console ships two HTML pages: /login on its own small entry (login.html, src/app/login-page) and
 * every other route on the console's (index.html). The server (src/server/plugins/notFound.ts), the
 * service worker (src/sw/routes.ts) and `vite` in development (build/signInPageInDev.ts) answer a page
 * request by this rule.
 */
export const SIGN_IN_PAGE_PATH = '/login';
export const SIGN_IN_HTML = 'login.html';
export const CONSOLE_HTML = 'index.html';

/** The HTML file a page request for `pathname` gets. */
export function htmlFileFor(pathname: string): string {
  return pathname === SIGN_IN_PAGE_PATH ? SIGN_IN_HTML : CONSOLE_HTML;
}
