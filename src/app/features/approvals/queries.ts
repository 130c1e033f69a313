import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalKind } from '../../../shared/rules/approvalRules';
import { messageKeys } from '../../data/sharedQueryKeys';
import { fetchApproval, fetchPendingApprovals, submitDecision } from './api';

export const approvalKeys = {
  all: () => ['approvals'] as const,
  record: (kind: ApprovalKind, id: number) => [...approvalKeys.all(), kind, id] as const,
  /** Keyed by the hub's pending count: a new count is a new key, so the list is fetched again. */
  pending: (count: string) => [...approvalKeys.all(), 'pending', count] as const,
};

export const pendingApprovalsQuery = (count: string) =>
  queryOptions({ queryKey: approvalKeys.pending(count), queryFn: ({ signal }) => fetchPendingApprovals(signal) });
export const usePendingApprovals = (count: string, enabled: boolean) =>
  useQuery({ ...pendingApprovalsQuery(count), enabled });

export const approvalQuery = (kind: ApprovalKind, id: number) =>
  queryOptions({
    queryKey: approvalKeys.record(kind, id),
    queryFn: ({ signal }) => fetchApproval(kind, id, signal),
    staleTime: 0,
  });
export const useApproval = (kind: ApprovalKind, id: number) => useQuery(approvalQuery(kind, id));

/** A decision changes the record, the station messages and the counts: refresh what shows them. */
export function useSubmitDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDecision,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all() });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    },
  });
}
