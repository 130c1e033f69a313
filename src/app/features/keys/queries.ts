import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemoveKeyBody } from '../../../shared/api/keys';
import { deleteKey, fetchKeys } from './api';

export const keyKeys = {
  all: () => ['keys'] as const,
  list: (userId: number | null) => [...keyKeys.all(), 'list', userId] as const,
};

export const boundKeysQuery = (userId: number | null) =>
  queryOptions({ queryKey: keyKeys.list(userId), queryFn: ({ signal }) => fetchKeys(userId, signal) });

export const useBoundKeys = (userId: number | null) => useQuery(boundKeysQuery(userId));

export function useRemoveKey(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: RemoveKeyBody) => deleteKey(userId, key),
    onSuccess: () => client.invalidateQueries({ queryKey: keyKeys.all() }),
  });
}

/** After a key was bound elsewhere on the page. */
export function useRefreshKeys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyKeys.all() });
}
