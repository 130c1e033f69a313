import {
  type AddUserBody,
  type AddUserGroupBody,
  addGroupMembers,
  addUser,
  addUserGroup,
  deleteUserGroups,
  deleteUsers,
  type GroupUsersQuery,
  getUser,
  getUserGroup,
  type ListUserGroupsQuery,
  type ListUsersQuery,
  listGroupMembers,
  listUserGroups,
  listUsers,
  listUsersOutsideGroup,
  lockUsers,
  otpUnbind,
  type ResetPasswdBody,
  removeGroupMembers,
  resetUserPasswd,
  type UpdatePasswdBody,
  type UpdateUserBody,
  type UpdateUserGroupBody,
  type User,
  type UserDetail,
  type UserGroup,
  unlockUsers,
  updateUser,
  updateUserGroup,
  updateUserPasswd,
} from '../../../shared/api';
import { listRoles } from '../../../shared/api/roles';
import { call, callPage, type Page } from '../../data/http';

/** The users feature's calls; the only file here that touches the network. */

export const fetchUsers = (query: ListUsersQuery, signal?: AbortSignal): Promise<Page<User>> =>
  callPage(listUsers, { query, signal });

export const fetchUser = (userId: number, signal?: AbortSignal): Promise<UserDetail> =>
  call(getUser, { query: { userId }, signal });

/** Form failures are shown on their fields by the form, so the data layer stays silent for them. */
export const createUser = (body: AddUserBody) => call(addUser, { body, silent: true });
export const saveUser = (body: UpdateUserBody) => call(updateUser, { body, silent: true });
export const removeUsers = (userIds: number[]) => call(deleteUsers, { body: { userIds } });
export const lockUserIds = (userIds: number[]) => call(lockUsers, { body: { userIds } });
export const unlockUserIds = (userIds: number[]) => call(unlockUsers, { body: { userIds } });
export const unbindUserOtp = (userId: number) => call(otpUnbind, { body: { userId } });
export const resetPassword = (body: ResetPasswdBody) => call(resetUserPasswd, { body, silent: true });
export const setPassword = (body: UpdatePasswdBody) => call(updateUserPasswd, { body, silent: true });

export const fetchGroups = (query: ListUserGroupsQuery, signal?: AbortSignal): Promise<Page<UserGroup>> =>
  callPage(listUserGroups, { query, signal });
export const fetchGroup = (groupId: number, signal?: AbortSignal): Promise<UserGroup> =>
  call(getUserGroup, { query: { groupId }, signal });
export const fetchGroupMembers = (query: GroupUsersQuery, signal?: AbortSignal): Promise<Page<User>> =>
  callPage(listGroupMembers, { query, signal });
export const fetchUsersOutsideGroup = (query: GroupUsersQuery, signal?: AbortSignal): Promise<Page<User>> =>
  callPage(listUsersOutsideGroup, { query, signal });
export const createGroup = (body: AddUserGroupBody) => call(addUserGroup, { body, silent: true });
export const saveGroup = (body: UpdateUserGroupBody) => call(updateUserGroup, { body, silent: true });
export const removeGroups = (groupIds: number[]) => call(deleteUserGroups, { body: { groupIds } });
export const addMembers = (groupId: number, userIds: number[]) => call(addGroupMembers, { body: { groupId, userIds } });
export const removeMembers = (groupId: number, userIds: number[]) =>
  call(removeGroupMembers, { body: { groupId, userIds } });

/** Every role, for the Add user form's role choice (a bastion has tens of roles, not thousands). */
export const fetchRoleChoices = (signal?: AbortSignal) =>
  callPage(listRoles, { query: { pageNum: 1, pageSize: 500 }, signal });
