/** What app.ts and other modules use from the audit centre. */

export { nameTargetUsers } from './auditTargets';
export { operationLogWriter } from './operationLogWriter';
