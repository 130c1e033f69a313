import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isWallScreenOnly } from '../../shared/access/permissions';
import { ApprovalBadge } from '../features/approvals';
import { MessageBell } from '../features/messages';
import { UsbKeyWatch } from '../features/usb-key';
import { AccountDialogs, UserMenu } from '../features/user-center';
import { Watermark } from '../features/watermark';
import { HubBridge } from '../hub';
import { addMessageCatalogue } from '../i18n/messageCatalogue';
import { Layout } from '../layout/Layout';
import { RouteTableContext } from '../layout/routeTable';
import { HOME_PATH, WALL_PATH } from '../navigation/paths';
import { useMenus, useSession } from '../session/queries';
import { BarePage } from './BarePage';
import { buildMenuRoutes, type PageRoute } from './menuRoutes';
import { RoutedPage } from './RoutedPage';
import { addShellBundles } from './shellBundles';
import { staticPageRoutes } from './staticRoutes';

// Its own chunk: Dexie and the lookup sources come with it, after the shell has painted.
const OfflineLookups = lazy(async () => ({ default: (await import('../pwa/OfflineLookups')).OfflineLookups }));

// Before any layout component renders: the shell's texts join the i18n resources.
addShellBundles();
addMessageCatalogue();

const USER_PROFILE_PATH = '/user/profile';

function mergePages(menuPages: PageRoute[], staticPages: PageRoute[]): PageRoute[] {
  const known = new Set(menuPages.map((page) => page.path));
  return [...menuPages, ...staticPages.filter((page) => !known.has(page.path))];
}

/**
 * Everything behind sign-in, loaded as its own chunk so /login stays small. The routes come from the
 * server menu (spec §2), filtered by the user's permissions, inside the layout engineer's <Layout />.
 */
export function SignedInRoutes() {
  const { session, permissions, roles } = useSession();
  const menus = useMenus();
  const { pages, redirects } = useMemo(() => {
    const fromMenu = buildMenuRoutes(menus, permissions, roles);
    return { pages: mergePages(fromMenu.pages, staticPageRoutes(permissions, roles)), redirects: fromMenu.redirects };
  }, [menus, permissions, roles]);

  // Signing out empties the session before the router leaves: render nothing rather than "/404".
  if (!session) return null;
  // The server's role keys (the view's roles are always admin, spec §4/§6).
  if (isWallScreenOnly(session.roles)) return <WallScreenRoutes pages={pages} />;
  return (
    <RouteTableContext.Provider value={pages}>
      {/* Signed in and the session loaded: the hub's one socket signs in with this tab's token. */}
      <HubBridge />
      {/* Spec §4: a USB-key sign-in ends when the key is pulled out. */}
      <Suspense fallback={null}>
        <UsbKeyWatch />
      </Suspense>
      {/* Dictionaries, site config, asset types and tags kept in IndexedDB for offline use. */}
      <Suspense fallback={null}>
        <OfflineLookups />
      </Suspense>
      <Routes>
        <Route path="/system-backup-list" element={<Navigate to="/setup-manage-task" replace />} />
        <Route path="/user" element={<Navigate to="/user/profile" replace />} />
        {!pages.some((page) => page.path === HOME_PATH) && (
          // A user without the home permission (a new user before roles are given) lands in the personal
          // centre, inside the layout where the forced password change and the other sign-in prompts run.
          <Route path={HOME_PATH} element={<Navigate to={USER_PROFILE_PATH} replace />} />
        )}
        {pages
          .filter((page) => page.bare)
          .map((page) => (
            // A bare page has no layout around it, so it brings its own main landmark.
            <Route key={page.path} path={page.path} element={<BarePage route={page} />} />
          ))}
        <Route
          element={
            <Layout
              navbarItems={
                <>
                  <ApprovalBadge />
                  <MessageBell />
                </>
              }
              userMenu={<UserMenu />}
              overlays={<AccountDialogs />}
              mainOverlay={Watermark}
            />
          }
        >
          {pages
            .filter((page) => !page.bare)
            .map((page) => (
              <Route key={page.path} path={page.path} element={<RoutedPage route={page} />} />
            ))}
          {redirects.map((route) => (
            <Route key={route.path} path={route.path} element={<Navigate to={route.to} replace />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </RouteTableContext.Provider>
  );
}

/**
 * A wall screen's account reads dashboards only (docs/wall-screen.md): it is always shown the wall, without the
 * console's frame, prompts or offline lookups, none of which its session may read.
 */
function WallScreenRoutes({ pages }: { pages: PageRoute[] }) {
  const wall = pages.find((page) => page.path === WALL_PATH);
  return (
    <RouteTableContext.Provider value={pages}>
      <HubBridge />
      <Routes>
        {wall && <Route path={WALL_PATH} element={<BarePage route={wall} />} />}
        <Route path="*" element={<Navigate to={WALL_PATH} replace />} />
      </Routes>
    </RouteTableContext.Provider>
  );
}
