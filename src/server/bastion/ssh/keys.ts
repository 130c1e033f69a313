import { promisify } from 'node:util';
import ssh2 from 'ssh2';
import { ResponseCode } from '../../../shared/codes';
import type { MessageKey } from '../../../shared/messages';
import { fingerprintOf } from './hostKey';

const { utils } = ssh2;

export type SshKeyProblem = 'passphraseRequired' | 'passphraseWrong' | 'unsupported' | 'notPrivate';

const problemMessage: Record<SshKeyProblem, MessageKey> = {
  passphraseRequired: 'sshKeyPassphraseRequired',
  passphraseWrong: 'sshKeyPassphraseWrong',
  unsupported: 'sshKeyUnsupported',
  notPrivate: 'sshKeyNotPrivate',
};

/** A private key that cannot be used. Carries a response code and message key for the HTTP layer. */
export class SshKeyError extends Error {
  readonly messageKey: MessageKey;
  readonly code: number;

  constructor(readonly problem: SshKeyProblem) {
    super(`SSH private key: ${problem}`);
    this.name = 'SshKeyError';
    this.messageKey = problemMessage[problem];
    this.code = problem.startsWith('passphrase') ? ResponseCode.sshKeyPassphrase : ResponseCode.sshKeyInvalid;
  }
}

/** What Gatehouse may show and store about a private key besides the key itself. */
export interface PrivateKeyInfo {
  /** ssh2's key type, e.g. `ssh-rsa`, `ssh-ed25519`. */
  type: string;
  comment: string;
  /** The authorized_keys line: `<type> <base64> <comment>`. */
  publicKey: string;
  /** SHA-256 fingerprint of the public key, as `ssh-keygen -l` prints it. */
  fingerprint: string;
}

export type ParsedPrivateKey = ssh2.ParsedKey;

const isNoPassphraseError = (error: Error) => /no passphrase given/i.test(error.message);

/**
 * Reads an uploaded private key (OpenSSH, PEM PKCS#1/PKCS#8, PuTTY formats that ssh2 reads), decrypting it with
 * the passphrase when it is encrypted. Throws SshKeyError naming the problem. The error never quotes the key.
 */
export function readPrivateKey(data: string | Buffer, passphrase?: string): ParsedPrivateKey {
  const bare = utils.parseKey(data);
  const encrypted = bare instanceof Error && isNoPassphraseError(bare);
  if (bare instanceof Error && !encrypted) throw new SshKeyError('unsupported');
  if (encrypted && !passphrase) throw new SshKeyError('passphraseRequired');
  const parsed = encrypted ? utils.parseKey(data, passphrase) : bare;
  if (parsed instanceof Error) throw new SshKeyError(encrypted ? 'passphraseWrong' : 'unsupported');
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key) throw new SshKeyError('unsupported');
  if (!key.isPrivateKey()) throw new SshKeyError('notPrivate');
  return key;
}

/** The public facts of a private key (see readPrivateKey for the errors). */
export function describePrivateKey(data: string | Buffer, passphrase?: string): PrivateKeyInfo {
  const key = readPrivateKey(data, passphrase);
  return publicFacts(key);
}

function publicFacts(key: ParsedPrivateKey): PrivateKeyInfo {
  const wire = key.getPublicSSH();
  const line = `${key.type} ${wire.toString('base64')}`;
  return {
    type: key.type,
    comment: key.comment,
    publicKey: key.comment ? `${line} ${key.comment}` : line,
    fingerprint: fingerprintOf(wire),
  };
}

export const RSA_KEY_BITS = [2048, 3072, 4096] as const;
export type RsaKeyBits = (typeof RSA_KEY_BITS)[number];

export interface GeneratedRsaKey extends PrivateKeyInfo {
  /** OpenSSH-format private key (`-----BEGIN OPENSSH PRIVATE KEY-----`), encrypted when a passphrase was given. */
  privateKey: string;
  bits: RsaKeyBits;
}

const generateKeyPair = promisify(utils.generateKeyPair) as (
  type: 'rsa',
  options: { bits: number; comment?: string; passphrase?: string; cipher?: string },
) => Promise<{ private: string; public: string }>;

/**
 * A new RSA key pair for an account (spec: key algorithm RSA). The private key is OpenSSH format, encrypted with
 * aes256-ctr and bcrypt-pbkdf (as ssh-keygen does) when `passphrase` is given.
 */
export async function generateRsaKey(
  options: { bits?: number; comment?: string; passphrase?: string } = {},
): Promise<GeneratedRsaKey> {
  const bits = options.bits ?? 3072;
  if (!RSA_KEY_BITS.includes(bits as RsaKeyBits)) throw new RangeError('sshKeyBitsInvalid');
  const pair = await generateKeyPair('rsa', {
    bits,
    comment: options.comment ?? '',
    ...(options.passphrase ? { passphrase: options.passphrase, cipher: 'aes256-ctr' } : {}),
  });
  const facts = publicFacts(readPrivateKey(pair.private, options.passphrase));
  return { ...facts, privateKey: pair.private, bits: bits as RsaKeyBits };
}
