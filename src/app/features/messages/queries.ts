import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListMessagesQuery } from '../../../shared/api/messages';
import { listLatestUnread, listStationMessages, markAllMessagesRead, markMessageRead } from './api';

export const messageKeys = {
  all: () => ['station-messages'] as const,
  list: (query: ListMessagesQuery) => [...messageKeys.all(), 'list', query] as const,
  /** Keyed by the hub's unread count: a new count is a new key, so the list is fetched again. */
  latestUnread: (unreadCount: number) => [...messageKeys.all(), 'latest-unread', unreadCount] as const,
};

export const messagePageQuery = (query: ListMessagesQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => listStationMessages(query, signal),
    placeholderData: (previous) => previous,
  });

/** The bell's 3 latest unread; fetched only while `enabled` (the popover is open). */
export const useLatestUnread = (unreadCount: number, enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.latestUnread(unreadCount),
    queryFn: ({ signal }) => listLatestUnread(signal),
    enabled,
    staleTime: 30_000,
  });

export const useMessagePage = (query: ListMessagesQuery) => useQuery(messagePageQuery(query));

/** Marking read changes the count on the server, which pushes it to the hub; the lists refresh here. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => markMessageRead(recordId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all() }),
  });
}

export function useMarkAllMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllMessagesRead(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all() }),
  });
}
