import {
  getLoginInfo as getLoginInfoEndpoint,
  getMenus as getMenusEndpoint,
  logout as logoutEndpoint,
  type MenuNode,
  type Session,
} from '../../shared/api/auth';
import { call } from '../data/http';
import { getToken } from './cookies';

/**
 * A copy the service worker served offline has its token blanked (src/sw/rules.ts): the cookie's token is
 * the same one, so it fills the gap. The session keeps the user's real role keys for display; role checks
 * use the view's roles (toSessionView), which spec §4/§6 force to admin.
 */
export function toSession(wire: Session): Session {
  return { ...wire, token: wire.token || (getToken() ?? '') };
}

export async function fetchLoginInfo(options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<Session> {
  return toSession(await call(getLoginInfoEndpoint, options));
}

export function fetchMenus(signal?: AbortSignal): Promise<MenuNode[]> {
  return call(getMenusEndpoint, { signal });
}

export async function postLogout(): Promise<void> {
  await call(logoutEndpoint, { silent: true });
}
