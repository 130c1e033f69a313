import type { Db } from '../db/database';
import { countPendingFor } from '../modules/approvals/assignees';
import { countUnreadMessages } from '../modules/messages/service';
import type { NotifyCounts } from './registry';

/**
 * Approvals waiting for this user's decision (`no_approve_num`): pending command and login requests that
 * name the user (modules/approvals). The approvals module calls `deps.realtime.countsChanged([...])`
 * whenever one is filed, decided or withdrawn. Coffer approvals join here when they exist.
 */
export async function countPendingApprovals(db: Db, userId: number): Promise<number> {
  return countPendingFor(db, userId);
}

/** Everything the notify socket shows, read fresh from the database. */
export async function loadNotifyCounts(db: Db, userId: number): Promise<NotifyCounts> {
  const [unreadCount, noApproveNum] = await Promise.all([
    countUnreadMessages(db, userId),
    countPendingApprovals(db, userId),
  ]);
  return { unreadCount, noApproveNum };
}
