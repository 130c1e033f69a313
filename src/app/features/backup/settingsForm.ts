import {
  type BackupProtection,
  type BackupSettings,
  type BackupSettingsEdit,
  BackupSettingsEditSchema,
  type SftpTestBody,
  type SftpTestConfig,
} from '../../../shared/api/backupSettings';
import { msgRef } from '../../../shared/rules/validation';

/**
 * The backup settings form ↔ PUT /setting-center/backup and POST /setting/sftp/test (docs/tasks.md "Settings").
 * Secrets are written only: an empty input keeps the stored one. Keep in step with the server's mergeSftp
 * (src/server/modules/backup/backupConfig.ts): it keeps the SFTP password only towards the same host, port and user.
 */

/**
 * What happens to the pinned host key on save: `keep` leaves whatever is held for the form's host and port (none
 * for a server not saved before: its first connection records it), `forget` drops it (null), `pin` records the
 * fingerprint typed or accepted from a test.
 */
export type PinChoice = { kind: 'keep' } | { kind: 'forget' } | { kind: 'pin'; fingerprint: string };

/** The form as typed: numbers stay text until sent, so "abc" is refused with the schema's own message. */
export interface BackupFormValues {
  host: string;
  port: string;
  username: string;
  /** '' keeps the stored password (towards the same server only). */
  password: string;
  directory: string;
  pin: PinChoice;
  protection: BackupProtection;
  /** '' keeps the stored archive password. */
  archivePassword: string;
  archivePasswordConfirm: string;
  publicKey: string;
  retention: string;
}

export type BackupFormErrors = Partial<Record<keyof BackupFormValues | 'hostKeyFingerprint' | '', string>>;

/** The stored settings as the form starts: secrets empty (typing one replaces it), the pin kept. */
export function toBackupForm(settings: BackupSettings): BackupFormValues {
  return {
    host: settings.host,
    port: String(settings.port),
    username: settings.username,
    password: '',
    directory: settings.directory,
    pin: { kind: 'keep' },
    protection: settings.protection,
    archivePassword: '',
    archivePasswordConfirm: '',
    publicKey: settings.publicKey,
    retention: String(settings.retention),
  };
}

/** '' is no number (the schema says the field is invalid) rather than 0. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const hostOf = (form: Pick<BackupFormValues, 'host'>) => form.host.trim();

/** The form points at the saved host and port: a key pinned for them still applies. */
export function isSavedEndpoint(form: Pick<BackupFormValues, 'host' | 'port'>, stored: BackupSettings): boolean {
  return hostOf(form) === stored.host && numberOf(form.port) === stored.port;
}

/**
 * The stored SFTP password will not be sent to what the form names (another host, port or user): the server refuses
 * the save or the test unless a password is typed (backupRetypePassword).
 */
export function needsPasswordAgain(
  form: Pick<BackupFormValues, 'host' | 'port' | 'username'>,
  stored: BackupSettings,
): boolean {
  const isSameAccount = isSavedEndpoint(form, stored) && form.username.trim() === stored.username;
  return stored.passwordSet && !isSameAccount && hostOf(form) !== '';
}

/** The pin as the wire has it: absent keeps, null forgets, a fingerprint pins. */
function pinField(pin: PinChoice): { hostKeyFingerprint?: string | null } {
  if (pin.kind === 'forget') return { hostKeyFingerprint: null };
  if (pin.kind === 'pin') return { hostKeyFingerprint: pin.fingerprint.trim() };
  return {};
}

/** The SFTP part of the form, as both the save and the test send it. */
function sftpPart(form: BackupFormValues): SftpTestConfig {
  return {
    host: form.host,
    port: numberOf(form.port),
    username: form.username,
    directory: form.directory,
    // Not trimmed: every character of a password counts.
    ...(form.password === '' ? {} : { password: form.password }),
    ...pinField(form.pin),
  };
}

/** The body of PUT /setting-center/backup: empty secret inputs left out, so the stored secrets stay. */
export function toBackupEditBody(form: BackupFormValues): BackupSettingsEdit {
  return {
    ...sftpPart(form),
    protection: form.protection,
    publicKey: form.publicKey,
    // Only the chosen protection's secret: a password typed and then switched away from is not sent.
    ...(form.protection === 'password' && form.archivePassword !== '' ? { archivePassword: form.archivePassword } : {}),
    retention: numberOf(form.retention),
  };
}

/**
 * The body of POST /setting/sftp/test: what the form shows when its user may change the settings, else nothing (the
 * saved settings are tested; read-only inputs could not differ from them anyway).
 */
export function toSftpTestBody(form: BackupFormValues, canEdit: boolean): SftpTestBody {
  return canEdit ? { config: sftpPart(form) } : {};
}

/**
 * The form's messages before anything is sent, as message references (tMsg renders them): the shared schema's, the
 * confirmation of a new archive password, and what the server would refuse for want of a secret.
 */
export function checkBackupForm(form: BackupFormValues, stored: BackupSettings): BackupFormErrors {
  const errors: BackupFormErrors = {};
  const parsed = BackupSettingsEditSchema.safeParse(toBackupEditBody(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof BackupFormErrors;
      errors[field] ??= issue.message;
    }
  }
  if (errors.hostKeyFingerprint) errors.pin ??= errors.hostKeyFingerprint;
  if (needsPasswordAgain(form, stored) && form.password === '') errors.password ??= msgRef('backupRetypePassword');
  if (form.protection === 'password') {
    if (form.archivePassword === '' && !stored.archivePasswordSet)
      errors.archivePassword ??= msgRef('backupArchivePasswordRequired');
    if (form.archivePassword !== '' && form.archivePassword !== form.archivePasswordConfirm)
      errors.archivePasswordConfirm = msgRef('passwordMismatch');
  } else if (form.publicKey.trim() === '') {
    errors.publicKey ??= msgRef('backupPublicKeyRequired');
  }
  return errors;
}
