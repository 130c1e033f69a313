import { safeRedirectTarget } from '../../navigation/paths';
import { type ProductVersion, setToken } from '../../session/cookies';

/** Where a sign-in on this page leads: the same-site page of `?redirect=`, else the home page. */
export function signInTarget(): string {
  return safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect'));
}

/**
 * Keeps the token and loads the console at the page the user asked for. A full page load: /login is its
 * own small entry (src/app/login-page), and the console starts afresh for the user who just signed in, with
 * nothing in memory from before.
 */
export function enterConsole(token: string, edition: ProductVersion): void {
  setToken(token, edition);
  window.location.replace(signInTarget());
}
