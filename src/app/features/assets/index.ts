import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The asset pages of spec §2 as page-registry entries keyed by the server menu's component names
 * (src/server/db/seed/menu.ts). /assets-form (AssetsForm) shows the same form as /assets-manage-form-page.
 */
const assetForm = asPage(() => import('./AssetFormPage'), 'AssetFormPage');

export const assetPages: Readonly<Record<string, PageComponent>> = {
  AssetsManage: asPage(() => import('./AssetListPage'), 'AssetListPage'),
  AssetsManageFormPage: assetForm,
  AssetsForm: assetForm,
  AssetsManageDetail: asPage(() => import('./AssetDetailPage'), 'AssetDetailPage'),
  PlatformManageList: asPage(() => import('./PlatformListPage'), 'PlatformListPage'),
  PlatformManageForm: asPage(() => import('./PlatformFormPage'), 'PlatformFormPage'),
  AssetsLabelList: asPage(() => import('./TagListPage'), 'TagListPage'),
  // Import and export.
  AssetsImport: asPage(() => import('./AssetImportPage'), 'AssetImportPage'),
};
