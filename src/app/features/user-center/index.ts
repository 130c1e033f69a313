import { lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/**
 * The user area /user (spec §2): profile, edit, pin, about, as page-registry entries keyed by the
 * component names of router/staticRoutes.ts ('user-center/profile', …).
 */
const profile = () => import('./UserProfilePage').then((module) => ({ Component: module.UserProfilePage }));
const edit = () => import('./UserEditPage').then((module) => ({ Component: module.UserEditPage }));
const pin = () => import('./UserPinPage').then((module) => ({ Component: module.UserPinPage }));
const department = () => import('./UserDepartmentPage').then((module) => ({ Component: module.UserDepartmentPage }));
const about = () => import('./UserAboutPage').then((module) => ({ Component: module.UserAboutPage }));

const asPage = (load: typeof profile): PageComponent =>
  lazy(() => load().then((module) => ({ default: module.Component })));

export const userCenterPages: Readonly<Record<string, PageComponent>> = {
  'user-center/profile': asPage(profile),
  'user-center/edit': asPage(edit),
  'user-center/pin': asPage(pin),
  'user-center/department': asPage(department),
  'user-center/about': asPage(about),
};

/** Puts the user-area pages into the router's page registry (call once at start-up). */
export function registerUserCenterPages(register: (component: string, page: PageComponent) => void): void {
  for (const [component, page] of Object.entries(userCenterPages)) register(component, page);
}
