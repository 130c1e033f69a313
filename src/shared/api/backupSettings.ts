import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef, passwordStrengthError } from '../rules/validation';
import { isAddress } from './assetFields';
import { endpoint } from './endpoint';
import { idNumber } from './ids';
import { nameChars } from './nameChars';

/**
 * Account backup (task type 2; docs/tasks.md "Backup (type 2)"): the backup settings of the setting centre (the SFTP
 * server, its pinned host key, how archives are encrypted, how many are kept), the SFTP test of spec §7
 * (POST /setting/sftp/test; its payload is not shown there, this one is ours), the archives on the server and the
 * restore of one into this Gatehouse. Secrets (the SFTP password, the archive password) are written only: a read
 * answers whether one is set. The paths besides the spec's are ours.
 */
const settingTag = 'setting-center';
const taskTag = 'tasks';

/** password: OpenPGP symmetric encryption (AES-256) under a password; publicKey: encrypted to an OpenPGP key. */
export const BACKUP_PROTECTIONS = ['password', 'publicKey'] as const;
export type BackupProtection = (typeof BACKUP_PROTECTIONS)[number];

export const BACKUP_PASSWORD_MIN = 12;
export const BACKUP_PASSWORD_MAX = 128;
export const BACKUP_RETENTION_MAX = 365;
export const BACKUP_PUBLIC_KEY_MAX = 20_000;
/** The largest archive a restore reads (uploaded or fetched from the SFTP server). */
export const BACKUP_ARCHIVE_MAX_MB = 32;
const ARCHIVE_BASE64_MAX = Math.ceil((BACKUP_ARCHIVE_MAX_MB * 1024 * 1024) / 3) * 4;

/**
 * The name of every archive Gatehouse uploads: `gatehouse-backup-<UTC yyyymmddThhmmssZ>-task<id>-run<id>.jsonl.gpg`.
 * Retention deletes only names of this shape (and of the task's own id); a restore from the server takes only these.
 */
export const BACKUP_ARCHIVE_PATTERN = /^gatehouse-backup-(\d{8}T\d{6}Z)-task(\d+)-run(\d+)\.jsonl\.gpg$/;

/** OpenSSH's SHA-256 fingerprint as `ssh-keygen -l` prints it (a trailing `=` tolerated). */
export const HOST_KEY_FINGERPRINT_PATTERN = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

const sftpShape = {
  /** The SFTP server (IPv4 address or host name); '' while backup is not set up. */
  host: z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(253, { error: msgRef('addressInvalid') })
    .refine((value) => value === '' || isAddress(value), { error: msgRef('addressInvalid') }),
  port: z
    .number({ error: msgRef('fieldInvalid', { field: 'port' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'port' }) })
    .min(1, { error: msgRef('fieldInvalid', { field: 'port' }) })
    .max(65535, { error: msgRef('fieldInvalid', { field: 'port' }) })
    .default(22),
  username: z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field: 'username', max: 64 }) })
    .check(nameChars('username'))
    .refine((value) => !/[\s:/\\]/.test(value), { error: msgRef('fieldInvalid', { field: 'username' }) })
    .default(''),
  /** Where archives go: absolute, or relative to the user's home directory ('' is the home directory itself). */
  directory: z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'directory', max: 255 }) })
    .check(nameChars('directory'))
    .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value))
    .default(''),
};

/** Write-only secrets: a given value replaces the stored one ('' clears it), an absent one keeps it. */
const writeOnly = (field: string, max: number) =>
  z
    .string({ error: msgRef('mustBeText') })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .optional();

/** Absent keeps the pinned key, null forgets it (the next connection learns it again), a value pins that one. */
const pinField = z
  .string({ error: msgRef('backupFingerprintInvalid') })
  .trim()
  .regex(HOST_KEY_FINGERPRINT_PATTERN, { error: msgRef('backupFingerprintInvalid') })
  .transform((value) => value.replace(/=$/, ''))
  .nullable()
  .optional();

const archivePasswordField = writeOnly('archivePassword', BACKUP_PASSWORD_MAX).refine(
  (value) =>
    value === undefined || value === '' || (value.length >= BACKUP_PASSWORD_MIN && value.length <= BACKUP_PASSWORD_MAX),
  { error: msgRef('backupArchivePasswordLength', { min: BACKUP_PASSWORD_MIN, max: BACKUP_PASSWORD_MAX }) },
);

const needsUser = (value: { host: string; username: string }, ctx: z.RefinementCtx) => {
  if (value.host !== '' && value.username === '')
    ctx.addIssue({ code: 'custom', path: ['username'], message: msgRef('backupUsernameRequired') });
};

