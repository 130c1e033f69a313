import { lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/** The audit centre's pages keyed by the server menu's component names (src/server/db/seed/menu.ts). */
export const auditPages: Readonly<Record<string, PageComponent>> = {
  OperLogList: lazy(() => import('./OperLogListPage').then((module) => ({ default: module.OperLogListPage }))),
  LoginLogList: lazy(() => import('./LoginLogListPage').then((module) => ({ default: module.LoginLogListPage }))),
};
