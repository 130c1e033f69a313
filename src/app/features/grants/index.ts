import { asPage, type PageComponent } from '../../components/page/asPage';

/** Authorisation and my-assets pages (spec §2) keyed by the server menu's component names. */
export const grantPages: Readonly<Record<string, PageComponent>> = {
  AssetsImpower: asPage(() => import('./GrantFormPage'), 'GrantFormPage'),
  AssetsRemoveImpower: asPage(() => import('./GrantListPage'), 'GrantListPage'),
  AssetsMy: asPage(() => import('./MyAssetListPage'), 'MyAssetListPage'),
  AssetsMyDetail: asPage(() => import('./MyAssetDetailPage'), 'MyAssetDetailPage'),
};

/** The my-assets "connect" button (opens the terminal for an asset), for the home page; its texts come with it. */
export { ConnectButton } from './ConnectButton';
export { MY_ASSETS_PATH } from './paths';
/** The web asset's 打开 (a web session in a new tab on the asset's origin), for the home page. */
export { WebAssetButton } from './WebAssetButton';
/** datetime-local ↔ ISO helpers, for other features' period fields (the coffer's licences and applications). */
export { fromLocalInput, toLocalInput } from './windowInput';