export const HostKeySchema = z.object({ fingerprint: z.string(), algorithm: z.string() });

/** The settings as read: secrets only as set / not set. */
export const BackupSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  directory: z.string(),
  passwordSet: z.boolean(),
  /** The SFTP server's host key held for this host and port; null until the first connection learns it. */
  hostKey: HostKeySchema.nullable(),
  protection: z.enum(BACKUP_PROTECTIONS),
  /** The armored OpenPGP public key archives are encrypted to (protection publicKey); not a secret. */
  publicKey: z.string(),
  /** Its fingerprint and user ids, as `gpg --list-keys` shows them; null without a key. */
  publicKeyInfo: z.object({ fingerprint: z.string(), userIds: z.array(z.string()) }).nullable(),
  archivePasswordSet: z.boolean(),
  /** How many archives of each backup task are kept on the server; older ones are deleted after an upload. */
  retention: z.number().int(),
  /** The server and the encryption are set: a backup can run. */
  configured: z.boolean(),
});
export type BackupSettings = z.infer<typeof BackupSettingsSchema>;

export const BackupSettingsEditSchema = z
  .object({
    ...sftpShape,
    /** The SFTP password. Kept when absent only towards the same host, port and user (else typed again). */
    password: writeOnly('password', 256),
    hostKeyFingerprint: pinField,
    protection: z
      .enum(BACKUP_PROTECTIONS, { error: msgRef('fieldInvalid', { field: 'protection' }) })
      .default('password'),
    publicKey: z
      .string({ error: msgRef('mustBeText') })
      .trim()
      .max(BACKUP_PUBLIC_KEY_MAX, { error: msgRef('fieldTooLong', { field: 'publicKey', max: BACKUP_PUBLIC_KEY_MAX }) })
      .default(''),
    /** Encrypts the archives (protection password); never answered. Not trimmed: every character counts. */
    archivePassword: archivePasswordField.refine(
      (value) => value === undefined || value === '' || passwordStrengthError(value) === null,
      { error: msgRef('backupArchivePasswordWeak') },
    ),
    retention: z
      .number({ error: msgRef('fieldInvalid', { field: 'retention' }) })
      .int({ error: msgRef('fieldInvalid', { field: 'retention' }) })
      .min(1, { error: msgRef('fieldInvalid', { field: 'retention' }) })
      .max(BACKUP_RETENTION_MAX, { error: msgRef('fieldInvalid', { field: 'retention' }) })
      .default(7),
  })
  .superRefine(needsUser);
export type BackupSettingsEdit = z.input<typeof BackupSettingsEditSchema>;

/** The SFTP part of the settings as typed in the form, tested before (or without) saving. */
export const SftpTestConfigSchema = z
  .object({ ...sftpShape, password: writeOnly('password', 256), hostKeyFingerprint: pinField })
  .superRefine((value, ctx) => {
    if (value.host === '') ctx.addIssue({ code: 'custom', path: ['host'], message: msgRef('backupHostRequired') });
    needsUser(value, ctx);
  });
export type SftpTestConfig = z.input<typeof SftpTestConfigSchema>;

/** Without `config` the saved settings are tested. */
export const SftpTestBodySchema = z.object({ config: SftpTestConfigSchema.optional() });
export type SftpTestBody = z.input<typeof SftpTestBodySchema>;

export const SftpTestResultSchema = z.object({
  /** The backup directory as the server resolves it (absolute). */
  directory: z.string(),
  /** The key the server presented. */
  hostKey: HostKeySchema,
  /** Held for this server now: pinned before, learned by this test (the saved server) or typed in the form. */
  hostKeyPinned: z.boolean(),
  /** First contact with the saved server: this test pinned its key. */
  hostKeyLearned: z.boolean(),
});
export type SftpTestResult = z.infer<typeof SftpTestResultSchema>;

export const BackupArchiveSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** From the name: when the archive was made (UTC), the task and the run that made it. */
  createdTime: z.string(),
  taskId: z.number().int(),
  runId: z.number().int(),
});
export type BackupArchive = z.infer<typeof BackupArchiveSchema>;

