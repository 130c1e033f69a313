import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * Network and application proxies (spec §2) as page-registry entries keyed by the server menu's
 * component names (src/server/db/seed/menu.ts). Each page is its own lazy chunk with its own texts.
 */
export const proxyPages: Readonly<Record<string, PageComponent>> = {
  Proxy: asPage(() => import('./ProxyOverviewPage'), 'ProxyOverviewPage'),
  AgentManageList: asPage(() => import('./AgentManageListPage'), 'AgentManageListPage'),
  ApplicationManageList: asPage(() => import('./ApplicationManageListPage'), 'ApplicationManageListPage'),
  ApplicationManageDetail: asPage(() => import('./ApplicationManageDetailPage'), 'ApplicationManageDetailPage'),
};
