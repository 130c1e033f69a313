import { describe, expect, it } from 'vitest';
import { fileToBase64 } from '../../../src/app/features/backup/api';
import {
  checkRestoreForm,
  emptyRestoreForm,
  type RestoreFormValues,
  toRestoreBody,
} from '../../../src/app/features/backup/restoreForm';
import { BACKUP_ARCHIVE_MAX_MB, BackupRestoreBodySchema } from '../../../src/shared/api/backupSettings';
import { msgRef } from '../../../src/shared/rules/validation';

const ARCHIVE = 'gatehouse-backup-20260321T020000Z-task3-run41.jsonl.gpg';

const fromServer = (patch: Partial<RestoreFormValues> = {}): RestoreFormValues => ({
  ...emptyRestoreForm(ARCHIVE),
  password: 'Backup#Pass2026',
  ...patch,
});

const upload = (patch: Partial<RestoreFormValues> = {}): RestoreFormValues => ({
  ...emptyRestoreForm(null),
  file: { name: 'backup.jsonl.gpg', sizeBytes: 2048 },
  password: 'Backup#Pass2026',
  ...patch,
});

describe('the restore dialog', () => {
  it("starts on the server's archive of the row chosen, or on a file upload", () => {
    expect(emptyRestoreForm(ARCHIVE)).toMatchObject({ source: 'sftp', fileName: ARCHIVE, skipExisting: false });
    expect(emptyRestoreForm(null)).toMatchObject({ source: 'upload', fileName: '', file: null, deptId: null });
  });

  it("sends the server's archive by name, with the password and nothing of a file", () => {
    const body = toRestoreBody(fromServer({ deptId: 4, skipExisting: true }), '');
    expect(body).toEqual({
      source: 'sftp',
      fileName: ARCHIVE,
      password: 'Backup#Pass2026',
      deptId: 4,
      skipExisting: true,
    });
    expect(BackupRestoreBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends an upload by its content, and a private key with its passphrase instead of a password', () => {
    const form = upload({
      keyKind: 'privateKey',
      privateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----',
      passphrase: 'pp',
    });
    const body = toRestoreBody(form, 'b3BlbnBncA==');
    expect(body).toEqual({
      source: 'upload',
      contentBase64: 'b3BlbnBncA==',
      privateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----',
      passphrase: 'pp',
      deptId: null,
      skipExisting: false,
    });
    expect(body).not.toHaveProperty('password');
    expect(BackupRestoreBodySchema.safeParse(body).success).toBe(true);
  });

  it('passes a complete form', () => {
    expect(checkRestoreForm(fromServer())).toEqual({});
    expect(checkRestoreForm(upload())).toEqual({});
  });

  it('asks for an archive or a file', () => {
    expect(checkRestoreForm(fromServer({ fileName: '' })).fileName).toBe(
      msgRef('fieldRequired', { field: 'fileName' }),
    );
    expect(checkRestoreForm(upload({ file: null })).file).toBe(msgRef('fieldRequired', { field: 'file' }));
  });

  it('refuses a file larger than the server reads before reading it', () => {
    const big = upload({ file: { name: 'big.gpg', sizeBytes: BACKUP_ARCHIVE_MAX_MB * 1024 * 1024 + 1 } });
    expect(checkRestoreForm(big).file).toBe(msgRef('backupArchiveTooLarge', { max: BACKUP_ARCHIVE_MAX_MB }));
  });

  it('asks for what opens the archive, in the box of the kind chosen', () => {
    expect(checkRestoreForm(fromServer({ password: '' })).password).toBe(
      msgRef('fieldRequired', { field: 'password' }),
    );
    const noKey = checkRestoreForm(fromServer({ keyKind: 'privateKey', password: 'left over' }));
    expect(noKey.privateKey).toBe(msgRef('fieldRequired', { field: 'privateKey' }));
    expect(noKey.password).toBeUndefined();
  });

  it('reads a picked file as base64', async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 251);
    const encoded = await fileToBase64(new Blob([bytes]));
    expect(Buffer.from(encoded, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
