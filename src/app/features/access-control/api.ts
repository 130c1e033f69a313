import {
  type AddMembersBody,
  addDept,
  addDeptMembers,
  type DeptBody,
  deleteDept,
  type EditDeptBody,
  editDept,
  getDept,
  type ListCandidatesQuery,
  type ListMembersQuery,
  listDeptCandidates,
  listDeptMembers,
  listDepts,
  removeDeptMembers,
  type UpdateMemberBody,
  updateDeptMember,
} from '../../../shared/api/departments';
import {
  type AuthUserQuery,
  addRole,
  assignRoleUsers,
  cancelRoleUsers,
  deleteRoles,
  type EditRoleBody,
  editRole,
  getPermissionTree,
  getRole,
  getUserAuthRole,
  type ListRolesQuery,
  listAllocatedUsers,
  listRoles,
  listUnallocatedUsers,
  type RoleBody,
  setUserAuthRole,
} from '../../../shared/api/roles';
import { call, callPage } from '../../data/http';

/** The only file of the feature that calls the network (STYLE.md "Layout"). */

export const fetchRoles = (query: ListRolesQuery, signal?: AbortSignal) => callPage(listRoles, { query, signal });
export const fetchRole = (roleId: number, signal?: AbortSignal) =>
  call(getRole, { params: { roleId: String(roleId) }, signal });
export const fetchPermissionTree = (signal?: AbortSignal) => call(getPermissionTree, { signal });
export const createRole = (body: RoleBody) => call(addRole, { body });
export const updateRole = (body: EditRoleBody) => call(editRole, { body });
export const removeRole = (roleId: number) => call(deleteRoles, { params: { roleIds: String(roleId) } });

export const fetchRoleUsers = (query: AuthUserQuery, allocated: boolean, signal?: AbortSignal) =>
  callPage(allocated ? listAllocatedUsers : listUnallocatedUsers, { query, signal });
export const giveRoleToUsers = (roleId: number, userIds: number[]) =>
  call(assignRoleUsers, { body: { roleId, userIds } });
export const takeRoleFromUsers = (roleId: number, userIds: number[]) =>
  call(cancelRoleUsers, { body: { roleId, userIds } });

export const fetchUserAuthRole = (userId: number, signal?: AbortSignal) =>
  call(getUserAuthRole, { params: { userId: String(userId) }, signal });
export const saveUserRoles = (userId: number, roleIds: number[]) =>
  call(setUserAuthRole, { params: { userId: String(userId) }, body: { roleIds } });

export const fetchDeptTree = (signal?: AbortSignal) => call(listDepts, { signal });

export const fetchDept = (deptId: number, signal?: AbortSignal) =>
  call(getDept, { params: { deptId: String(deptId) }, signal });
export const createDept = (body: DeptBody) => call(addDept, { body });
export const updateDept = (body: EditDeptBody) => call(editDept, { body });
export const removeDept = (deptId: number) => call(deleteDept, { params: { deptId: String(deptId) } });

export const fetchMembers = (query: ListMembersQuery, signal?: AbortSignal) =>
  callPage(listDeptMembers, { query, signal });
export const fetchCandidates = (query: ListCandidatesQuery, signal?: AbortSignal) =>
  callPage(listDeptCandidates, { query, signal });
export const addMembers = (body: AddMembersBody) => call(addDeptMembers, { body });
export const changeMemberRole = (body: UpdateMemberBody) => call(updateDeptMember, { body });
export const removeMembers = (deptId: number, userIds: number[]) =>
  call(removeDeptMembers, { params: { deptId: String(deptId), userIds: userIds.join(',') } });
