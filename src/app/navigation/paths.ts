/** Route paths the shell itself knows (spec §2). Menu routes come from the server. */
export const HOME_PATH = '/assets-my';
export const LOGIN_PATH = '/login';
export const SETUP_PATH = '/init';
export const REDIRECT_PREFIX = '/redirect/';
export const RETRIEVE_PASSWORD_PATH = '/retrievePassword';
/** Single sign-on: the provider button, the provider's way back, linking an identity (features/sso). */
export const SSO_LOGIN_PATH = '/login2';
export const SSO_REDIRECT_PATH = '/auth-redirect';
export const SSO_BIND_PATH = '/bind';
export const REGISTER_PATH = '/register';
/** The web terminal: public in the route table (spec §2); its page asks for the sign-in it needs itself. */
export const TERMINAL_PATH = '/terminal';
/** The live monitor of a terminal session (docs/monitor-share.md): public, asks for the sign-in it needs. */
export const MONITOR_TERMINAL_PATH = '/monitor-terminal';
/** A share guest's page (docs/monitor-share.md): public, no account. */
export const SHARE_TERMINAL_PATH = '/share-terminal';
/** The live monitor of a remote desktop (docs/monitor-share.md): public, asks for the sign-in it needs. */
export const MONITOR_RDP_PATH = '/monitor-rdp';
/** A remote desktop share guest's page (docs/monitor-share.md): public, no account. */
export const SHARE_RDP_PATH = '/share-rdp';
/** The operations wall (docs/wall-screen.md): where a wall-screen user always is. */
export const WALL_PATH = '/wall';
export const ERROR_STATUSES = [400, 401, 403, 404, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The public help pages (features/help): what each module does, and what to set up on one's own computer. */
export const EXPLAIN_PATH = '/explain';
export const DOWNLOAD_PATH = '/download';

const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  LOGIN_PATH,
  SETUP_PATH,
  RETRIEVE_PASSWORD_PATH,
  REGISTER_PATH,
  '/scan-confirm',
  TERMINAL_PATH,
  SSO_LOGIN_PATH,
  SSO_REDIRECT_PATH,
  SSO_BIND_PATH,
  MONITOR_TERMINAL_PATH,
  SHARE_TERMINAL_PATH,
  MONITOR_RDP_PATH,
  SHARE_RDP_PATH,
  EXPLAIN_PATH,
  DOWNLOAD_PATH,
  ...ERROR_STATUSES.map((status) => `/${status}`),
]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname) || pathname.startsWith(REDIRECT_PREFIX);
}

/** Only same-site paths may be a sign-in redirect target (no //host or scheme: an open redirect). */
export function safeRedirectTarget(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  if (target === '/' || target.startsWith(LOGIN_PATH)) return HOME_PATH;
  return target;
}
