export { clearSession, onSessionCleared } from './clear';
export {
  getSessionCookies,
  getToken,
  type ProductVersion,
  type SessionCookies,
  setSessionCookies,
  setToken,
} from './cookies';
export { logout } from './logout';
export { checkPermissions, checkRoles, type MatchMode, useHasPermission, useHasRole } from './permissions';
export {
  isSessionLoaded,
  loadSession,
  loginInfoQuery,
  menusQuery,
  refreshSession,
  refreshSessionInBackground,
  type SessionView,
  sessionKeys,
  toSessionView,
  useMenus,
  useServerSession,
  useSession,
} from './queries';
