import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPoliciesQuery } from '../../../shared/api/policies';
import * as api from './api';

export const policyKeys = {
  all: () => ['policies'] as const,
  commands: (query: ListPoliciesQuery) => [...policyKeys.all(), 'commands', query] as const,
  logins: (query: ListPoliciesQuery) => [...policyKeys.all(), 'logins', query] as const,
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
