import { type ComponentType, lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/**
 * The asset pages of spec §2 as page-registry entries keyed by the server menu's component names
 * (src/server/db/seed/menu.ts). /assets-form (AssetsForm) shows the same form as /assets-manage-form-page.
 */
const asPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const assetForm = asPage(() => import('./AssetFormPage'), 'AssetFormPage');

export const assetPages: Readonly<Record<string, PageComponent>> = {
  AssetsManage: asPage(() => import('./AssetListPage'), 'AssetListPage'),
  AssetsManageFormPage: assetForm,
  AssetsForm: assetForm,
  AssetsManageDetail: asPage(() => import('./AssetDetailPage'), 'AssetDetailPage'),
  PlatformManageList: asPage(() => import('./PlatformListPage'), 'PlatformListPage'),
  PlatformManageForm: asPage(() => import('./PlatformFormPage'), 'PlatformFormPage'),
  AssetsLabelList: asPage(() => import('./TagListPage'), 'TagListPage'),
  // Import and export (issue 5 item 6).
  AssetsImport: asPage(() => import('./AssetImportPage'), 'AssetImportPage'),
};
