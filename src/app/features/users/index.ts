import { type ComponentType, lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/**
 * The users pages of spec §2 as page-registry entries keyed by the server menu's component names
 * (src/server/db/seed/menu.ts). Each page is its own lazy chunk; their texts join with the shell
 * (i18n/shellBundles.ts).
 */
const asPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export const userPages: Readonly<Record<string, PageComponent>> = {
  UserManageList: asPage(() => import('./UserListPage'), 'UserListPage'),
  UserManageDetail: asPage(() => import('./UserDetailPage'), 'UserDetailPage'),
  UserManageFormPage: asPage(() => import('./UserFormPage'), 'UserFormPage'),
  UserGroupManageList: asPage(() => import('./UserGroupListPage'), 'UserGroupListPage'),
  UserGroupManageDetail: asPage(() => import('./UserGroupDetailPage'), 'UserGroupDetailPage'),
};
