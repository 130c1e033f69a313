import { type ComponentType, lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/** Authorisation and my-assets pages (spec §2) keyed by the server menu's component names. */
const asPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export const grantPages: Readonly<Record<string, PageComponent>> = {
  AssetsImpower: asPage(() => import('./GrantFormPage'), 'GrantFormPage'),
  AssetsRemoveImpower: asPage(() => import('./GrantListPage'), 'GrantListPage'),
  AssetsMy: asPage(() => import('./MyAssetListPage'), 'MyAssetListPage'),
  AssetsMyDetail: asPage(() => import('./MyAssetDetailPage'), 'MyAssetDetailPage'),
};
