import { asPage, type PageComponent } from '../../components/page/asPage';

/** The live operations dashboard (仪表盘, /dashboard): the page-registry entry keyed by the menu's component name. */
export const dashboardPages: Readonly<Record<string, PageComponent>> = {
  Dashboard: asPage(() => import('./DashboardPage'), 'DashboardPage'),
  'dashboard/wall': asPage(() => import('./wall/WallScreenPage'), 'WallScreenPage'),
};
