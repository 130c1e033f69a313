import { createContext, useContext } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { PageRoute } from './menuRoutes';

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
