import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef, NAME_PATTERN } from '../rules/validation';
import { PageQuerySchema, requiredName, requiredText } from './common';
import { endpoint } from './endpoint';
import { idArray, idListText, idNumber, idText, optionalFilter, sortNumber } from './ids';

const tag = 'role';

/** A role as listed. roleName is in the language of the request; both names travel for the editor. */
export const RoleSchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  roleName: z.string(),
  roleNameZh: z.string(),
  roleNameEn: z.string(),
  roleSort: z.number().int(),
  /** One of the six roles of spec §6: it cannot be deleted (the seed would bring it back). */
  builtIn: z.boolean(),
  /** super_manager: keeps *:*:*, cannot be deleted, its permissions cannot be changed. */
  protected: z.boolean(),
  userCount: z.number().int(),
  permissionCount: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleDetailSchema = RoleSchema.extend({ permissions: z.array(z.string()) });
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

export const ListRolesQuerySchema = PageQuerySchema.extend({
  roleName: optionalFilter('roleName'),
  roleKey: optionalFilter('roleKey'),
});
export type ListRolesQuery = z.input<typeof ListRolesQuerySchema>;

const permissionList = z
  .array(
    z
      .string({ error: msgRef('fieldInvalid', { field: 'permissions' }) })
      .min(1, { error: msgRef('fieldInvalid', { field: 'permissions' }) })
      .max(128, { error: msgRef('fieldInvalid', { field: 'permissions' }) }),
    { error: msgRef('fieldRequired', { field: 'permissions' }) },
  )
  .max(500, { error: msgRef('fieldInvalid', { field: 'permissions' }) });

export const RoleBodySchema = z.object({
  roleKey: requiredText('roleKey', 64).regex(NAME_PATTERN, { error: msgRef('nameChars') }),
  roleNameZh: requiredName('roleNameZh', 64),
  roleNameEn: requiredName('roleNameEn', 64),
  roleSort: sortNumber('roleSort'),
  permissions: permissionList,
});
export type RoleBody = z.input<typeof RoleBodySchema>;

export const EditRoleBodySchema = RoleBodySchema.extend({ roleId: idNumber('roleId') });
export type EditRoleBody = z.input<typeof EditRoleBodySchema>;

/** One permission of the editor's tree, with its readable name in the language of the request. */
export const PermissionLeafSchema = z.object({ permission: z.string(), label: z.string() });
/** A branch of the tree: a menu directory (or "general" / "other"), holding the permissions under it. */
export const PermissionGroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  children: z.array(PermissionLeafSchema),
});
export type PermissionGroup = z.infer<typeof PermissionGroupSchema>;

/** A user as shown on the assignment pages. */
export const RoleUserSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  status: z.number().int(),
  createTime: z.string(),
});
export type RoleUser = z.infer<typeof RoleUserSchema>;

export const AuthUserQuerySchema = PageQuerySchema.extend({
  roleId: idText('roleId'),
  userName: optionalFilter('userName'),
});
export type AuthUserQuery = z.input<typeof AuthUserQuerySchema>;

export const AuthUserBodySchema = z.object({
  roleId: idNumber('roleId'),
  userIds: idArray('userIds', 500),
});
export type AuthUserBody = z.input<typeof AuthUserBodySchema>;

/** The roles of one user: every role, the user's own marked with flag. */
export const UserAuthRoleSchema = z.object({
  user: z.object({ userId: z.number().int(), userName: z.string(), nickName: z.string() }),
  roles: z.array(
    RoleSchema.extend({
      flag: z.boolean(),
      /** Whether the caller may give or take this role (only roles within the caller's own permissions). */
      grantable: z.boolean(),
    }),
  ),
});
export type UserAuthRole = z.infer<typeof UserAuthRoleSchema>;

export const SetUserRolesBodySchema = z.object({
  roleIds: z
    .array(idNumber('roleIds'), { error: msgRef('fieldRequired', { field: 'roleIds' }) })
    .max(100, { error: msgRef('fieldInvalid', { field: 'roleIds' }) }),
});
export type SetUserRolesBody = z.input<typeof SetUserRolesBodySchema>;

