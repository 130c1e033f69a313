/** Base path of every API call (spec §7). Vite's dev server proxies it to the Gatehouse server. */
export const API_BASE = '/prod-api';
export const REQUEST_TIMEOUT_MS = 20_000;
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/** Absolute URL of an API path: Request needs one outside a page (tests), and it is harmless inside. */
export function apiUrl(path: string): string {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return `${origin}${API_BASE}${path}`;
}
