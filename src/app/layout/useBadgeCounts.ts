import { useHubBadges } from '../hub';

export interface BadgeCounts {
  /** Approvals waiting for the signed-in user (socket message no_approve_num). */
  approvalPending: number;
  /** Unread station messages (socket message unread_count). */
  unreadMessages: number;
  /** Badge texts as the hub formats them ('' for none, up to '99+'), the same in every tab. */
  approvalBadge: string;
  unreadBadge: string;
}

/**
 * Badge counts for the navbar, from the hub worker's state (one socket per browser, pushed to every
 * tab). The bell's latest-unread list is the station-message feature's (features/messages).
 */
export function useBadgeCounts(): BadgeCounts {
  const badges = useHubBadges();
  return {
    approvalPending: badges.approvals,
    unreadMessages: badges.unread,
    approvalBadge: badges.approvalsBadge,
    unreadBadge: badges.unreadBadge,
  };
}
