/** The live monitor page (public route /monitor-terminal, src/app/router/createAppRouter.tsx); loaded lazily. */
export { MonitorTerminalPage } from './MonitorTerminalPage';
/** The read-only watch socket, shared with the share guest's page. */
export { openWatchSocket, type WatchRefusal, type WatchStatus } from './watchConnection';
