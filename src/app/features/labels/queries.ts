import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListLabelsQuery } from '../../../shared/api/labels';
import { tagKeys } from '../../data/sharedQueryKeys';
import * as api from './api';

export const labelKeys = {
  all: () => ['labels'] as const,
  list: (query: ListLabelsQuery) => [...labelKeys.all(), 'list', query] as const,
  uses: (tagId: number) => [...labelKeys.all(), 'uses', tagId] as const,
  plan: (sourceId: number, targetId: number) => [...labelKeys.all(), 'plan', sourceId, targetId] as const,
};

export const useLabels = (query: ListLabelsQuery) =>
  useQuery(
    queryOptions({
      queryKey: labelKeys.list(query),
      queryFn: ({ signal }) => api.fetchLabels(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** Every label (the first 500 by name), for the merge target picker. */
export const useAllLabels = () => useLabels({ pageNum: 1, pageSize: 500 });

export const useLabelUses = (tagId: number) =>
  useQuery(
    queryOptions({ queryKey: labelKeys.uses(tagId), queryFn: ({ signal }) => api.fetchLabelUses(tagId, signal) }),
  );

/** What merging would do; read fresh each time the target changes (a plan goes stale as others work). */
export const useMergePlan = (sourceId: number, targetId: number | null) =>
  useQuery({
    queryKey: labelKeys.plan(sourceId, targetId ?? 0),
    queryFn: ({ signal }) => api.fetchMergePlan(sourceId, targetId ?? 0, signal),
    enabled: targetId !== null,
    staleTime: 0,
  });

/**
 * A label write refreshes this page and every tag query of the console: the asset pages' tag lists and the tag
 * look-ups (kept in IndexedDB by data/lookups) must not keep a merged or renamed label.
 */
export function useLabelMutation<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: labelKeys.all() }),
        client.invalidateQueries({ queryKey: tagKeys.all() }),
      ]),
  });
}
