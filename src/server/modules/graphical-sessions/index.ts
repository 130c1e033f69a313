/** What app.ts uses from the graphical-sessions module: its routes, socket and background checks (docs/rdp.md). */
export { registerClipboardFlow } from './clipboardPolicy';
export { graphicalSessionHandlers } from './routes';
export { registerGraphicalSocket } from './socket';
export { scheduleGraphicalStandingChecks } from './standing';
export { registerGraphicalWatchSocket } from './watchSocket';
