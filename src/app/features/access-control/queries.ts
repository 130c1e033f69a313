import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListCandidatesQuery, ListMembersQuery } from '../../../shared/api/departments';
import type { AuthUserQuery, ListRolesQuery } from '../../../shared/api/roles';
import { refreshSession } from '../../session';
import * as api from './api';

export const accessKeys = {
  all: () => ['access-control'] as const,
  roles: () => [...accessKeys.all(), 'roles'] as const,
  roleList: (query: ListRolesQuery) => [...accessKeys.roles(), 'list', query] as const,
  role: (roleId: number) => [...accessKeys.roles(), 'detail', roleId] as const,
  permissionTree: () => [...accessKeys.all(), 'permission-tree'] as const,
  roleUsers: (query: AuthUserQuery, allocated: boolean) => [...accessKeys.roles(), 'users', allocated, query] as const,
  userRoles: (userId: number) => [...accessKeys.roles(), 'user', userId] as const,
  depts: () => [...accessKeys.all(), 'depts'] as const,
  deptTree: () => [...accessKeys.depts(), 'tree'] as const,
  dept: (deptId: number) => [...accessKeys.depts(), 'detail', deptId] as const,
  members: (query: ListMembersQuery) => [...accessKeys.depts(), 'members', query] as const,
  candidates: (query: ListCandidatesQuery) => [...accessKeys.depts(), 'candidates', query] as const,
};

export const rolesQuery = (query: ListRolesQuery) =>
  queryOptions({
    queryKey: accessKeys.roleList(query),
    queryFn: ({ signal }) => api.fetchRoles(query, signal),
    placeholderData: keepPreviousData,
  });
export const useRoles = (query: ListRolesQuery) => useQuery(rolesQuery(query));

export const roleQuery = (roleId: number) =>
  queryOptions({ queryKey: accessKeys.role(roleId), queryFn: ({ signal }) => api.fetchRole(roleId, signal) });
export const useRole = (roleId: number | undefined) =>
  useQuery({ ...roleQuery(roleId ?? 0), enabled: roleId !== undefined });

export const permissionTreeQuery = () =>
  queryOptions({
    queryKey: accessKeys.permissionTree(),
    queryFn: ({ signal }) => api.fetchPermissionTree(signal),
    staleTime: 5 * 60_000,
  });
export const usePermissionTree = () => useQuery(permissionTreeQuery());

export const roleUsersQuery = (query: AuthUserQuery, allocated: boolean) =>
  queryOptions({
    queryKey: accessKeys.roleUsers(query, allocated),
    queryFn: ({ signal }) => api.fetchRoleUsers(query, allocated, signal),
    placeholderData: keepPreviousData,
  });
export const useRoleUsers = (query: AuthUserQuery, allocated: boolean, enabled = true) =>
  useQuery({ ...roleUsersQuery(query, allocated), enabled });

export const userRolesQuery = (userId: number) =>
  queryOptions({
    queryKey: accessKeys.userRoles(userId),
    queryFn: ({ signal }) => api.fetchUserAuthRole(userId, signal),
  });
export const useUserRoles = (userId: number) => useQuery(userRolesQuery(userId));

export const deptTreeQuery = () =>
  queryOptions({ queryKey: accessKeys.deptTree(), queryFn: ({ signal }) => api.fetchDeptTree(signal) });
export const useDeptTree = () => useQuery(deptTreeQuery());

export const deptQuery = (deptId: number) =>
  queryOptions({ queryKey: accessKeys.dept(deptId), queryFn: ({ signal }) => api.fetchDept(deptId, signal) });
export const useDept = (deptId: number) => useQuery(deptQuery(deptId));

export const membersQuery = (query: ListMembersQuery) =>
  queryOptions({
    queryKey: accessKeys.members(query),
    queryFn: ({ signal }) => api.fetchMembers(query, signal),
    placeholderData: keepPreviousData,
  });
export const useMembers = (query: ListMembersQuery) => useQuery(membersQuery(query));

export const candidatesQuery = (query: ListCandidatesQuery) =>
  queryOptions({
    queryKey: accessKeys.candidates(query),
    queryFn: ({ signal }) => api.fetchCandidates(query, signal),
    placeholderData: keepPreviousData,
  });
export const useCandidates = (query: ListCandidatesQuery, enabled: boolean) =>
  useQuery({ ...candidatesQuery(query), enabled });

/**
 * A change to roles or who holds them may change the signed-in user's own permissions: the session
 * (and with it the menu and routes) is fetched again, besides the lists of this feature.
 */
function useAccessMutation<A, R>(run: (args: A) => Promise<R>, scope: 'roles' | 'depts') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scope === 'roles' ? accessKeys.roles() : accessKeys.depts() });
      if (scope === 'roles') await refreshSession();
    },
  });
}

export const useCreateRole = () => useAccessMutation(api.createRole, 'roles');
export const useUpdateRole = () => useAccessMutation(api.updateRole, 'roles');
export const useDeleteRole = () => useAccessMutation(api.removeRole, 'roles');
export const useGiveRole = () =>
  useAccessMutation(
    (args: { roleId: number; userIds: number[] }) => api.giveRoleToUsers(args.roleId, args.userIds),
    'roles',
  );
export const useTakeRole = () =>
  useAccessMutation(
    (args: { roleId: number; userIds: number[] }) => api.takeRoleFromUsers(args.roleId, args.userIds),
    'roles',
  );
export const useSaveUserRoles = () =>
  useAccessMutation(
    (args: { userId: number; roleIds: number[] }) => api.saveUserRoles(args.userId, args.roleIds),
    'roles',
  );

export const useCreateDept = () => useAccessMutation(api.createDept, 'depts');
export const useUpdateDept = () => useAccessMutation(api.updateDept, 'depts');
export const useDeleteDept = () => useAccessMutation(api.removeDept, 'depts');
export const useAddMembers = () => useAccessMutation(api.addMembers, 'depts');
export const useChangeMemberRole = () => useAccessMutation(api.changeMemberRole, 'depts');
export const useRemoveMembers = () =>
  useAccessMutation(
    (args: { deptId: number; userIds: number[] }) => api.removeMembers(args.deptId, args.userIds),
    'depts',
  );
