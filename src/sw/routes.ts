import type { WorkboxPlugin } from 'workbox-core/types';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CONSOLE_HTML, SIGN_IN_HTML, SIGN_IN_PAGE_PATH } from '../shared/protocol/pages';
import {
  CACHED_AT_HEADER,
  cacheRuleFor,
  FONT_CACHE,
  isCacheableBody,
  isSessionEnd,
  NAVIGATION_DENYLIST,
  PUBLIC_CACHE,
  stripSecrets,
  USER_CACHE,
  userCacheKey,
  userKeyOf,
} from './rules';

declare const self: ServiceWorkerGlobalScope;

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    // Not JSON (a proxy's error page): nothing to keep, and isCacheableBody(null) says so.
    return null;
  }
}

/** Stores a successful answer, minus its secrets, stamped with the time it was stored. */
const keepOnlySuccess: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (!response.ok) return null;
    const body = await readJson(response);
    if (isSessionEnd(response.status, body)) {
      await caches.delete(USER_CACHE);
      return null;
    }
    if (!isCacheableBody(body)) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    headers.delete('set-cookie');
    const stored = stripSecrets(new URL(request.url).pathname, body);
    return new Response(JSON.stringify(stored), { status: 200, statusText: 'OK', headers });
  },
};

/** Keys a user's copy by a digest of the token and the language, never by the bare URL. */
const perUserKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    const lang = request.headers.get('Accept-Language') ?? '';
    return userCacheKey(request.url, await userKeyOf(authorization), lang);
  },
  fetchDidSucceed: async ({ response }) => {
    // HTTP 401: the token is no longer good, so nothing stored under it may be served again.
    if (response.status === 401) await caches.delete(USER_CACHE);
    return response;
  },
};

export function registerRoutes(): void {
  // Rule 1 — console routes answer with the precached page, so a reload without a network still starts
  // the console: login.html for /login (its own entry), index.html for the others (/assets-my, …). Never for
  // /prod-api, /data or files: those are data, and an HTML page in their place would be read as a broken answer.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(SIGN_IN_HTML), { allowlist: [new RegExp(`^${SIGN_IN_PAGE_PATH}$`)] }),
  );
  registerRoute(new NavigationRoute(createHandlerBoundToURL(CONSOLE_HTML), { denylist: [...NAVIGATION_DENYLIST] }));

  // Rule 2 — menu, session and dictionaries: network first so a reachable server always wins (the menu
  // decides which routes exist); the stored copy only when the network is gone. Per user (token digest
  // + language) so one user never sees another's menu; the token is blanked in the copy; dropped at
  // sign-out and on a session-end answer. No network timeout: a slow server is still the truth.
  registerRoute(
    ({ request, url }) =>
      cacheRuleFor({
        method: request.method,
        url,
        origin: self.location.origin,
        hasAuthorization: request.headers.has('Authorization'),
      }) === 'user-lookup',
    new NetworkFirst({ cacheName: USER_CACHE, plugins: [perUserKey, keepOnlySuccess] }),
  );

  // Rule 3 — site config, company info and set-up status: public and the same for every user, asked
  // for before the first paint (title, colours) and by the route guard; network first, copy offline.
  registerRoute(
    ({ request, url }) =>
      cacheRuleFor({ method: request.method, url, origin: self.location.origin, hasAuthorization: false }) ===
      'public-lookup',
    new NetworkFirst({ cacheName: PUBLIC_CACHE, plugins: [keepOnlySuccess] }),
  );

  // Rule 4 — the console's CJK font: never precached, as only a machine without a Chinese font asks for it
  // (some 120 KB everywhere else for nothing); kept once asked for, so a kiosk without a network still draws Chinese.
  // Stale-while-revalidate rather than cache-first: the file keeps its name when it is regenerated, and the copy
  // served offline is refreshed behind it at the next start with a network.
  registerRoute(
    ({ request, url }) =>
      cacheRuleFor({ method: request.method, url, origin: self.location.origin, hasAuthorization: false }) === 'font',
    new StaleWhileRevalidate({ cacheName: FONT_CACHE }),
  );

  // Everything else (every POST/PUT/DELETE, sign-in, captcha, tokens, other API reads) has no route:
  // the browser sends it to the network as if there were no worker, and nothing of it is stored.
}
