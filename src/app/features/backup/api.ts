import { type AssetDept, listAssetDepts } from '../../../shared/api/assets';
import {
  type BackupArchive,
  type BackupRestoreBody,
  type BackupRestoreResult,
  type BackupSettings,
  type BackupSettingsEdit,
  editBackupSettings,
  getBackupSettings,
  listBackupArchives,
  restoreBackup,
  type SftpTestBody,
  type SftpTestResult,
  testBackupSftp,
} from '../../../shared/api/backupSettings';
import {
  cleanLogsNow,
  type EditSystemTaskBody,
  editSystemTask,
  listSystemTasks,
  runSystemTaskNow,
  type SystemTask,
} from '../../../shared/api/systemTasks';
import { DOWNLOAD_TIMEOUT_MS } from '../../data/config';
import { call } from '../../data/http';

/** The account backup's and the system tasks' calls; the only file of the feature that touches the network. */

export const fetchBackupSettings = (signal?: AbortSignal): Promise<BackupSettings> =>
  call(getBackupSettings, { signal });

/** Silent: the form shows a refusal under the field it names (the SFTP password to type again …) or above itself. */
export const saveBackupSettings = (body: BackupSettingsEdit): Promise<BackupSettings> =>
  call(editBackupSettings, { body, silent: true });

/** Silent: the outcome, success or the server's precise reason, shows next to the button. */
export const testSftp = (body: SftpTestBody): Promise<SftpTestResult> => call(testBackupSftp, { body, silent: true });

/** Silent: the page says inline why there is no list (no server set up, the server refused). */
export const fetchBackupArchives = (signal?: AbortSignal): Promise<BackupArchive[]> =>
  call(listBackupArchives, { signal, silent: true });

/**
 * Silent: the dialog shows the refusal. An archive of up to 32 MB goes up (or is fetched from the SFTP server),
 * is decrypted and each secret sealed: it may take longer than an ordinary call.
 */
export const restoreArchive = (body: BackupRestoreBody): Promise<BackupRestoreResult> =>
  call(restoreBackup, { body, silent: true, timeoutMs: DOWNLOAD_TIMEOUT_MS });

/**
 * The departments restored assets may go to: the asset form's list (those the caller manages are offered). Silent:
 * without it the dialog still offers "none", and the restore's own answer says what is missing.
 */
export const fetchRestoreDepts = (signal?: AbortSignal): Promise<AssetDept[]> =>
  call(listAssetDepts, { signal, silent: true });

/** A picked file as base64 (without a data: prefix), as the restore body carries it. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with one argument per byte of a 32 MB file would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Silent: the section says inline why there is no list. */
export const fetchSystemTasks = (signal?: AbortSignal): Promise<SystemTask[]> =>
  call(listSystemTasks, { signal, silent: true });

/** Silent: the dialog shows a refusal under the field it names or above its buttons. */
export const saveSystemTask = (body: EditSystemTaskBody): Promise<SystemTask> =>
  call(editSystemTask, { body, silent: true });

/** Answers the run started (or the one still running); a refusal shows as the console's usual notice. */
/** Runs a system task now; the log cleanup through the setting centre's own call (spec §7 立即清理). */
export const runSystemTask = (task: Pick<SystemTask, 'taskId' | 'job'>): Promise<{ runId: number }> =>
  task.job === 'systemLogCleanup'
    ? call(cleanLogsNow, {})
    : call(runSystemTaskNow, { params: { id: String(task.taskId) } });
