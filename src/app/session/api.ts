import {
  getLoginInfo as getLoginInfoEndpoint,
  getMenus as getMenusEndpoint,
  logout as logoutEndpoint,
  type MenuNode,
  type Session,
} from '../../shared/api/auth';
import { ADMIN_ROLE } from '../../shared/permissions';
import { call } from '../data/http';
import { getToken } from './cookies';

/**
 * Spec §4/§6: roles in the session are always admin; permissions come from authorityPermissions.
 * A copy the service worker served offline has its token blanked (src/sw/rules.ts): the cookie's
 * token is the same one, so it fills the gap.
 */
export function toSession(wire: Session): Session {
  return { ...wire, token: wire.token || (getToken() ?? ''), roles: [ADMIN_ROLE] };
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
