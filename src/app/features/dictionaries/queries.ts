import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListDictDataQuery, ListDictTypesQuery } from '../../../shared/api/dictionaries';
import { lookupKeys } from '../../data/lookups';
import * as api from './api';

export const dictKeys = {
  all: () => ['dictionaries'] as const,
  types: (query: ListDictTypesQuery) => [...dictKeys.all(), 'list', 'types', query] as const,
  type: (dictId: number) => [...dictKeys.all(), 'detail', dictId] as const,
  data: (query: ListDictDataQuery) => [...dictKeys.all(), 'list', 'data', query] as const,
};

export const useDictTypes = (query: ListDictTypesQuery) =>
  useQuery(
    queryOptions({ queryKey: dictKeys.types(query), queryFn: ({ signal }) => api.fetchDictTypes(query, signal) }),
  );

export const useDictType = (dictId: number) =>
  useQuery(
    queryOptions({ queryKey: dictKeys.type(dictId), queryFn: ({ signal }) => api.fetchDictType(dictId, signal) }),
  );

export const useDictData = (query: ListDictDataQuery) =>
  useQuery(queryOptions({ queryKey: dictKeys.data(query), queryFn: ({ signal }) => api.fetchDictData(query, signal) }));

/**
 * A dictionary write refreshes these pages and the console's lookups: the labels and tags every page shows come
 * from the lookups, which write what they fetch through to IndexedDB (data/lookups), so the offline copy follows.
 */
export function useDictMutation<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dictKeys.all() }),
        client.invalidateQueries({ queryKey: lookupKeys.all() }),
      ]),
  });
}
