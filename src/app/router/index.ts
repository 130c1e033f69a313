export { findRoute, useCurrentRoute, useRouteTable } from '../layout/routeTable';
export { type AppRouter, createAppRouter } from './createAppRouter';
export type { PageRoute } from './menuRoutes';
export { currentPathname, navigateTo, registerNavigator } from './navigation';
export { HOME_PATH, LOGIN_PATH } from './paths';
