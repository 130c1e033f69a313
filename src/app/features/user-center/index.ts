import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The user area /user (spec §2): profile, edit, pin, department, about, as page-registry entries keyed by
 * the component names of router/staticRoutes.ts ('user-center/profile', …).
 */
export const userCenterPages: Readonly<Record<string, PageComponent>> = {
  'user-center/profile': asPage(() => import('./UserProfilePage'), 'UserProfilePage'),
  'user-center/edit': asPage(() => import('./UserEditPage'), 'UserEditPage'),
  'user-center/pin': asPage(() => import('./UserPinPage'), 'UserPinPage'),
  'user-center/department': asPage(() => import('./UserDepartmentPage'), 'UserDepartmentPage'),
  'user-center/about': asPage(() => import('./UserAboutPage'), 'UserAboutPage'),
};

/** The signed-in user's own account, with the shell: the user menu, own password and details, sign-in prompts. */
export { AccountDialogs } from './account/AccountDialogs';
export { UserMenu } from './account/components/UserMenu';

/** Its texts, which the signed-in shell joins to the i18n resources (router/shellBundles.ts). */
export { accountText } from './account/i18n';
export { mySessionsText } from './sessionsI18n';
