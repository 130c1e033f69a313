import { describe, expect, it } from 'vitest';
import {
  type BackupFormValues,
  checkBackupForm,
  isSavedEndpoint,
  needsPasswordAgain,
  toBackupEditBody,
  toBackupForm,
  toSftpTestBody,
} from '../../../src/app/features/backup/settingsForm';
import {
  type BackupSettings,
  BackupSettingsEditSchema,
  BackupSettingsSchema,
  SftpTestBodySchema,
} from '../../../src/shared/api/backupSettings';
import { msgRef } from '../../../src/shared/rules/validation';

const FINGERPRINT = 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const OTHER_FINGERPRINT = 'SHA256:BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

// Built through the reply schema, so the fixture cannot drift from the contract.
const saved: BackupSettings = BackupSettingsSchema.parse({
  host: '10.0.0.9',
  port: 2222,
  username: 'backup',
  directory: '/srv/gatehouse',
  passwordSet: true,
  hostKey: { fingerprint: FINGERPRINT, algorithm: 'ssh-ed25519' },
  protection: 'password',
  publicKey: '',
  publicKeyInfo: null,
  archivePasswordSet: true,
  retention: 7,
  configured: true,
});

const fresh: BackupSettings = BackupSettingsSchema.parse({
  host: '',
  port: 22,
  username: '',
  directory: '',
  passwordSet: false,
  hostKey: null,
  protection: 'password',
  publicKey: '',
  publicKeyInfo: null,
  archivePasswordSet: false,
  retention: 7,
  configured: false,
});

const edited = (patch: Partial<BackupFormValues>, from: BackupSettings = saved): BackupFormValues => ({
  ...toBackupForm(from),
  ...patch,
});

