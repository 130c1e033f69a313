import type { Db } from '../../db/database';
import type { NotifyCounts } from '../../realtime/registry';
import { countPendingFor } from '../approvals';
import { countWaitingTasks } from '../flow';
import { countUnreadMessages } from '../messages';

/**
 * Approvals waiting for this user's decision (`no_approve_num`): pending command and login requests that
 * name the user (modules/approvals). The approvals module calls `deps.realtime.countsChanged([...])`
 * whenever one is filed, decided or withdrawn — and the tasks of approval flows waiting for them (modules/flow).
 */
export async function countPendingApprovals(db: Db, userId: number): Promise<number> {
  const [requests, flowTasks] = await Promise.all([countPendingFor(db, userId), countWaitingTasks(db, userId)]);
  return requests + flowTasks;
}

/**
 * Everything the notify socket shows, read fresh from the database: what app.ts gives the realtime events
 * (src/server/realtime), which knows no module itself.
 */
export async function loadNotifyCounts(db: Db, userId: number): Promise<NotifyCounts> {
  const [unreadCount, noApproveNum] = await Promise.all([
    countUnreadMessages(db, userId),
    countPendingApprovals(db, userId),
  ]);
  return { unreadCount, noApproveNum };
}
