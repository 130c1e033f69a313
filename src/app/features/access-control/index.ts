import { lazy } from 'react';
import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * Roles, role assignment and departments (spec §2): page-registry entries keyed by the menu's component
 * names (and the static route table's, for the two assignment pages).
 */
const roleList = asPage(() => import('./RoleManageListPage'), 'RoleManageListPage');
const roleAuthUser = asPage(() => import('./RoleAuthUserPage'), 'RoleAuthUserPage');
const userAuthRole = asPage(() => import('./UserAuthRolePage'), 'UserAuthRolePage');
const organizationList = asPage(() => import('./OrganizationListPage'), 'OrganizationListPage');
const organizationUserForm = asPage(() => import('./OrganizationUserFormPage'), 'OrganizationUserFormPage');

export const accessControlPages: Readonly<Record<string, PageComponent>> = {
  RoleManageList: roleList,
  RoleAuthUser: roleAuthUser,
  'system/role/authUser': roleAuthUser,
  UserAuthRole: userAuthRole,
  'system/user/authRole': userAuthRole,
  OrganizationList: organizationList,
  OrganizationUserForm: organizationUserForm,
};

/** Members of one department (lazy: this index is on /login's import graph). */
export const DeptMembersPanel = lazy(() =>
  import('./components/DeptMembersPanel').then((module) => ({ default: module.DeptMembersPanel })),
);
