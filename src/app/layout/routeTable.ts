import { createContext, useContext } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/** A page route made from the server menu or from the static table: what SignedInRoutes renders. */
export interface PageRoute {
  path: string;
  /** Key in the page registry (router/pages.ts), e.g. 'system/user/index'. */
  component: string;
  /** Menu title as served (already in the user's language), or an i18n key when titleKey is set. */
  title: string;
  titleIsKey?: boolean;
  /** Rendered outside the full layout (spec §2 "Layout"). */
  bare: boolean;
  noCache: boolean;
  affix: boolean;
}

/** The page routes the signed-in user has, for the layout (tags view titles, noCache, affix). */
export const RouteTableContext = createContext<readonly PageRoute[]>([]);

export function useRouteTable(): readonly PageRoute[] {
  return useContext(RouteTableContext);
}

export function findRoute(routes: readonly PageRoute[], pathname: string): PageRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** The page route of the current location, if it is one of the user's pages. */
export function useCurrentRoute(): PageRoute | undefined {
  const { pathname } = useLocation();
  return findRoute(useRouteTable(), pathname);
}
