import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { ChangePasswordBodySchema } from './auth';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import {
  checkValidityWindow,
  emailField,
  flagField,
  idField,
  idListField,
  instantField,
  nickNameField,
  passwordField,
  phoneField,
  userNameField,
} from './userFields';

const tag = 'users';

export const UserRoleSchema = z.object({ roleId: z.number().int(), roleKey: z.string(), roleName: z.string() });

/** One user as the list shows it. status is the effective status (spec §4), derived from lock and window. */
export const UserSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  /** Spec §3 user kind: formal 0, temporary 1. */
  userKind: z.number().int(),
  /** Spec §3 user source: local 0, LDAP 1. */
  userSource: z.number().int(),
  /** Spec §4: normal 0, locked 1, not yet effective 2, expired 3. */
  status: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** Set while a lockout after too many wrong passwords lasts (apart from status: it ends by itself). */
  lockedUntil: z.string().nullable(),
  roles: z.array(UserRoleSchema),
  createTime: z.string(),
  updateTime: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserDetailSchema = UserSchema.extend({
  groups: z.array(z.object({ groupId: z.number().int(), groupName: z.string() })),
  passwordChangedAt: z.string(),
  lastLoginTime: z.string().nullable(),
  liveSessions: z.number().int(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

const filterText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .optional();
const filterNumber = (field: string, max: number) =>
  z.coerce
    .number({ error: msgRef('fieldInvalid', { field }) })
    .int({ error: msgRef('fieldInvalid', { field }) })
    .min(0, { error: msgRef('fieldInvalid', { field }) })
    .max(max, { error: msgRef('fieldInvalid', { field }) })
    .optional();
const filterInstant = (field: string) =>
  z.iso.datetime({ offset: true, error: msgRef('fieldInvalid', { field }) }).optional();

/** Spec §2 user list filters; created-between is [beginTime, endTime] as instants. */
export const ListUsersQuerySchema = PageQuerySchema.extend({
  userName: filterText('userName', 64),
  nickName: filterText('nickName', 64),
  phonenumber: filterText('phonenumber', 32),
  status: filterNumber('status', 3),
  userKind: filterNumber('userKind', 1),
  userSource: filterNumber('userSource', 1),
  beginTime: filterInstant('beginTime'),
  endTime: filterInstant('endTime'),
});
export type ListUsersQuery = z.input<typeof ListUsersQuerySchema>;

export const UserIdQuerySchema = z.object({
  userId: z.coerce
    .number({ error: msgRef('fieldRequired', { field: 'userId' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'userId' }) }),
});

const userFields = {
  nickName: nickNameField,
  phonenumber: phoneField,
  email: emailField,
  userKind: flagField('userKind').default(0),
  validFrom: instantField('validFrom'),
  validTo: instantField('validTo'),
};

/**
 * Add a user (spec §7 POST /ucenter/user/add). A local user gets an initial password, checked against
 * the server's policy; an LDAP user has none. forceChange: the user must change it at the first sign-in.
 */
export const AddUserBodySchema = z
  .object({
    userName: userNameField,
    ...userFields,
    userSource: flagField('userSource').default(0),
    password: passwordField().optional(),
    forceChange: z.boolean({ error: msgRef('fieldInvalid', { field: 'forceChange' }) }).default(true),
    /** Roles given at creation, each within the caller's own permissions, in the same transaction. */
    roleIds: z
      .array(idField('roleIds'), { error: msgRef('fieldInvalid', { field: 'roleIds' }) })
      .max(100, { error: msgRef('fieldInvalid', { field: 'roleIds' }) })
      .default([]),
  })
  .superRefine(checkValidityWindow);
export type AddUserBody = z.input<typeof AddUserBodySchema>;

/** Edit a user: the user name and source are fixed once created (audit trails name users by them). */
export const UpdateUserBodySchema = z
  .object({ userId: idField('userId'), ...userFields })
  .superRefine(checkValidityWindow);
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

export const UserIdsBodySchema = z.object({ userIds: idListField('userIds') });
export type UserIdsBody = z.input<typeof UserIdsBodySchema>;

/** Reset: the administrator types a password, or the server generates one and shows it once. */
export const ResetPasswdBodySchema = z
  .object({
    userId: idField('userId'),
    generate: z.boolean({ error: msgRef('fieldInvalid', { field: 'generate' }) }).default(false),
    password: passwordField().optional(),
  })
  .refine((body) => body.generate || body.password !== undefined, {
    path: ['password'],
    error: msgRef('passwordRequired'),
  });
export type ResetPasswdBody = z.input<typeof ResetPasswdBodySchema>;

/** The administrator sets a user's password for good (no change forced at the next sign-in). */
export const UpdatePasswdBodySchema = z.object({
  userId: idField('userId'),
  passwordNew: passwordField(),
  passwordConfirm: passwordField(),
});
export type UpdatePasswdBody = z.input<typeof UpdatePasswdBodySchema>;

export const listUsers = endpoint({
  method: 'GET',
  path: '/ucenter/user/list',
  access: Permission.userQuery,
  tag,
  summary: 'Users, filtered and paged',
  query: ListUsersQuerySchema,
  reply: UserSchema,
  paged: true,
});

export const getUser = endpoint({
  method: 'GET',
  path: '/ucenter/user/info',
  access: Permission.userQuery,
  tag,
  summary: 'One user with groups, last sign-in and live sessions',
  query: UserIdQuerySchema,
  reply: UserDetailSchema,
});

export const addUser = endpoint({
  method: 'POST',
  path: '/ucenter/user/add',
  access: Permission.userEdit,
  tag,
  summary: 'Adds a user (header platform=WEB)',
  body: AddUserBodySchema,
  reply: z.object({ userId: z.number().int() }),
  requiredHeaders: { platform: 'WEB' },
});

export const updateUser = endpoint({
  method: 'POST',
  path: '/ucenter/user/update',
  access: Permission.userEdit,
  tag,
  summary: 'Changes a user’s names, contact, kind and validity window',
  body: UpdateUserBodySchema,
  reply: EmptySchema,
});

export const deleteUsers = endpoint({
  method: 'POST',
  path: '/ucenter/user/del',
  access: Permission.userEdit,
  tag,
  summary: 'Deletes users; their sign-ins end at once',
  body: UserIdsBodySchema,
  reply: EmptySchema,
});

export const lockUsers = endpoint({
  method: 'POST',
  path: '/ucenter/user/lock',
  access: Permission.userEdit,
  tag,
  summary: 'Locks users; their sign-ins end at once',
  body: UserIdsBodySchema,
  reply: EmptySchema,
});

export const unlockUsers = endpoint({
  method: 'POST',
  path: '/ucenter/user/unlock',
  access: Permission.userEdit,
  tag,
  summary: 'Unlocks users (also clears a lockout after wrong passwords)',
  body: UserIdsBodySchema,
  reply: EmptySchema,
});

export const resetUserPasswd = endpoint({
  method: 'POST',
  path: '/ucenter/user/resetPasswd',
  access: Permission.userEdit,
  tag,
  summary: 'Resets a user’s password; the user must change it at the next sign-in',
  body: ResetPasswdBodySchema,
  reply: z.object({ password: z.string().nullable() }),
  rateLimitPerMinute: 30,
});

export const updateUserPasswd = endpoint({
  method: 'POST',
  path: '/ucenter/user/updatePasswd',
  access: Permission.userEdit,
  tag,
  summary: 'Sets a user’s password',
  body: UpdatePasswdBodySchema,
  reply: EmptySchema,
  rateLimitPerMinute: 30,
});

export const forceUpdatePasswd = endpoint({
  method: 'POST',
  path: '/ucenter/forceUpdatePasswd',
  access: 'authenticated',
  tag,
  summary: 'The forced password change at sign-in (header platform=WEB)',
  body: ChangePasswordBodySchema,
  reply: EmptySchema,
  requiredHeaders: { platform: 'WEB' },
  rateLimitPerMinute: 20,
});
