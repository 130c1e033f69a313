import { asPage, type PageComponent } from '../../components/page/asPage';

/** The audit centre's pages keyed by the server menu's component names (src/server/db/seed/menu.ts). */
export const auditPages: Readonly<Record<string, PageComponent>> = {
  OperLogList: asPage(() => import('./OperLogListPage'), 'OperLogListPage'),
  LoginLogList: asPage(() => import('./LoginLogListPage'), 'LoginLogListPage'),
};

/** Its texts, which the signed-in shell joins to the i18n resources (router/shellBundles.ts). */
export { auditText } from './i18n';