describe('the backup settings form', () => {
  it('starts from the stored settings with every secret empty and the pin kept', () => {
    expect(toBackupForm(saved)).toEqual({
      host: '10.0.0.9',
      port: '2222',
      username: 'backup',
      password: '',
      directory: '/srv/gatehouse',
      pin: { kind: 'keep' },
      protection: 'password',
      archivePassword: '',
      archivePasswordConfirm: '',
      publicKey: '',
      retention: '7',
    });
  });

  it('sends an untouched form without a secret or a pin, so the stored ones stay', () => {
    const body = toBackupEditBody(toBackupForm(saved));
    expect(body).toEqual({
      host: '10.0.0.9',
      port: 2222,
      username: 'backup',
      directory: '/srv/gatehouse',
      protection: 'password',
      publicKey: '',
      retention: 7,
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('archivePassword');
    expect(body).not.toHaveProperty('hostKeyFingerprint');
    expect(BackupSettingsEditSchema.safeParse(body).success).toBe(true);
  });

  it('sends typed secrets as typed (every character counts) and the archive password only for that protection', () => {
    const typed = edited({ password: ' s3cret ', archivePassword: 'Backup#Pass2026', archivePasswordConfirm: 'x' });
    expect(toBackupEditBody(typed)).toMatchObject({ password: ' s3cret ', archivePassword: 'Backup#Pass2026' });
    const switched = { ...typed, protection: 'publicKey' as const, publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----' };
    expect(toBackupEditBody(switched)).not.toHaveProperty('archivePassword');
    expect(toBackupEditBody(switched).publicKey).toBe('-----BEGIN PGP PUBLIC KEY BLOCK-----');
  });

  it('maps the pin choice to the wire: kept is absent, forgotten is null, a typed one is trimmed', () => {
    expect(toBackupEditBody(edited({ pin: { kind: 'keep' } }))).not.toHaveProperty('hostKeyFingerprint');
    expect(toBackupEditBody(edited({ pin: { kind: 'forget' } })).hostKeyFingerprint).toBeNull();
    expect(toBackupEditBody(edited({ pin: { kind: 'pin', fingerprint: ` ${OTHER_FINGERPRINT} ` } }))).toMatchObject({
      hostKeyFingerprint: OTHER_FINGERPRINT,
    });
  });

  it('turns numbers typed as text into numbers, and an empty or wrong one into a refusal of that field', () => {
    expect(toBackupEditBody(edited({ port: ' 22 ', retention: '30' }))).toMatchObject({ port: 22, retention: 30 });
    expect(checkBackupForm(edited({ port: '' }), saved).port).toBe(msgRef('fieldInvalid', { field: 'port' }));
    expect(checkBackupForm(edited({ port: '70000' }), saved).port).toBe(msgRef('fieldInvalid', { field: 'port' }));
    expect(checkBackupForm(edited({ retention: '0' }), saved).retention).toBe(
      msgRef('fieldInvalid', { field: 'retention' }),
    );
  });

  it('tests what the form shows for an editor, and the saved settings for everyone else', () => {
    const form = edited({ host: '10.0.0.10', password: 'typed', pin: { kind: 'forget' } });
    const body = toSftpTestBody(form, true);
    expect(body.config).toMatchObject({ host: '10.0.0.10', port: 2222, password: 'typed', hostKeyFingerprint: null });
    expect(SftpTestBodySchema.safeParse(body).success).toBe(true);
    expect(toSftpTestBody(form, false)).toEqual({});
  });
});

describe('the stored SFTP password goes to the same server only (as the server merges it)', () => {
  it('is kept towards the same host, port and user', () => {
    expect(needsPasswordAgain(edited({ host: ' 10.0.0.9 ' }), saved)).toBe(false);
    expect(isSavedEndpoint(edited({}), saved)).toBe(true);
  });

  it('must be typed again for another host, port or user', () => {
    for (const change of [{ host: '10.0.0.10' }, { port: '22' }, { username: 'other' }]) {
      expect(needsPasswordAgain(edited(change), saved)).toBe(true);
      expect(checkBackupForm(edited(change), saved).password).toBe(msgRef('backupRetypePassword'));
      expect(checkBackupForm(edited({ ...change, password: 'typed' }), saved).password).toBeUndefined();
    }
    expect(isSavedEndpoint(edited({ port: '22' }), saved)).toBe(false);
  });

  it('is not asked for when none is stored, or when the server is removed', () => {
    expect(needsPasswordAgain(edited({ host: '10.0.0.10' }, fresh), fresh)).toBe(false);
    expect(needsPasswordAgain(edited({ host: '' }), saved)).toBe(false);
  });
});

describe('checking the form before it is sent', () => {
  it('passes an untouched saved form', () => {
    expect(checkBackupForm(toBackupForm(saved), saved)).toEqual({});
  });

  it('asks for an archive password when none is stored, typed twice alike', () => {
    const form = edited({ host: '10.0.0.9', username: 'backup' }, fresh);
    expect(checkBackupForm(form, fresh).archivePassword).toBe(msgRef('backupArchivePasswordRequired'));
    const mistyped = { ...form, archivePassword: 'Backup#Pass2026', archivePasswordConfirm: 'Backup#Pass2062' };
    expect(checkBackupForm(mistyped, fresh).archivePasswordConfirm).toBe(msgRef('passwordMismatch'));
    expect(checkBackupForm({ ...mistyped, archivePasswordConfirm: 'Backup#Pass2026' }, fresh)).toEqual({});
  });

  it("refuses a short or weak archive password with the schema's message", () => {
    const short = edited({ archivePassword: 'Ab1#', archivePasswordConfirm: 'Ab1#' });
    expect(checkBackupForm(short, saved).archivePassword).toBe(
      msgRef('backupArchivePasswordLength', { min: 12, max: 128 }),
    );
    const weak = edited({ archivePassword: 'aaaaaaaaaaaaaa', archivePasswordConfirm: 'aaaaaaaaaaaaaa' });
    expect(checkBackupForm(weak, saved).archivePassword).toBe(msgRef('backupArchivePasswordWeak'));
  });

  it('asks for a public key when that protection is chosen', () => {
    expect(checkBackupForm(edited({ protection: 'publicKey' }), saved).publicKey).toBe(
      msgRef('backupPublicKeyRequired'),
    );
  });

  it('places a malformed fingerprint under the pin, and asks for a user with a host', () => {
    const errors = checkBackupForm(edited({ pin: { kind: 'pin', fingerprint: 'MD5:aa:bb' } }), saved);
    expect(errors.pin).toBe(msgRef('backupFingerprintInvalid'));
    expect(checkBackupForm(edited({ username: '' }), saved).username).toBe(msgRef('backupUsernameRequired'));
  });
});