export const BackupRestoreBodySchema = z
  .object({
    /** upload: the archive is in contentBase64; sftp: fetched by fileName from the backup directory. */
    source: z.enum(['upload', 'sftp'], { error: msgRef('fieldInvalid', { field: 'source' }) }),
    fileName: z
      .string({ error: msgRef('mustBeText') })
      .trim()
      .max(255, { error: msgRef('fieldTooLong', { field: 'fileName', max: 255 }) })
      .check(nameChars('fileName'))
      .default(''),
    contentBase64: z
      .string({ error: msgRef('mustBeText') })
      .max(ARCHIVE_BASE64_MAX, { error: msgRef('backupArchiveTooLarge', { max: BACKUP_ARCHIVE_MAX_MB }) })
      .default(''),
    /** The archive's password (protection password); never stored, logged or echoed. */
    password: z
      .string({ error: msgRef('mustBeText') })
      .max(BACKUP_PASSWORD_MAX, { error: msgRef('fieldTooLong', { field: 'password', max: BACKUP_PASSWORD_MAX }) })
      .default(''),
    /** The armored OpenPGP private key (protection publicKey) and its passphrase; never stored. */
    privateKey: z
      .string({ error: msgRef('mustBeText') })
      .max(BACKUP_PUBLIC_KEY_MAX, {
        error: msgRef('fieldTooLong', { field: 'privateKey', max: BACKUP_PUBLIC_KEY_MAX }),
      })
      .default(''),
    passphrase: z
      .string({ error: msgRef('mustBeText') })
      .max(256, { error: msgRef('fieldTooLong', { field: 'passphrase', max: 256 }) })
      .default(''),
    /** The department the restored assets go to (one the caller manages); null: none (system:asset:all). */
    deptId: idNumber('deptId').nullable().default(null),
    /** Skip an asset whose name exists here (with its accounts) instead of refusing the whole restore. */
    skipExisting: z.boolean({ error: msgRef('fieldInvalid', { field: 'skipExisting' }) }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'sftp' && !BACKUP_ARCHIVE_PATTERN.test(value.fileName))
      ctx.addIssue({ code: 'custom', path: ['fileName'], message: msgRef('fieldInvalid', { field: 'fileName' }) });
    if (value.source === 'upload' && value.contentBase64 === '')
      ctx.addIssue({ code: 'custom', path: ['contentBase64'], message: msgRef('fieldRequired', { field: 'file' }) });
    if (value.password === '' && value.privateKey.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: msgRef('fieldRequired', { field: 'password' }) });
  });
export type BackupRestoreBody = z.input<typeof BackupRestoreBodySchema>;

export const BackupRestoreResultSchema = z.object({
  fileName: z.string(),
  /** From the archive's manifest. */
  createdTime: z.string(),
  sourceVersion: z.string(),
  assetsCreated: z.number().int(),
  accountsCreated: z.number().int(),
  /** Passwords, private keys and passphrases sealed by this installation's vault. */
  secretsRestored: z.number().int(),
  assetsSkipped: z.number().int(),
  accountsSkipped: z.number().int(),
});
export type BackupRestoreResult = z.infer<typeof BackupRestoreResultSchema>;

export const getBackupSettings = endpoint({
  method: 'GET',
  path: '/setting-center/backup',
  access: Permission.settingQuery,
  tag: settingTag,
  summary: 'Account backup settings: SFTP server, pinned host key, encryption, retention (secrets as set / not set)',
  reply: BackupSettingsSchema,
});

export const editBackupSettings = endpoint({
  method: 'PUT',
  path: '/setting-center/backup',
  // Not system:setting:edit: the destination and key decide who can read every backed-up secret.
  access: Permission.backupEdit,
  tag: settingTag,
  summary: 'Change the account backup settings (system:backup:edit); the SFTP and archive passwords are sealed at rest',
  body: BackupSettingsEditSchema,
  reply: BackupSettingsSchema,
});

export const testBackupSftp = endpoint({
  method: 'POST',
  path: '/setting/sftp/test',
  access: Permission.settingEdit,
  tag: settingTag,
  summary:
    'Connect to the SFTP server of the given (or saved) settings, write and delete a probe file in the backup directory',
  body: SftpTestBodySchema,
  reply: SftpTestResultSchema,
  rateLimitPerMinute: 10,
});

export const listBackupArchives = endpoint({
  method: 'GET',
  path: '/task/backup/archives',
  access: Permission.taskEdit,
  tag: taskTag,
  summary: 'The Gatehouse backup archives in the backup directory of the SFTP server, newest first',
  reply: z.array(BackupArchiveSchema),
  rateLimitPerMinute: 20,
});

export const restoreBackup = endpoint({
  method: 'POST',
  path: '/task/backup/restore',
  access: Permission.taskEdit,
  tag: taskTag,
  summary:
    'Restore a backup archive (uploaded, or fetched from the SFTP server): its assets and accounts, all or nothing; also needs system:asset:add and system:account:add',
  body: BackupRestoreBodySchema,
  reply: BackupRestoreResultSchema,
  bodyLimitBytes: ARCHIVE_BASE64_MAX + 64 * 1024,
  // Each call derives a key from the password and seals every secret of the archive.
  rateLimitPerMinute: 5,
  audit: { title: 'Restore an account backup', kind: 'add' },
});
