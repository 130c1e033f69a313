import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalKind } from '../../../shared/rules/approvalRules';
import { fetchApproval, fetchPendingApprovals, submitDecision } from './api';

export const approvalKeys = {
  all: () => ['approvals'] as const,
  record: (kind: ApprovalKind, id: number) => [...approvalKeys.all(), kind, id] as const,
  /** Keyed by the hub's pending count: a new count is a new key, so the list is fetched again. */
  pending: (count: string) => [...approvalKeys.all(), 'pending', count] as const,
};

export const usePendingApprovals = (count: string, enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.pending(count),
    queryFn: ({ signal }) => fetchPendingApprovals(signal),
    enabled,
  });

export const useApproval = (kind: ApprovalKind, id: number) =>
  useQuery({
    queryKey: approvalKeys.record(kind, id),
    queryFn: ({ signal }) => fetchApproval(kind, id, signal),
    staleTime: 0,
  });

/** A decision changes the record, the station messages and the counts: refresh what shows them. */
export function useSubmitDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDecision,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all() });
      await queryClient.invalidateQueries({ queryKey: ['station-messages'] });
    },
  });
}
