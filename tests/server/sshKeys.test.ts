import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSshAccount,
  describePrivateKey,
  generateRsaKey,
  readPrivateKey,
  SshKeyError,
} from '../../src/server/bastion/ssh';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { ensureTestUsers, makeClientKey, TEST_USERS, TestSshd } from '../support/sshd';

const PASSPHRASE = 'Generated-pass-4417';
let sshd: TestSshd;
let scratch: string;

beforeAll(async () => {
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.key.name] });
  scratch = mkdtempSync(join(tmpdir(), 'gh-keys-'));
});

afterAll(async () => {
  await sshd?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Asks OpenSSH itself to read a private key file and print its public key. */
function publicKeyByOpenSsh(privateKey: string, passphrase = ''): string {
  const path = join(scratch, `key-${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, privateKey, { mode: 0o600 });
  return execFileSync('ssh-keygen', ['-y', '-P', passphrase, '-f', path], { encoding: 'utf8', stdio: 'pipe' }).trim();
}

function keyProblem(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(SshKeyError);
    return (error as SshKeyError).problem;
  }
}

describe('RSA key generation', () => {
  it('makes an OpenSSH private key and an authorized_keys line with the comment, readable by ssh-keygen', async () => {
    const key = await generateRsaKey({ comment: 'gh_key@gatehouse' });
    expect(key.privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    expect(key.publicKey).toMatch(/^ssh-rsa AAAA[\w+/=]+ gh_key@gatehouse$/);
    expect(key.bits).toBe(3072);
    // OpenSSH derives the same public line (comment included) from our private key, and the same fingerprint.
    expect(publicKeyByOpenSsh(key.privateKey)).toBe(key.publicKey);
    const pubPath = join(scratch, 'generated.pub');
    writeFileSync(pubPath, `${key.publicKey}\n`);
    const listed = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', pubPath], { encoding: 'utf8' });
    expect(listed).toContain(`3072 ${key.fingerprint} gh_key@gatehouse (RSA)`);
  });

  it('encrypts the private key with the passphrase: OpenSSH opens it only with that passphrase', async () => {
    const key = await generateRsaKey({ bits: 2048, comment: 'protected', passphrase: PASSPHRASE });
    expect(key.privateKey).not.toContain(PASSPHRASE);
    expect(publicKeyByOpenSsh(key.privateKey, PASSPHRASE)).toBe(key.publicKey);
    expect(() => publicKeyByOpenSsh(key.privateKey, 'wrong')).toThrow();
    expect(keyProblem(() => readPrivateKey(key.privateKey))).toBe('passphraseRequired');
    expect(keyProblem(() => readPrivateKey(key.privateKey, 'wrong'))).toBe('passphraseWrong');
  });

  it('only offers 2048, 3072 or 4096 bits', async () => {
    await expect(generateRsaKey({ bits: 1024 })).rejects.toThrow(RangeError);
  });

  it('a generated key is accepted by sshd once its public line is in authorized_keys', async () => {
    const key = await generateRsaKey({ comment: 'gh_key@gatehouse', passphrase: PASSPHRASE });
    const account = {
      host: sshd.host,
      port: sshd.port,
      username: TEST_USERS.key.name,
      accountKind: 'key' as const,
      credential: { kind: 'key' as const, privateKey: key.privateKey, passphrase: PASSPHRASE },
      knownHostKey: sshd.hostKey.fingerprint,
    };
    expect((await checkSshAccount(account)).result).toBe(PasswordCheck.noKey);
    sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
    expect((await checkSshAccount(account)).result).toBe(PasswordCheck.correct);
  });
});

describe('uploaded private keys', () => {
  it('reads OpenSSH keys made by ssh-keygen and tells their public line and fingerprint', async () => {
    const client = await makeClientKey({ comment: 'uploaded' });
    const info = describePrivateKey(client.privateKey);
    expect(info).toMatchObject({ type: 'ssh-ed25519', comment: 'uploaded', publicKey: client.publicKey });
    expect(info.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
  });

  it('reads a passphrase-protected PEM (PKCS#1) key and names a wrong or missing passphrase', () => {
    const path = join(scratch, 'pem');
    execFileSync('ssh-keygen', ['-q', '-t', 'rsa', '-b', '2048', '-m', 'PEM', '-N', PASSPHRASE, '-f', path]);
    const pem = execFileSync('cat', [path], { encoding: 'utf8' });
    expect(pem).toContain('BEGIN RSA PRIVATE KEY');
    expect(describePrivateKey(pem, PASSPHRASE).type).toBe('ssh-rsa');
    expect(keyProblem(() => readPrivateKey(pem))).toBe('passphraseRequired');
    expect(keyProblem(() => readPrivateKey(pem, 'not-it'))).toBe('passphraseWrong');
  });

  it('refuses what is not a private key, with a clear problem and no key material in the message', async () => {
    const client = await makeClientKey();
    expect(keyProblem(() => readPrivateKey('hello, this is not a key'))).toBe('unsupported');
    expect(keyProblem(() => readPrivateKey(client.publicKey))).toBe('notPrivate');
    const truncated = client.privateKey.slice(0, 200);
    expect(keyProblem(() => readPrivateKey(truncated))).toBe('unsupported');
    try {
      readPrivateKey(truncated);
    } catch (error) {
      expect((error as SshKeyError).message).not.toContain(truncated.split('\n')[1]);
      expect((error as SshKeyError).messageKey).toBe('sshKeyUnsupported');
    }
  });
});
