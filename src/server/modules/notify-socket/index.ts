/** What app.ts uses from the notify socket's module: the counts the realtime events push. */
export { countPendingApprovals, loadNotifyCounts } from './notifyCounts';
