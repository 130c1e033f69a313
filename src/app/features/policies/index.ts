import { asPage, type PageComponent } from '../../components/page/asPage';

/** Policy pages keyed by the server menu's component names (src/server/db/seed/menu.ts). */
export const policyPages: Readonly<Record<string, PageComponent>> = {
  CommandInterceptList: asPage(() => import('./CommandInterceptListPage'), 'CommandInterceptListPage'),
  MaintenancePolicyList: asPage(() => import('./MaintenancePolicyListPage'), 'MaintenancePolicyListPage'),
};
