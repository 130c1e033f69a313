import { type ComponentType, lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/** Policy pages keyed by the server menu's component names (src/server/db/seed/menu.ts). */
const asPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export const policyPages: Readonly<Record<string, PageComponent>> = {
  CommandInterceptList: asPage(() => import('./CommandInterceptListPage'), 'CommandInterceptListPage'),
  MaintenancePolicyList: asPage(() => import('./MaintenancePolicyListPage'), 'MaintenancePolicyListPage'),
};
