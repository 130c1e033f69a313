/** Route paths the shell itself knows (spec §2). Menu routes come from the server. */
export const HOME_PATH = '/assets-my';
export const LOGIN_PATH = '/login';
export const SETUP_PATH = '/init';
export const REDIRECT_PREFIX = '/redirect/';
export const RETRIEVE_PASSWORD_PATH = '/retrievePassword';
export const ERROR_STATUSES = [400, 401, 403, 404, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Public routes built in a later version, with the i18n key of their title. */
export const LATER_PUBLIC_ROUTES = [
  { path: '/auth-redirect', titleKey: 'pages.authRedirect' },
  { path: '/bind', titleKey: 'pages.bind' },
  { path: '/register', titleKey: 'pages.register' },
  { path: '/login2', titleKey: 'pages.login2' },
  { path: '/download', titleKey: 'pages.download' },
  { path: '/share-terminal', titleKey: 'pages.shareTerminal' },
  { path: '/share-rdp', titleKey: 'pages.shareRdp' },
  { path: '/monitor-terminal', titleKey: 'pages.monitorTerminal' },
  { path: '/monitor-rdp', titleKey: 'pages.monitorRdp' },
  { path: '/terminal', titleKey: 'pages.terminal' },
  { path: '/explain', titleKey: 'pages.explain' },
] as const;

const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  LOGIN_PATH,
  SETUP_PATH,
  RETRIEVE_PASSWORD_PATH,
  '/scan-confirm',
  ...LATER_PUBLIC_ROUTES.map((route) => route.path),
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
