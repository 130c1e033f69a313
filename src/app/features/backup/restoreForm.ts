import {
  BACKUP_ARCHIVE_MAX_MB,
  type BackupRestoreBody,
  BackupRestoreBodySchema,
} from '../../../shared/api/backupSettings';
import { msgRef } from '../../../shared/rules/validation';

/** The restore dialog ↔ POST /task/backup/restore (docs/tasks.md "Restore"). */

export type RestoreSource = 'sftp' | 'upload';
/** What opens the archive: its password (protection password) or the private key of its public key. */
export type RestoreKeyKind = 'password' | 'privateKey';

/** The file picked for an upload: its name and size are checked before it is read. */
export interface PickedFile {
  name: string;
  sizeBytes: number;
}

export interface RestoreFormValues {
  source: RestoreSource;
  /** An archive of the server's list (source sftp). */
  fileName: string;
  /** The file to upload (source upload). */
  file: PickedFile | null;
  keyKind: RestoreKeyKind;
  password: string;
  privateKey: string;
  passphrase: string;
  deptId: number | null;
  skipExisting: boolean;
}

export type RestoreFormErrors = Partial<Record<keyof RestoreFormValues, string>>;

const ARCHIVE_MAX_BYTES = BACKUP_ARCHIVE_MAX_MB * 1024 * 1024;

/** A new restore: the archive chosen on the server's list, else a file to upload; nothing skipped. */
export function emptyRestoreForm(fileName: string | null): RestoreFormValues {
  return {
    source: fileName === null ? 'upload' : 'sftp',
    fileName: fileName ?? '',
    file: null,
    keyKind: 'password',
    password: '',
    privateKey: '',
    passphrase: '',
    deptId: null,
    skipExisting: false,
  };
}

/**
 * The body sent: the chosen source only (an uploaded file's content, read by the caller, or the server's archive
 * name), and the chosen key only (a password typed and then switched away from is not sent).
 */
export function toRestoreBody(form: RestoreFormValues, contentBase64: string): BackupRestoreBody {
  const source =
    form.source === 'sftp'
      ? { source: 'sftp' as const, fileName: form.fileName }
      : { source: 'upload' as const, contentBase64 };
  const key =
    form.keyKind === 'password'
      ? { password: form.password }
      : { privateKey: form.privateKey, passphrase: form.passphrase };
  return { ...source, ...key, deptId: form.deptId, skipExisting: form.skipExisting };
}

/** Where a schema message lands in the dialog (the body's field → the form's). */
function formFieldOf(path: string, form: RestoreFormValues): keyof RestoreFormValues {
  if (path === 'contentBase64') return 'file';
  // The schema names the password when neither key is given; with a private key chosen, that is the box to fill.
  if (path === 'password' && form.keyKind === 'privateKey') return 'privateKey';
  return path as keyof RestoreFormValues;
}

/**
 * The dialog's messages (message references) before the file is read or anything sent: nothing chosen, a file over
 * the size the server reads, no password or key, and the shared schema's other rules.
 */
export function checkRestoreForm(form: RestoreFormValues): RestoreFormErrors {
  const errors: RestoreFormErrors = {};
  if (form.source === 'sftp' && form.fileName === '') errors.fileName = msgRef('fieldRequired', { field: 'fileName' });
  if (form.source === 'upload') {
    if (form.file === null) errors.file = msgRef('fieldRequired', { field: 'file' });
    else if (form.file.sizeBytes > ARCHIVE_MAX_BYTES)
      errors.file = msgRef('backupArchiveTooLarge', { max: BACKUP_ARCHIVE_MAX_MB });
  }
  if (form.keyKind === 'privateKey' && form.privateKey.trim() === '')
    errors.privateKey = msgRef('fieldRequired', { field: 'privateKey' });
  // The content stands in for the file not read yet: its own checks are the ones above.
  const parsed = BackupRestoreBodySchema.safeParse(toRestoreBody(form, form.file ? 'unread' : ''));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[formFieldOf(String(issue.path[0] ?? ''), form)] ??= issue.message;
  }
  return errors;
}
