import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupUsersQuery, ListUserGroupsQuery, ListUsersQuery } from '../../../shared/api';
import * as api from './api';

export const userKeys = {
  all: () => ['users'] as const,
  list: (query: ListUsersQuery) => [...userKeys.all(), 'list', query] as const,
  detail: (userId: number) => [...userKeys.all(), 'detail', userId] as const,
  roleChoices: () => [...userKeys.all(), 'role-choices'] as const,
};

export const groupKeys = {
  all: () => ['user-groups'] as const,
  list: (query: ListUserGroupsQuery) => [...groupKeys.all(), 'list', query] as const,
  detail: (groupId: number) => [...groupKeys.all(), 'detail', groupId] as const,
  members: (query: GroupUsersQuery) => [...groupKeys.all(), 'members', query] as const,
  outside: (query: GroupUsersQuery) => [...groupKeys.all(), 'outside', query] as const,
};

export const usersQuery = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: ListUsersQuery) => useQuery(usersQuery(query));

export const useUser = (userId: number | null) =>
  useQuery({
    queryKey: userKeys.detail(userId ?? 0),
    queryFn: ({ signal }) => api.fetchUser(userId ?? 0, signal),
    enabled: userId !== null,
  });

export const useGroups = (query: ListUserGroupsQuery) =>
  useQuery({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => api.fetchGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export const useGroup = (groupId: number | null) =>
  useQuery({
    queryKey: groupKeys.detail(groupId ?? 0),
    queryFn: ({ signal }) => api.fetchGroup(groupId ?? 0, signal),
    enabled: groupId !== null,
  });

export const useGroupMembers = (query: GroupUsersQuery) =>
  useQuery({
    queryKey: groupKeys.members(query),
    queryFn: ({ signal }) => api.fetchGroupMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsersOutsideGroup = (query: GroupUsersQuery, isEnabled: boolean) =>
  useQuery({
    queryKey: groupKeys.outside(query),
    queryFn: ({ signal }) => api.fetchUsersOutsideGroup(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });

/** A change to users can change group member lists too, and the other way round: both caches go stale. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all() }),
      queryClient.invalidateQueries({ queryKey: groupKeys.all() }),
    ]);
}

/** A mutation whose success refreshes every user and group query. */
export function useUsersMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn, onSuccess: () => invalidate() });
}

/** The roles the Add user form offers; only asked when the caller may read roles. */
export const useRoleChoices = (isEnabled: boolean) =>
  useQuery({
    queryKey: userKeys.roleChoices(),
    queryFn: ({ signal }) => api.fetchRoleChoices(signal),
    enabled: isEnabled,
  });
