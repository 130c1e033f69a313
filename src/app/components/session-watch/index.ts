/** What the pages watching a live session share: the socket's status and the live monitor's frame. */
export { MonitorFrame } from './MonitorFrame';
export { type WatchRefusal, type WatchStatus, watchRefusal } from './watchStatus';
