import {
  DrawerBody,
  FluentProvider,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { type ComponentType, type ReactNode, type RefObject, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isBreadcrumbHidden, layoutKindFor } from '../display/layoutKind';
import { useLayoutSetting } from '../display/layoutSettingStore';
import { useIsMobile } from '../display/useIsMobile';
import { useMenus } from '../session';
import { useConsoleTheme } from '../theme/consoleTheme';
import { AppBreadcrumb } from './AppBreadcrumb';
import {
  setMobileSidebarOpen,
  toggleSidebarCollapsed,
  useConsoleMode,
  useMobileSidebarOpen,
  useSidebarCollapsed,
} from './appState';
import { firstLeafPath, menusForMode, visibleMenus } from './menuRules';
import { Navbar } from './Navbar';
import { SettingsDrawer } from './SettingsDrawer';
import { Sidebar } from './Sidebar';
import { SimpleNavbar } from './SimpleNavbar';
import { TagsView } from './TagsView';
import { TopNav } from './TopNav';
import { useDynamicTitle } from './useDynamicTitle';
import { useRouteMeta } from './useRouteMeta';
import { useServerConsoleMode } from './useServerConsoleMode';
import { useSiteLook } from './useSiteLook';
import { useTagTracking } from './useTagTracking';

const useStyles = makeStyles({
  provider: { height: '100vh', display: 'flex', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowY: 'auto' },
  fixedColumn: { overflowY: 'hidden' },
  header: { flexShrink: 0, zIndex: 10 },
  main: { flexGrow: 1, padding: tokens.spacingHorizontalL, minHeight: 0 },
  /** The main area's box, which the watermark overlay covers. */
  frame: { position: 'relative', flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  fixedMain: { overflowY: 'auto' },
  simple: { flexDirection: 'column' },
});

/** Where the console goes when nothing else is open and no menu page is permitted. */
const LAST_RESORT_PATH = '/assets-my';

/**
 * The full layout (spec §2 Layout): sidebar, navbar with breadcrumb or top navigation, tags view,
 * settings drawer and the global account dialogs around the routed page.
 */
export interface LayoutProps {
  /** What features put into the navbar (approval badge, message bell), before the language switch. */
  navbarItems?: ReactNode;
  /** The user's menu at the end of the navbar. */
  userMenu?: ReactNode;
  /** Dialogs the shell keeps mounted (the user's own account dialogs). */
  overlays?: ReactNode;
  /** Drawn over the main area (the page watermark, spec §9: z-index 2000 on the main area). */
  mainOverlay?: ComponentType<{ container: RefObject<HTMLElement | null> }>;
}

export function Layout({ navbarItems, userMenu, overlays, mainOverlay: MainOverlay }: LayoutProps) {
  const styles = useStyles();
  const frame = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const setting = useLayoutSetting();
  const mode = useConsoleMode();
  const isCollapsed = useSidebarCollapsed();
  const isMobile = useIsMobile();
  const isMobileOpen = useMobileSidebarOpen();
  const allMenus = useMenus();
  const meta = useRouteMeta();
  const theme = useConsoleTheme();
  const menus = useMemo(() => menusForMode(visibleMenus(allMenus), mode), [allMenus, mode]);
  const fallbackPath = firstLeafPath(menus) ?? LAST_RESORT_PATH;
  useTagTracking(allMenus, meta);
  const site = useSiteLook();
  useDynamicTitle(setting.dynamicTitle, meta.title, site.webTitle);
  useServerConsoleMode();

  const kind = layoutKindFor(pathname);
  if (mode === 'use' && pathname === '/home') return <Navigate to={LAST_RESORT_PATH} replace />;
  if (kind === 'bare') return <Outlet />;
  if (kind === 'simple') {
    return (
      <FluentProvider theme={theme}>
        <div className={mergeClasses(styles.provider, styles.simple)}>
          <SimpleNavbar />
          <div className={styles.frame} ref={frame}>
            <main className={styles.main}>
              <Outlet />
            </main>
            {MainOverlay && <MainOverlay container={frame} />}
          </div>
        </div>
      </FluentProvider>
    );
  }

  const activePaths = new Set(meta.trail.map((node) => node.path));
  const activeRoot = menus.find((node) => activePaths.has(node.path)) ?? null;
  // Top navigation moves the top level into the navbar; the sidebar keeps the active entry's children.
  const sidebarMenus = setting.topNav && !isMobile ? (activeRoot?.children ?? []) : menus;
  const hasSidebar = sidebarMenus.length > 0;
  const isDark = setting.sideTheme === 'theme-dark';
  const sidebarProps = { menus: sidebarMenus, activePaths, isDark, showLogo: setting.sidebarLogo };

  return (
    // Styles go on an inner div: FluentProvider copies its className onto every portal's mount node.
    <FluentProvider theme={theme}>
      <div className={styles.provider}>
        {hasSidebar && !isMobile && <Sidebar {...sidebarProps} isCollapsed={isCollapsed} />}
        {hasSidebar && isMobile && (
          <OverlayDrawer
            position="start"
            size="small"
            open={isMobileOpen}
            onOpenChange={(_, data) => setMobileSidebarOpen(data.open)}
          >
            <DrawerBody>
              <Sidebar {...sidebarProps} isCollapsed={false} fillParent />
            </DrawerBody>
          </OverlayDrawer>
        )}
        <div className={mergeClasses(styles.column, setting.fixedHeader && styles.fixedColumn)}>
          <div className={styles.header}>
            <Navbar
              items={navbarItems}
              userMenu={userMenu}
              isSidebarCollapsed={isCollapsed}
              isMobile={isMobile}
              hasSidebar={hasSidebar}
              onToggleSidebar={() => (isMobile ? setMobileSidebarOpen(!isMobileOpen) : toggleSidebarCollapsed())}
            >
              {setting.topNav && !isMobile ? (
                <TopNav menus={menus} activeRootPath={activeRoot?.path ?? null} />
              ) : (
                !isBreadcrumbHidden(pathname) && <AppBreadcrumb meta={meta} />
              )}
            </Navbar>
            {setting.tagsView && <TagsView fallbackPath={fallbackPath} />}
          </div>
          <div className={styles.frame} ref={frame}>
            <main className={mergeClasses(styles.main, setting.fixedHeader && styles.fixedMain)}>
              <Outlet />
            </main>
            {MainOverlay && <MainOverlay container={frame} />}
          </div>
        </div>
      </div>
      <SettingsDrawer />
      {overlays}
    </FluentProvider>
  );
}