const roleIdParams = z.object({ roleId: idText('roleId') });
const userIdParams = z.object({ userId: idText('userId') });

export const listRoles = endpoint({
  method: 'GET',
  path: '/system/role/list',
  access: Permission.roleQuery,
  tag,
  summary: 'Roles, paged, filtered by name (either language) and key',
  query: ListRolesQuerySchema,
  reply: RoleSchema,
  paged: true,
});

export const getPermissionTree = endpoint({
  method: 'GET',
  path: '/system/role/permissionTree',
  access: Permission.roleQuery,
  tag,
  summary: 'Every permission grouped by the menu tree, plus those no menu carries',
  reply: z.array(PermissionGroupSchema),
});

export const listAllocatedUsers = endpoint({
  method: 'GET',
  path: '/system/role/authUser/allocatedList',
  access: Permission.roleQuery,
  tag,
  summary: 'Users holding the role',
  query: AuthUserQuerySchema,
  reply: RoleUserSchema,
  paged: true,
});

export const listUnallocatedUsers = endpoint({
  method: 'GET',
  path: '/system/role/authUser/unallocatedList',
  access: Permission.roleQuery,
  tag,
  summary: 'Users not holding the role',
  query: AuthUserQuerySchema,
  reply: RoleUserSchema,
  paged: true,
});

export const assignRoleUsers = endpoint({
  method: 'PUT',
  path: '/system/role/authUser/selectAll',
  access: Permission.roleEdit,
  tag,
  summary: 'Give the role to these users (only a role within the caller’s own permissions)',
  body: AuthUserBodySchema,
  reply: z.object({ added: z.number().int() }),
});

export const cancelRoleUsers = endpoint({
  method: 'PUT',
  path: '/system/role/authUser/cancelAll',
  access: Permission.roleEdit,
  tag,
  summary: 'Take the role from these users; the last super manager keeps it',
  body: AuthUserBodySchema,
  reply: z.object({ removed: z.number().int() }),
});

export const getRole = endpoint({
  method: 'GET',
  path: '/system/role/:roleId',
  access: Permission.roleQuery,
  tag,
  summary: 'One role with its permissions',
  params: roleIdParams,
  reply: RoleDetailSchema,
});

export const addRole = endpoint({
  method: 'POST',
  path: '/system/role',
  access: Permission.roleEdit,
  tag,
  summary: 'Create a role; its permissions must be held by the caller',
  body: RoleBodySchema,
  reply: RoleDetailSchema,
});

export const editRole = endpoint({
  method: 'PUT',
  path: '/system/role',
  access: Permission.roleEdit,
  tag,
  summary: 'Change a role lying within the caller’s permissions (before and after); super_manager keeps *:*:*',
  body: EditRoleBodySchema,
  reply: RoleDetailSchema,
  // A role's permissions change with it: the operation log files it as a grant.
  audit: { kind: 'grant' },
});

export const deleteRoles = endpoint({
  method: 'DELETE',
  path: '/system/role/:roleIds',
  access: Permission.roleEdit,
  tag,
  summary: 'Delete roles that no user holds; built-in roles stay',
  params: z.object({ roleIds: idListText('roleIds') }),
  reply: z.object({ deleted: z.number().int() }),
});

export const getUserAuthRole = endpoint({
  method: 'GET',
  path: '/system/user/authRole/:userId',
  access: Permission.userEdit,
  tag,
  summary: 'A user and every role, the user’s own marked',
  params: userIdParams,
  reply: UserAuthRoleSchema,
});

export const setUserAuthRole = endpoint({
  method: 'PUT',
  path: '/system/user/authRole/:userId',
  access: Permission.userEdit,
  tag,
  summary: 'Set the roles of a user; effective on the user’s next call',
  params: userIdParams,
  body: SetUserRolesBodySchema,
  reply: UserAuthRoleSchema,
});
