/** What app.ts uses from the notify socket's module: the counts the realtime hub pushes. */
export { loadNotifyCounts } from './notifyCounts';
