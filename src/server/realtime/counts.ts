import type { Db } from '../db/database';
import { countUnreadMessages } from '../modules/messages/service';
import type { NotifyCounts } from './registry';

/**
 * Approvals waiting for this user's decision (`no_approve_num`). There is no approvals module yet:
 * TODO(approvals issue): count the pending command, login and coffer approvals assigned to the user
 * here, and have the approvals module call `deps.realtime.countsChanged([...])` whenever one is
 * created or decided, exactly as the station messages do.
 */
export async function countPendingApprovals(_db: Db, _userId: number): Promise<number> {
  return 0;
}

/** Everything the notify socket shows, read fresh from the database. */
export async function loadNotifyCounts(db: Db, userId: number): Promise<NotifyCounts> {
  const [unreadCount, noApproveNum] = await Promise.all([
    countUnreadMessages(db, userId),
    countPendingApprovals(db, userId),
  ]);
  return { unreadCount, noApproveNum };
}
