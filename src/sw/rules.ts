import { ResponseCode, SESSION_EXPIRED_CODES } from '../shared/codes';

/**
 * The service worker's decisions as pure functions, so unit tests check them without a worker.
 * routes.ts turns each rule into one workbox route.
 */

/** Cache Storage names. The user cache is emptied at sign-out and on a session-end answer. */
export const USER_CACHE = 'gatehouse-user-lookups-v1';
export const PUBLIC_CACHE = 'gatehouse-public-lookups-v1';
/** The console's own CJK font, once a page has needed it (src/app/theme/cjkFont.ts). */
export const FONT_CACHE = 'gatehouse-fonts-v1';

export { CACHED_AT_HEADER, SW_MESSAGE } from '../shared/protocol/serviceWorker';

export type CacheRule = 'user-lookup' | 'public-lookup' | 'font' | 'none';

export interface RequestFacts {
  method: string;
  url: URL;
  /** The worker's own origin: other origins are never touched. */
  origin: string;
  hasAuthorization: boolean;
}

/** Read-only answers that belong to the signed-in user (menu, session, dictionaries). */
const USER_LOOKUP_PATHS: readonly RegExp[] = [
  /^\/prod-api\/ucenter\/user\/getMenus$/,
  /^\/prod-api\/ucenter\/user\/getLoginInfo$/,
  // One dictionary, or (no type) every dictionary at once.
  /^\/prod-api\/system\/dict\/data\/type(\/[a-z_]{1,64})?$/,
];

/** Read-only answers the same for everyone, asked for before sign-in too. */
const PUBLIC_LOOKUP_PATHS: ReadonlySet<string> = new Set([
  '/data/data.json',
  '/prod-api/setting-center/getCompanyInfo',
  '/prod-api/init/status',
]);

/** Web fonts under public/fonts/: fetched only by a browser that lacks the faces they stand in for. */
const FONT_PATH = /^\/fonts\/[\w.-]+\.woff2$/;

export function cacheRuleFor(facts: RequestFacts): CacheRule {
  // Anything that changes state (POST/PUT/DELETE, sign-in, sign-out) goes to the network, never a cache.
  if (facts.method !== 'GET' || facts.url.origin !== facts.origin) return 'none';
  const path = facts.url.pathname;
  if (PUBLIC_LOOKUP_PATHS.has(path) && facts.url.search === '') return 'public-lookup';
  if (FONT_PATH.test(path)) return 'font';
  // Without a token the answer is "not signed in": nothing worth keeping, and no user to key it by.
  if (facts.hasAuthorization && USER_LOOKUP_PATHS.some((pattern) => pattern.test(path))) return 'user-lookup';
  return 'none';
}

/** Console routes get the shell; the API, static data and files (anything with an extension) do not. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/prod-api(\/|$)/, /^\/data\//, /\/[^/]+\.[a-z0-9]+$/i];

export function isShellNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

/** A user's key: a digest of the bearer token, so the token itself is never written to the cache. */
export async function userKeyOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** The cache key of a user's copy: one per token and language (menus and labels are translated). */
export function userCacheKey(url: string, userKey: string, lang: string): string {
  const key = new URL(url);
  key.searchParams.set('__gh_user', userKey);
  key.searchParams.set('__gh_lang', lang || '-');
  return key.toString();
}

function envelopeCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'number' ? code : undefined;
}

/** Only a successful envelope is worth keeping: an error must not be replayed as if it were data. */
export function isCacheableBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const code = envelopeCode(body);
  return code === undefined || code === ResponseCode.ok;
}

/** The session is over: the user's copies must go (the same rule as the page's, spec §8). */
export function isSessionEnd(status: number, body: unknown): boolean {
  const code = envelopeCode(body);
  return status === 401 || (code !== undefined && SESSION_EXPIRED_CODES.includes(code));
}

/**
 * getLoginInfo carries the token: the stored copy keeps the session but blanks the token, so Cache
 * Storage (which outlives the cookie and a revoked token) never holds a credential. The page puts the
 * cookie's token back when it reads the session (src/app/session/api.ts).
 */
export function stripSecrets(pathname: string, body: unknown): unknown {
  if (!pathname.endsWith('/ucenter/user/getLoginInfo')) return body;
  if (typeof body !== 'object' || body === null) return body;
  const envelope = body as Record<string, unknown>;
  const data = envelope.data;
  if (typeof data !== 'object' || data === null) return body;
  return { ...envelope, data: { ...(data as Record<string, unknown>), token: '' } };
}
