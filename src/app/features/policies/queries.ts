import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPoliciesQuery } from '../../../shared/api/policies';
import * as api from './api';

export const policyKeys = {
  all: () => ['policies'] as const,
  commands: (query: ListPoliciesQuery) => [...policyKeys.all(), 'commands', query] as const,
  logins: (query: ListPoliciesQuery) => [...policyKeys.all(), 'logins', query] as const,
  behaviors: (query: ListPoliciesQuery) => [...policyKeys.all(), 'behaviors', query] as const,
  effective: (userId: number, accountId: number) => [...policyKeys.all(), 'effective', userId, accountId] as const,
  options: () => [...policyKeys.all(), 'options'] as const,
};

export const commandPoliciesQuery = (query: ListPoliciesQuery) =>
  queryOptions({
    queryKey: policyKeys.commands(query),
    queryFn: ({ signal }) => api.fetchCommandPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

export const loginPoliciesQuery = (query: ListPoliciesQuery) =>
  queryOptions({
    queryKey: policyKeys.logins(query),
    queryFn: ({ signal }) => api.fetchLoginPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

export const behaviorPoliciesQuery = (query: ListPoliciesQuery) =>
  queryOptions({
    queryKey: policyKeys.behaviors(query),
    queryFn: ({ signal }) => api.fetchBehaviorPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

/** What applies to a user on an account; waits until both are chosen. Under policyKeys.all, so a change refreshes it. */
export const effectiveBehaviorQuery = (userId: number | null, accountId: number | null) =>
  queryOptions({
    queryKey: policyKeys.effective(userId ?? 0, accountId ?? 0),
    enabled: userId !== null && accountId !== null,
    queryFn: ({ signal }) => api.fetchEffectiveBehavior(userId ?? 0, accountId ?? 0, signal),
  });
export const useEffectiveBehavior = (userId: number | null, accountId: number | null) =>
  useQuery(effectiveBehaviorQuery(userId, accountId));

export const policyOptionsQuery = () =>
  queryOptions({ queryKey: policyKeys.options(), queryFn: ({ signal }) => api.fetchPolicyOptions(signal) });
export const usePolicyOptions = () => useQuery(policyOptionsQuery());

/** Any change to a policy refreshes every policy list. */
export function usePoliciesMutation<A, R>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all() }),
  });
}
