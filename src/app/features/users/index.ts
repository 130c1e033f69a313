import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The users pages of spec §2 as page-registry entries keyed by the server menu's component names
 * (src/server/db/seed/menu.ts). Each page is its own lazy chunk; their texts join with the shell
 * (router/shellBundles.ts).
 */
export const userPages: Readonly<Record<string, PageComponent>> = {
  UserManageList: asPage(() => import('./UserListPage'), 'UserListPage'),
  UserManageDetail: asPage(() => import('./UserDetailPage'), 'UserDetailPage'),
  UserManageFormPage: asPage(() => import('./UserFormPage'), 'UserFormPage'),
  UserGroupManageList: asPage(() => import('./UserGroupListPage'), 'UserGroupListPage'),
  UserGroupManageDetail: asPage(() => import('./UserGroupDetailPage'), 'UserGroupDetailPage'),
};

/** Its texts, which the signed-in shell joins to the i18n resources (router/shellBundles.ts). */
export { userGroupsText, usersText } from './i18n';
/** For features that change users elsewhere (features/ldap's import) and refresh the user list. */
export { userKeys } from './keys';
