/** What app.ts uses from terminal sharing: the guests' socket. */
export { registerShareSocket } from './shareSocket';
