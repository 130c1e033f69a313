import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSshAccount, connectSsh, HostKeyChangedError, SshConnectError } from '../../src/server/bastion/ssh';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { type ClientKey, ensureTestUsers, freePort, makeClientKey, TEST_USERS, TestSshd } from '../support/sshd';
import { expectNoSecret } from './support/sshSecrets';

const PASSPHRASE = 'Key-passphrase-5820';
let sshd: TestSshd;
let plainKey: ClientKey;
let protectedKey: ClientKey;
let strangerKey: ClientKey;

beforeAll(async () => {
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name, TEST_USERS.key.name] });
  [plainKey, protectedKey, strangerKey] = await Promise.all([
    makeClientKey(),
    makeClientKey({ type: 'rsa', passphrase: PASSPHRASE }),
    makeClientKey(),
  ]);
  sshd.authorizeKey(TEST_USERS.key.name, plainKey.publicKey);
  sshd.authorizeKey(TEST_USERS.key.name, protectedKey.publicKey);
});

afterAll(async () => {
  await sshd?.stop();
});

const target = () => ({ host: sshd.host, port: sshd.port, knownHostKey: sshd.hostKey.fingerprint });
const passwordAccount = (password: string) => ({
  ...target(),
  username: TEST_USERS.password.name,
  accountKind: 'password' as const,
  credential: { kind: 'password' as const, password },
});
const keyAccount = (privateKey: string | null, passphrase?: string) => ({
  ...target(),
  username: TEST_USERS.key.name,
  accountKind: 'key' as const,
  credential: privateKey ? { kind: 'key' as const, privateKey, passphrase } : null,
});

describe('password check against a real sshd', () => {
  it('a password account with the right password is correct (0) and reports the host key and latency', async () => {
    const outcome = await checkSshAccount(passwordAccount(TEST_USERS.password.password));
    expect(outcome.result).toBe(PasswordCheck.correct);
    expect(outcome.hostKey).toEqual(sshd.hostKey);
    expect(outcome.latencyMs).toBeGreaterThan(0);
  });

  it('a password account with a wrong password is wrong (1)', async () => {
    const outcome = await checkSshAccount({ ...passwordAccount('Not-the-password-1'), knownHostKey: null });
    expect(outcome).toMatchObject({ result: PasswordCheck.wrong, reason: 'authRejected' });
    // First contact: the host key is reported even though the password was refused.
    expect(outcome.hostKey).toEqual(sshd.hostKey);
    expectNoSecret(outcome, ['Not-the-password-1']);
  });

  it('a key account whose key the server accepts is correct (0)', async () => {
    const outcome = await checkSshAccount(keyAccount(plainKey.privateKey));
    expect(outcome.result).toBe(PasswordCheck.correct);
  });

  it('a key account whose key the server does not hold is no key (4)', async () => {
    const outcome = await checkSshAccount(keyAccount(strangerKey.privateKey));
    expect(outcome).toMatchObject({ result: PasswordCheck.noKey, reason: 'keyRefused', messageKey: 'sshKeyRefused' });
    expectNoSecret(outcome, [strangerKey.privateKey]);
  });

  it('a key account with no stored key is no key (4) without contacting the host', async () => {
    const outcome = await checkSshAccount(keyAccount(null));
    expect(outcome).toMatchObject({ result: PasswordCheck.noKey, reason: 'noKeyStored' });
    expect(outcome.hostKey).toBeUndefined();
  });

  it('a passphrase-protected key works with the right passphrase', async () => {
    const outcome = await checkSshAccount(keyAccount(protectedKey.privateKey, PASSPHRASE));
    expect(outcome.result).toBe(PasswordCheck.correct);
  });

  it('a passphrase-protected key with a wrong or missing passphrase is wrong (1), naming the passphrase', async () => {
    const wrong = await checkSshAccount(keyAccount(protectedKey.privateKey, 'Wrong-passphrase-9'));
    expect(wrong).toMatchObject({ result: PasswordCheck.wrong, messageKey: 'sshKeyPassphraseWrong' });
    expectNoSecret(wrong, ['Wrong-passphrase-9', protectedKey.privateKey]);
    const missing = await checkSshAccount(keyAccount(protectedKey.privateKey));
    expect(missing).toMatchObject({ result: PasswordCheck.wrong, messageKey: 'sshKeyPassphraseRequired' });
  });

  it('a closed port is abnormal (3), refused', async () => {
    const port = await freePort();
    const outcome = await checkSshAccount({ ...passwordAccount(TEST_USERS.password.password), port });
    expect(outcome).toMatchObject({ result: PasswordCheck.abnormal, reason: 'refused', messageKey: 'sshRefused' });
    expect(outcome.hop).toBeUndefined();
    expectNoSecret(outcome, [TEST_USERS.password.password]);
  });
});

describe('host key policy', () => {
  it('first contact accepts the host and returns its fingerprint and algorithm, as ssh-keygen -l prints them', async () => {
    const connection = await connectSsh({
      ...passwordAccount(TEST_USERS.password.password),
      knownHostKey: null,
    });
    connection.close();
    expect(connection.hostKey).toEqual({ fingerprint: sshd.hostKey.fingerprint, algorithm: 'ssh-ed25519' });
  });

  it('a swapped host key is refused before authentication with HostKeyChanged naming both fingerprints', async () => {
    const recorded = sshd.hostKey.fingerprint;
    const swapped = await sshd.rotateHostKey();
    expect(swapped.fingerprint).not.toBe(recorded);
    const logBefore = sshd.log.length;
    const attempt = connectSsh({ ...passwordAccount(TEST_USERS.password.password), knownHostKey: recorded });
    const error = await attempt.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HostKeyChangedError);
    const changed = error as HostKeyChangedError;
    expect(changed).toMatchObject({ kind: 'hostKeyChanged', expected: recorded, presented: swapped.fingerprint });
    expect(changed.describe('zh')).toContain(recorded);
    expect(changed.describe('en')).toContain(swapped.fingerprint);
    expectNoSecret(changed, [TEST_USERS.password.password]);
    // Refused before authentication: sshd never saw a password attempt for the user.
    expect(sshd.log.slice(logBefore).join('\n')).not.toMatch(/password for gh_pw/);

    const outcome = await checkSshAccount({ ...passwordAccount(TEST_USERS.password.password), knownHostKey: recorded });
    expect(outcome).toMatchObject({
      result: PasswordCheck.abnormal,
      reason: 'hostKeyChanged',
      hostKeyChange: { expected: recorded, presented: swapped.fingerprint, algorithm: 'ssh-ed25519' },
    });
  });

  it('the new key, once recorded, is accepted', async () => {
    const outcome = await checkSshAccount(passwordAccount(TEST_USERS.password.password));
    expect(outcome.result).toBe(PasswordCheck.correct);
  });

  it('a fingerprint that is not in SHA256: form is rejected instead of being taken as first contact', async () => {
    const error = await connectSsh({ ...passwordAccount('x'), knownHostKey: 'md5:aa:bb' }).catch((reason) => reason);
    expect(error).toBeInstanceOf(SshConnectError);
    expect((error as SshConnectError).messageKey).toBe('sshFingerprintInvalid');
  });
});
