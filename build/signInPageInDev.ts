import type { Plugin } from 'vite';
import { SIGN_IN_HTML, SIGN_IN_PAGE_PATH } from '../src/shared/protocol/pages';

/**
 * `vite` development: /login is served from login.html, its own entry, as the Gatehouse server does in
 * production (src/server/plugins/notFound.ts); every other route falls back to index.html.
 */
export function signInPageInDev(): Plugin {
  return {
    name: 'gatehouse:sign-in-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, search] = (request.url ?? '/').split('?', 2);
        if (pathname === SIGN_IN_PAGE_PATH) request.url = `/${SIGN_IN_HTML}${search === undefined ? '' : `?${search}`}`;
        next();
      });
    },
  };
}
