import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListMessagesQuery } from '../../../shared/api/messages';
import { messageKeys } from '../../data/sharedQueryKeys';
import { listLatestUnread, listStationMessages, markAllMessagesRead, markMessageRead } from './api';

export { messageKeys };

export const messagePageQuery = (query: ListMessagesQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => listStationMessages(query, signal),
    placeholderData: (previous) => previous,
  });

export const latestUnreadQuery = (unreadCount: number) =>
  queryOptions({
    queryKey: messageKeys.latestUnread(unreadCount),
    queryFn: ({ signal }) => listLatestUnread(signal),
    staleTime: 30_000,
  });

/** The bell's 3 latest unread; fetched only while `enabled` (the popover is open). */
export const useLatestUnread = (unreadCount: number, enabled: boolean) =>
  useQuery({ ...latestUnreadQuery(unreadCount), enabled });

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
