export { NotifyHost } from './NotifyHost';
export { NOTIFY_TIMEOUT_MS, type NotifyLevel, notify } from './queue';
