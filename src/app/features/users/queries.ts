import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupUsersQuery, ListUserGroupsQuery, ListUsersQuery } from '../../../shared/api';
import * as api from './api';
import { groupKeys, registrationKeys, userKeys } from './keys';
import { approveRequest, fetchRegistrations, type RegistrationListQuery, refuseRequest } from './registrationsApi';

export const usersQuery = (query: ListUsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
export const useUsers = (query: ListUsersQuery) => useQuery(usersQuery(query));

export const userQuery = (userId: number | null) =>
  queryOptions({
    queryKey: userKeys.detail(userId ?? 0),
    queryFn: ({ signal }) => api.fetchUser(userId ?? 0, signal),
    enabled: userId !== null,
  });
export const useUser = (userId: number | null) => useQuery(userQuery(userId));

export const groupsQuery = (query: ListUserGroupsQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => api.fetchGroups(query, signal),
    placeholderData: keepPreviousData,
  });
export const useGroups = (query: ListUserGroupsQuery) => useQuery(groupsQuery(query));

export const groupQuery = (groupId: number | null) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId ?? 0),
    queryFn: ({ signal }) => api.fetchGroup(groupId ?? 0, signal),
    enabled: groupId !== null,
  });
export const useGroup = (groupId: number | null) => useQuery(groupQuery(groupId));

export const groupMembersQuery = (query: GroupUsersQuery) =>
  queryOptions({
    queryKey: groupKeys.members(query),
    queryFn: ({ signal }) => api.fetchGroupMembers(query, signal),
    placeholderData: keepPreviousData,
  });
export const useGroupMembers = (query: GroupUsersQuery) => useQuery(groupMembersQuery(query));

export const usersOutsideGroupQuery = (query: GroupUsersQuery) =>
  queryOptions({
    queryKey: groupKeys.outside(query),
    queryFn: ({ signal }) => api.fetchUsersOutsideGroup(query, signal),
    placeholderData: keepPreviousData,
  });
export const useUsersOutsideGroup = (query: GroupUsersQuery, isEnabled: boolean) =>
  useQuery({ ...usersOutsideGroupQuery(query), enabled: isEnabled });

/** The roles the Add user form offers; only asked when the caller may read roles. */
export const roleChoicesQuery = () =>
  queryOptions({ queryKey: userKeys.roleChoices(), queryFn: ({ signal }) => api.fetchRoleChoices(signal) });
export const useRoleChoices = (isEnabled: boolean) => useQuery({ ...roleChoicesQuery(), enabled: isEnabled });

export const registrationsQuery = (query: RegistrationListQuery) =>
  queryOptions({
    queryKey: registrationKeys.list(query),
    queryFn: ({ signal }) => fetchRegistrations(query, signal),
    placeholderData: keepPreviousData,
  });
export const useRegistrations = (query: RegistrationListQuery) => useQuery(registrationsQuery(query));

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

/** Approve or refuse; afterwards the requests and the user list are read again. */
export function useDecideRegistration() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
      queryClient.invalidateQueries({ queryKey: userKeys.all() }),
    ]);
  return {
    approve: useMutation({ mutationFn: approveRequest, onSuccess }),
    refuse: useMutation({ mutationFn: refuseRequest, onSuccess }),
  };
}
