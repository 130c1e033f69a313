/** What app.ts uses from sharing: the guests' sockets (terminal and remote desktop). */
export { registerGraphicalShareSocket } from './graphicalShareSocket';
export { registerShareSocket } from './shareSocket';
