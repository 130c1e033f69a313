import { lazy } from 'react';
import type { PageComponent } from '../../router/pages';

/**
 * Roles, role assignment and departments (spec §2): page-registry entries keyed by the menu's component
 * names (and the static route table's, for the two assignment pages).
 */
const roleList = lazy(() => import('./RoleManageListPage').then((module) => ({ default: module.RoleManageListPage })));
const roleAuthUser = lazy(() => import('./RoleAuthUserPage').then((module) => ({ default: module.RoleAuthUserPage })));
const userAuthRole = lazy(() => import('./UserAuthRolePage').then((module) => ({ default: module.UserAuthRolePage })));
const organizationList = lazy(() =>
  import('./OrganizationListPage').then((module) => ({ default: module.OrganizationListPage })),
);
const organizationUserForm = lazy(() =>
  import('./OrganizationUserFormPage').then((module) => ({ default: module.OrganizationUserFormPage })),
);

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
