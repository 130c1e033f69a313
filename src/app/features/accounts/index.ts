import { lazy } from 'react';
import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The account pages of spec §2 as page-registry entries keyed by the server menu's component names
 * (src/server/db/seed/menu.ts). The accounts of an asset are listed on /assets-manage-detail.
 */
export const accountPages: Readonly<Record<string, PageComponent>> = {
  AccountManageDetail: asPage(() => import('./AccountDetailPage'), 'AccountDetailPage'),
  AccountManageForm: asPage(() => import('./AccountFormPage'), 'AccountFormPage'),
};

/** The accounts of an asset, for /assets-manage-detail (loaded with that page, not with the router). */
export const AccountSection = lazy(() =>
  import('./components/AccountSection').then((module) => ({ default: module.AccountSection })),
);
