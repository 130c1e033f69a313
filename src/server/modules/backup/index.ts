/** What other modules use from this module: the backup run that the tasks module's backup type calls. */
export { type BackupMessage, type BackupRequest, type BackupResult, backUpAccounts } from './backupRun';
