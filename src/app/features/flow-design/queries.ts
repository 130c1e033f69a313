import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FlowModel } from '../../../shared/api/flowModels';
import * as api from './api';

export const flowModelKeys = {
  all: () => ['flow-models'] as const,
  list: (query: api.ListFlowModelsQuery) => [...flowModelKeys.all(), 'list', query] as const,
  detail: (id: number) => [...flowModelKeys.all(), 'detail', id] as const,
};

/** Users and roles as the approver pickers read them; their own keys, since no model change moves them. */
export const approverChoiceKeys = {
  all: () => ['flow-design', 'approver-choices'] as const,
  users: (userName: string) => [...approverChoiceKeys.all(), 'users', userName] as const,
  user: (userId: number) => [...approverChoiceKeys.all(), 'user', userId] as const,
  roles: () => [...approverChoiceKeys.all(), 'roles'] as const,
};

export const flowModelsQuery = (query: api.ListFlowModelsQuery) =>
  queryOptions({
    queryKey: flowModelKeys.list(query),
    queryFn: ({ signal }) => api.fetchFlowModels(query, signal),
    placeholderData: keepPreviousData,
  });
export const useFlowModels = (query: api.ListFlowModelsQuery) => useQuery(flowModelsQuery(query));

export const flowModelQuery = (id: number) =>
  queryOptions({ queryKey: flowModelKeys.detail(id), queryFn: ({ signal }) => api.fetchFlowModel(id, signal) });
/** The model being designed: fetched once per visit, so a refetch never resets the designer under the user. */
export const useFlowModel = (id: number | undefined) =>
  useQuery({
    ...flowModelQuery(id ?? 0),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** A change that answers the changed model: its detail is replaced and the lists refresh. */
export function useFlowModelChange<A>(run: (arg: A) => Promise<FlowModel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (model) => queryClient.setQueryData(flowModelKeys.detail(model.id), model),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...flowModelKeys.all(), 'list'] }),
  });
}

/** Removing a model: the lists refresh. */
export function useFlowModelRemoval(run: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...flowModelKeys.all(), 'list'] }),
  });
}

export const useUserSearch = (userName: string) =>
  useQuery({
    queryKey: approverChoiceKeys.users(userName),
    queryFn: ({ signal }) => api.searchUsers(userName, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The chosen users by id, for their names (a chosen user may not be among the search's results). */
export const useUsersById = (userIds: readonly number[]) =>
  useQueries({
    queries: userIds.map((userId) => ({
      queryKey: approverChoiceKeys.user(userId),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.fetchUser(userId, signal),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });

export const useRoles = () =>
  useQuery({
    queryKey: approverChoiceKeys.roles(),
    queryFn: ({ signal }) => api.fetchRoles(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
