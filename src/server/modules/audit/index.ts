/** What app.ts and other modules use from the audit centre. */

export { nameTargetUsers } from './auditTargets';
export { fileCallLogWriter } from './fileCallLogWriter';
export { operationLogWriter } from './operationLogWriter';
