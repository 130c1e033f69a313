/** A station message as the bell's hover list shows it (spec §3 "Station message", the fields used here). */
export interface UnreadMessage {
  recordId: number;
  messageTitle: string;
  messageContent: string;
  publishTime: string;
}

export interface BadgeCounts {
  /** Approvals waiting for the signed-in user (socket message no_approve_num). */
  approvalPending: number;
  /** Unread station messages (socket message unread_count). */
  unreadMessages: number;
  /** Up to 3 latest unread messages for the bell's popover. */
  latestUnread: UnreadMessage[];
}

const EMPTY: BadgeCounts = { approvalPending: 0, unreadMessages: 0, latestUnread: [] };

/**
 * Badge counts for the navbar. Stub: answers zeros and an empty list. The hub worker issue wires it to
 * the SharedWorker's badge state (src/workers/client.ts) and the station-message list call; the
 * navbar needs no change then.
 */
export function useBadgeCounts(): BadgeCounts {
  return EMPTY;
}
