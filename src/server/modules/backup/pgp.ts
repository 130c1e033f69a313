import type { Key } from 'openpgp';
import { ResponseCode } from '../../../shared/codes';
import { AppError, fieldError } from '../../errors/appError';

/**
 * The archive's encryption, by the maintained openpgp library (RFC 9580; no home-made format): symmetric AES-256
 * under a password, or to an OpenPGP public key. SEIPD version 1 (no AEAD), as the coffer export writes, because
 * GnuPG 2.2 and most tools in use do not read the newer packet yet: `gpg --decrypt` opens either kind.
 */

// openpgp weighs about a megabyte: loaded with the first backup, settings check or restore, not at server start.
const loadOpenpgp = () => import('openpgp');

/** How an archive is encrypted: under a password, or to the armored public key of the settings. */
export type ArchiveProtection = { password: string } | { publicKey: string };

/** What opens an archive: its password, or the private key (armored) with its passphrase. */
export type ArchiveOpener = { password: string } | { privateKey: string; passphrase: string };

export interface PublicKeyInfo {
  /** Upper-case hex, as `gpg --list-keys` prints it. */
  fingerprint: string;
  userIds: string[];
}

/**
 * The armored public key of the settings, if it can encrypt now (a valid encryption key or subkey, not expired or
 * revoked). A private key is refused: it must not be stored on a bastion that only needs to encrypt.
 */
export async function readEncryptionKey(armored: string): Promise<{ key: Key; info: PublicKeyInfo }> {
  const openpgp = await loadOpenpgp();
  let key: Key;
  try {
    key = await openpgp.readKey({ armoredKey: armored });
  } catch {
    // Not an armored OpenPGP key at all: the field says so.
    throw fieldError('publicKey', 'backupPublicKeyInvalid');
  }
  if (key.isPrivate()) throw fieldError('publicKey', 'backupPublicKeyIsPrivate');
  try {
    await key.getEncryptionKey();
  } catch {
    // No key that may encrypt today (expired, revoked, signing only).
    throw fieldError('publicKey', 'backupPublicKeyInvalid');
  }
  return { key, info: { fingerprint: key.getFingerprint().toUpperCase(), userIds: key.getUserIDs() } };
}

/** The file as one OpenPGP message (binary), its literal data named `literalName` (gpg --use-embedded-filename). */
export async function encryptArchive(
  data: Uint8Array,
  literalName: string,
  protection: ArchiveProtection,
): Promise<Uint8Array> {
  const openpgp = await loadOpenpgp();
  const message = await openpgp.createMessage({ binary: data, filename: literalName });
  const config = { preferredSymmetricAlgorithm: openpgp.enums.symmetric.aes256, aeadProtect: false };
  if ('password' in protection)
    return openpgp.encrypt({ message, passwords: [protection.password], format: 'binary', config });
  const { key } = await readEncryptionKey(protection.publicKey);
  return openpgp.encrypt({ message, encryptionKeys: key, format: 'binary', config });
}

const unreadable = () => new AppError(ResponseCode.backupArchiveUnreadable, 'backupArchiveUnreadable');

/** Opens an archive (binary, or armored as `gpg --armor` writes it); a wrong password or key is one answer. */
export async function decryptArchive(bytes: Uint8Array, opener: ArchiveOpener): Promise<Uint8Array> {
  const openpgp = await loadOpenpgp();
  const text = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
  let message: Awaited<ReturnType<typeof openpgp.readMessage>>;
  try {
    message = text.startsWith('-----BEGIN PGP MESSAGE')
      ? await openpgp.readMessage({ armoredMessage: Buffer.from(bytes).toString('utf8') })
      : await openpgp.readMessage({ binaryMessage: bytes });
  } catch {
    throw unreadable();
  }
  const keys = 'password' in opener ? undefined : await openPrivateKey(opener.privateKey, opener.passphrase);
  try {
    const { data } = await openpgp.decrypt({
      message,
      format: 'binary',
      ...(keys ? { decryptionKeys: keys } : { passwords: [(opener as { password: string }).password] }),
    });
    return data;
  } catch {
    // Wrong password or key, or an altered file (the integrity check failed): nothing of it is used.
    throw unreadable();
  }
}

async function openPrivateKey(armored: string, passphrase: string) {
  const openpgp = await loadOpenpgp();
  try {
    const key = await openpgp.readPrivateKey({ armoredKey: armored });
    return key.isDecrypted() ? key : await openpgp.decryptKey({ privateKey: key, passphrase });
  } catch {
    throw new AppError(ResponseCode.badRequest, 'backupPrivateKeyUnreadable', {}, { data: { field: 'privateKey' } });
  }
}
