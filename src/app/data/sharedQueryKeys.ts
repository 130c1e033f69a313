import type { ListMessagesQuery } from '../../shared/api/messages';
import type { ListPlatformsQuery } from '../../shared/api/platforms';
import type { ListTagsQuery } from '../../shared/api/tags';

/**
 * Query-key factories that code outside their feature refreshes or reads: features/assets' asset types
 * and tags (features/accounts reads the tag options, the lookups in ./lookups cache both) and
 * features/messages' station messages (features/approvals refreshes them after a decision). They sit
 * one floor below the features because importing them through the owner's index.ts would close an
 * import circle (assets → accounts, messages → approvals).
 */
export const platformKeys = {
  all: () => ['platforms'] as const,
  list: (query: ListPlatformsQuery) => [...platformKeys.all(), 'list', query] as const,
  detail: (platformId: number) => [...platformKeys.all(), 'detail', platformId] as const,
};

export const tagKeys = {
  all: () => ['tags'] as const,
  list: (query: ListTagsQuery) => [...tagKeys.all(), 'list', query] as const,
  options: () => [...tagKeys.all(), 'options'] as const,
};

export const messageKeys = {
  all: () => ['station-messages'] as const,
  list: (query: ListMessagesQuery) => [...messageKeys.all(), 'list', query] as const,
  /** Keyed by the hub's unread count: a new count is a new key, so the list is fetched again. */
  latestUnread: (unreadCount: number) => [...messageKeys.all(), 'latest-unread', unreadCount] as const,
};
