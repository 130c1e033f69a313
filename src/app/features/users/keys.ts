import type { GroupUsersQuery, ListUserGroupsQuery, ListUsersQuery } from '../../../shared/api';
import type { RegistrationListQuery } from './registrationsApi';

/**
 * Apart from queries.ts so that the door (index.ts), which loads with the signed-in shell, can export
 * userKeys without the feature's calls.
 */
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

export const registrationKeys = {
  all: () => ['registrations'] as const,
  list: (query: RegistrationListQuery) => [...registrationKeys.all(), 'list', query] as const,
};
