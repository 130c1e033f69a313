import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from './api';
import type { CompleteTaskBody } from './decisionBody';
import type { MyRequestsQuery, TasksQuery } from './listFilters';
import type { CenterTab } from './paths';

export const approveCenterKeys = {
  all: () => ['approve-center'] as const,
  lists: () => [...approveCenterKeys.all(), 'list'] as const,
  list: (tab: CenterTab, query: MyRequestsQuery | TasksQuery) => [...approveCenterKeys.lists(), tab, query] as const,
  /** The flows one may apply on (a short lookup list). */
  flows: () => [...approveCenterKeys.all(), 'options', 'flows'] as const,
  applyFlow: (modelKey: string) => [...approveCenterKeys.all(), 'apply-flow', modelKey] as const,
  flowApprovers: (modelId: number) => [...approveCenterKeys.all(), 'flow-approvers', modelId] as const,
  /** Everything shown about one request: refreshed as a whole after a change to it. */
  request: (id: number) => [...approveCenterKeys.all(), 'request', id] as const,
  requestDetail: (id: number) => [...approveCenterKeys.request(id), 'detail'] as const,
  requestComments: (id: number) => [...approveCenterKeys.request(id), 'comments'] as const,
  requestHighlight: (id: number) => [...approveCenterKeys.request(id), 'highlight'] as const,
  requestApprovers: (id: number) => [...approveCenterKeys.request(id), 'approvers'] as const,
};

export const myRequestsQuery = (query: MyRequestsQuery) =>
  queryOptions({
    queryKey: approveCenterKeys.list('mine', query),
    queryFn: ({ signal }) => api.fetchMyRequests(query, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Keyed also by the hub's pending-approval count: the server moves it when a task reaches the user, so
 * a new count is a new key and the backlog is fetched again.
 */
export const waitingTasksQuery = (query: TasksQuery, pendingCount: number) =>
  queryOptions({
    queryKey: [...approveCenterKeys.list('todo', query), pendingCount] as const,
    queryFn: ({ signal }) => api.fetchWaitingTasks(query, signal),
    placeholderData: keepPreviousData,
  });

export const decidedTasksQuery = (query: TasksQuery) =>
  queryOptions({
    queryKey: approveCenterKeys.list('done', query),
    queryFn: ({ signal }) => api.fetchDecidedTasks(query, signal),
    placeholderData: keepPreviousData,
  });

export const applicableFlowsQuery = () =>
  queryOptions({ queryKey: approveCenterKeys.flows(), queryFn: ({ signal }) => api.fetchApplicableFlows(signal) });

export const applyFlowQuery = (modelKey: string) =>
  queryOptions({
    queryKey: approveCenterKeys.applyFlow(modelKey),
    queryFn: ({ signal }) => api.fetchApplyFlow(modelKey, signal),
    // A redeploy changes the form: an application starts on what is deployed now.
    staleTime: 0,
  });

export const flowApproversQuery = (modelId: number) =>
  queryOptions({
    queryKey: approveCenterKeys.flowApprovers(modelId),
    queryFn: ({ signal }) => api.fetchFlowApprovers(modelId, signal),
  });

export const requestQuery = (id: number) =>
  queryOptions({
    queryKey: approveCenterKeys.requestDetail(id),
    queryFn: ({ signal }) => api.fetchRequest(id, signal),
    // Other approvers and timers move a request on: its page always reads it afresh.
    staleTime: 0,
  });

export const requestCommentsQuery = (id: number) =>
  queryOptions({
    queryKey: approveCenterKeys.requestComments(id),
    queryFn: ({ signal }) => api.fetchRequestComments(id, signal),
    staleTime: 0,
  });

export const requestHighlightQuery = (id: number) =>
  queryOptions({
    queryKey: approveCenterKeys.requestHighlight(id),
    queryFn: ({ signal }) => api.fetchRequestHighlight(id, signal),
    staleTime: 0,
  });

export const requestApproversQuery = (id: number) =>
  queryOptions({
    queryKey: approveCenterKeys.requestApprovers(id),
    queryFn: ({ signal }) => api.fetchRequestApprovers(id, signal),
    staleTime: 0,
  });

/** A change to a request: afterwards (done or refused) the lists and everything shown of it are read again. */
function useRequestMutation<A extends { processInstanceId: number }, R>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: (_data, _error, arg) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approveCenterKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: approveCenterKeys.request(arg.processInstanceId) }),
      ]),
  });
}

export const useWithdrawRequest = () =>
  useRequestMutation(({ processInstanceId }: { processInstanceId: number }) => api.withdrawRequest(processInstanceId));

export const useDecideTask = () =>
  useRequestMutation(({ body }: { processInstanceId: number; body: CompleteTaskBody }) => api.decideTask(body));

export const useStopRequest = () => useRequestMutation(api.stopRequest);

/** Filing a request adds a row to 我的申请. */
export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.fileRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approveCenterKeys.lists() }),
  });
}
