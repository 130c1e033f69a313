import { lazy } from 'react';
import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The coffer's pages (spec §2; the server menu's CofferCenter directory and the Assets directory's
 * AccountLicenseForm) keyed by the menu's component names (src/server/db/seed/menu.ts); router/pages.ts spreads
 * them into the registry. Each is its own lazy chunk.
 */
export const cofferPages: Readonly<Record<string, PageComponent>> = {
  Coffer: asPage(() => import('./CofferPage'), 'CofferPage'),
  CofferManageAllList: asPage(() => import('./CofferManageAllListPage'), 'CofferManageAllListPage'),
  CofferSearchAllList: asPage(() => import('./CofferSearchAllListPage'), 'CofferSearchAllListPage'),
  CofferSearchList: asPage(() => import('./CofferSearchListPage'), 'CofferSearchListPage'),
  PasswordCoffer: asPage(() => import('./PasswordCofferPage'), 'PasswordCofferPage'),
  CofferAccount: asPage(() => import('./CofferAccountPage'), 'CofferAccountPage'),
  AccountLicenseForm: asPage(() => import('./AccountLicenseFormPage'), 'AccountLicenseFormPage'),
  // The vault's accounts (docs/coffer.md "Accounts in the vault", "Adopting accounts").
  AccountManageList: asPage(() => import('./AccountManageListPage'), 'AccountManageListPage'),
  WeakEditPasswordForm: asPage(() => import('./WeakEditPasswordFormPage'), 'WeakEditPasswordFormPage'),
  GhostAddAccount: asPage(() => import('./GhostAddAccountPage'), 'GhostAddAccountPage'),
  PasswordRecord: asPage(() => import('./PasswordRecordPage'), 'PasswordRecordPage'),
};

export type { SafeApplicationTarget } from './components/SafeApplicationDialog';

/**
 * The safe application dialog (spec §4), for a station message about a safe application (its jump names the
 * record): loaded on first use so that the shell's chunk does not carry it.
 */
export const SafeApplicationDialog = lazy(() =>
  import('./components/SafeApplicationDialog').then((module) => ({ default: module.SafeApplicationDialog })),
);
