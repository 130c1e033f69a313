export { findRoute, useCurrentRoute, useRouteTable } from '../layout/routeTable';
export { currentPathname, navigateTo, registerNavigator } from '../navigation/navigation';
export { HOME_PATH, LOGIN_PATH } from '../navigation/paths';
export { type AppRouter, createAppRouter } from './createAppRouter';
export type { PageRoute } from './menuRoutes';
