import { HOME_PATH, isPublicPath, LOGIN_PATH, SETUP_PATH } from '../navigation/paths';

export interface GuardInput {
  pathname: string;
  search: string;
  /** null when the set-up status could not be learned (server down): then act as if initialised. */
  initialized: boolean | null;
  hasToken: boolean;
  sessionLoaded: boolean;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Signed in, user info not loaded yet: load it and the menu before showing the page. */
  | { type: 'load' }
  /** Signed in and loaded: show the page and refresh user info in the background. */
  | { type: 'refresh' };

/** The navigation guard of spec §2 and §4 as a pure function (tests/unit/decideGuard.test.ts). */
export function decideGuard({ pathname, search, initialized, hasToken, sessionLoaded }: GuardInput): GuardDecision {
  if (initialized === false) return pathname === SETUP_PATH ? { type: 'allow' } : { type: 'redirect', to: SETUP_PATH };
  if (pathname === SETUP_PATH) return { type: 'redirect', to: hasToken ? HOME_PATH : LOGIN_PATH };
  if (!hasToken) {
    if (isPublicPath(pathname)) return { type: 'allow' };
    if (pathname === '/') return { type: 'redirect', to: LOGIN_PATH };
    return { type: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}` };
  }
  if (pathname === '/' || pathname === LOGIN_PATH) return { type: 'redirect', to: HOME_PATH };
  if (isPublicPath(pathname)) return { type: 'allow' };
  return sessionLoaded ? { type: 'refresh' } : { type: 'load' };
}
