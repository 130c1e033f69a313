/** What app.ts and other modules use from the audit centre. */
export { operationLogWriter } from './operationLogWriter';
