import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { ErrorPage, RouteErrorPage } from '../features/errors';
import { registerNavigator } from '../navigation/navigation';
import {
  DOWNLOAD_PATH,
  ERROR_STATUSES,
  EXPLAIN_PATH,
  MONITOR_RDP_PATH,
  MONITOR_TERMINAL_PATH,
  REGISTER_PATH,
  RETRIEVE_PASSWORD_PATH,
  SHARE_RDP_PATH,
  SHARE_TERMINAL_PATH,
  SSO_BIND_PATH,
  SSO_LOGIN_PATH,
  SSO_REDIRECT_PATH,
  TERMINAL_PATH,
} from '../navigation/paths';
import { guardLoader } from './guardLoader';
import { RedirectPage } from './RedirectPage';

const publicRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('../features/login')).LoginPage }) },
  { path: 'init', lazy: async () => ({ Component: (await import('../features/setup')).SetupPage }) },
  {
    path: RETRIEVE_PASSWORD_PATH.slice(1),
    lazy: async () => ({ Component: (await import('../features/retrieve-password')).RetrievePasswordPage }),
  },
  {
    path: REGISTER_PATH.slice(1),
    lazy: async () => ({ Component: (await import('../features/register')).RegisterPage }),
  },
  { path: 'redirect/*', Component: RedirectPage },
  // The page a sign-in QR opens on a phone: public so that it can send a phone without a session to /login.
  { path: 'scan-confirm', lazy: async () => ({ Component: (await import('../features/keys')).ScanConfirmPage }) },
  // Single sign-on: the provider button, the provider's way back, linking an identity.
  { path: SSO_LOGIN_PATH.slice(1), lazy: async () => ({ Component: (await import('../features/sso')).SsoLoginPage }) },
  {
    path: SSO_REDIRECT_PATH.slice(1),
    lazy: async () => ({ Component: (await import('../features/sso')).AuthRedirectPage }),
  },
  { path: SSO_BIND_PATH.slice(1), lazy: async () => ({ Component: (await import('../features/sso')).BindPage }) },
  // The web terminal: its own chunk with xterm, full screen, opened in a new tab; the page watermark over it.
  {
    path: TERMINAL_PATH.slice(1),
    lazy: async () => {
      const [{ TerminalPage }, { withWatermark }] = await Promise.all([
        import('../features/terminal'),
        import('../features/watermark'),
      ]);
      return { Component: withWatermark(TerminalPage) };
    },
  },
  // The live monitor: full screen, opened in a new tab from /vedio-replay; the page watermark over it.
  {
    path: MONITOR_TERMINAL_PATH.slice(1),
    lazy: async () => {
      const [{ MonitorTerminalPage }, { withWatermark }] = await Promise.all([
        import('../features/monitor-terminal'),
        import('../features/watermark'),
      ]);
      return { Component: withWatermark(MonitorTerminalPage) };
    },
  },
  // The live monitor of a remote desktop, as the terminal's (noVNC in its own chunk).
  {
    path: MONITOR_RDP_PATH.slice(1),
    lazy: async () => {
      const [{ MonitorRdpPage }, { withWatermark }] = await Promise.all([
        import('../features/monitor-rdp'),
        import('../features/watermark'),
      ]);
      return { Component: withWatermark(MonitorRdpPage) };
    },
  },
  // A share guest's pages: no account.
  {
    path: SHARE_TERMINAL_PATH.slice(1),
    lazy: async () => ({ Component: (await import('../features/terminal-share')).ShareTerminalPage }),
  },
  {
    path: SHARE_RDP_PATH.slice(1),
    lazy: async () => ({ Component: (await import('../features/terminal-share')).ShareRdpPage }),
  },
  // Product help and what to set up on one's own computer: readable before signing in.
  { path: EXPLAIN_PATH.slice(1), lazy: async () => ({ Component: (await import('../features/help')).ExplainPage }) },
  { path: DOWNLOAD_PATH.slice(1), lazy: async () => ({ Component: (await import('../features/help')).DownloadPage }) },
  ...ERROR_STATUSES.map((status) => ({ path: String(status), element: <ErrorPage status={status} /> })),
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // The guard (token, set-up, background user refresh) runs on every navigation, not only the first.
    shouldRevalidate: () => true,
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    children: [
      // The guard always redirects "/" (to /login or /assets-my); this only fills the moment before.
      { index: true, Component: PageSpinner },
      ...publicRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('./SignedInRoutes')).SignedInRoutes }) },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The console's router; also lets the data layer navigate from outside React. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
