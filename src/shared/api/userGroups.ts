import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { nameChars } from './nameChars';
import { idField, idListField, optionalTextField, requiredTextField } from './userFields';
import { UserSchema } from './users';

const tag = 'user-groups';

export const GROUP_NAME_MAX = 30;
export const GROUP_REMARK_MAX = 200;

export const UserGroupSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  remark: z.string(),
  memberCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type UserGroup = z.infer<typeof UserGroupSchema>;

const groupIdQuery = z.coerce
  .number({ error: msgRef('fieldRequired', { field: 'groupId' }) })
  .int({ error: msgRef('fieldInvalid', { field: 'groupId' }) })
  .positive({ error: msgRef('fieldInvalid', { field: 'groupId' }) })
  .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'groupId' }) });
const nameFilter = z
  .string()
  .trim()
  .max(64, { error: msgRef('fieldTooLong', { field: 'userName', max: 64 }) })
  .optional();

export const ListUserGroupsQuerySchema = PageQuerySchema.extend({
  groupName: z
    .string()
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field: 'groupName', max: 64 }) })
    .optional(),
});
export type ListUserGroupsQuery = z.input<typeof ListUserGroupsQuerySchema>;

export const GroupIdQuerySchema = z.object({ groupId: groupIdQuery });

/** Members of a group, or (otherUserList) the users not in it: the picker for adding members. */
export const GroupUsersQuerySchema = PageQuerySchema.extend({ groupId: groupIdQuery, userName: nameFilter });
export type GroupUsersQuery = z.input<typeof GroupUsersQuerySchema>;

const groupFields = {
  groupName: requiredTextField('groupName', GROUP_NAME_MAX).check(nameChars('groupName')),
  remark: optionalTextField('remark', GROUP_REMARK_MAX),
};

export const AddUserGroupBodySchema = z.object({
  ...groupFields,
  userIds: z
    .array(idField('userIds'))
    .max(500, { error: msgRef('fieldInvalid', { field: 'userIds' }) })
    .default([]),
});
export type AddUserGroupBody = z.input<typeof AddUserGroupBodySchema>;

export const UpdateUserGroupBodySchema = z.object({ groupId: idField('groupId'), ...groupFields });
export type UpdateUserGroupBody = z.input<typeof UpdateUserGroupBodySchema>;

export const GroupIdsBodySchema = z.object({ groupIds: idListField('groupIds') });
export const GroupMembersBodySchema = z.object({ groupId: idField('groupId'), userIds: idListField('userIds') });
export type GroupMembersBody = z.input<typeof GroupMembersBodySchema>;

export const listUserGroups = endpoint({
  method: 'GET',
  path: '/ucenter/userGroup/list',
  access: Permission.userQuery,
  tag,
  summary: 'User groups, filtered by name and paged',
  query: ListUserGroupsQuerySchema,
  reply: UserGroupSchema,
  paged: true,
});

export const getUserGroup = endpoint({
  method: 'GET',
  path: '/ucenter/userGroup/info',
  access: Permission.userQuery,
  tag,
  summary: 'One user group',
  query: GroupIdQuerySchema,
  reply: UserGroupSchema,
});

export const listGroupMembers = endpoint({
  method: 'GET',
  path: '/ucenter/userGroup/memberList',
  access: Permission.userQuery,
  tag,
  summary: 'Members of a user group, paged',
  query: GroupUsersQuerySchema,
  reply: UserSchema,
  paged: true,
});

export const listUsersOutsideGroup = endpoint({
  method: 'GET',
  path: '/ucenter/userGroup/otherUserList',
  access: Permission.userQuery,
  tag,
  summary: 'Users not in a user group, paged (the member picker)',
  query: GroupUsersQuerySchema,
  reply: UserSchema,
  paged: true,
});

export const addUserGroup = endpoint({
  method: 'POST',
  path: '/ucenter/userGroup/add',
  access: Permission.userEdit,
  tag,
  summary: 'Creates a user group, optionally with members',
  body: AddUserGroupBodySchema,
  reply: z.object({ groupId: z.number().int() }),
});

export const updateUserGroup = endpoint({
  method: 'POST',
  path: '/ucenter/userGroup/update',
  access: Permission.userEdit,
  tag,
  summary: 'Renames a user group or changes its remark',
  body: UpdateUserGroupBodySchema,
  reply: EmptySchema,
});

export const deleteUserGroups = endpoint({
  method: 'POST',
  path: '/ucenter/userGroup/del',
  access: Permission.userEdit,
  tag,
  summary: 'Deletes user groups (their users stay)',
  body: GroupIdsBodySchema,
  reply: EmptySchema,
});

export const addGroupMembers = endpoint({
  method: 'POST',
  path: '/ucenter/userGroup/addMembers',
  access: Permission.userEdit,
  tag,
  summary: 'Adds users to a user group',
  body: GroupMembersBodySchema,
  reply: EmptySchema,
});

export const removeGroupMembers = endpoint({
  method: 'POST',
  path: '/ucenter/userGroup/removeMembers',
  access: Permission.userEdit,
  tag,
  summary: 'Removes users from a user group',
  body: GroupMembersBodySchema,
  reply: EmptySchema,
});
