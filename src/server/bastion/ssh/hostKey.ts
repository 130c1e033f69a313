import { createHash } from 'node:crypto';

/** A host key as the server presented it: OpenSSH's SHA-256 fingerprint and the key algorithm. */
export interface HostKeySeen {
  /** `SHA256:` + unpadded base64, as `ssh-keygen -l -E sha256` prints it. */
  fingerprint: string;
  /** e.g. `ssh-ed25519`, `ssh-rsa`, `ecdsa-sha2-nistp256`. */
  algorithm: string;
}

const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;

/** The fingerprint of a key in SSH wire format (the blob a server sends, or a public key line's base64). */
export function fingerprintOf(wireKey: Buffer): string {
  return `SHA256:${createHash('sha256').update(wireKey).digest('base64').replace(/=+$/, '')}`;
}

/** The algorithm name that opens every SSH wire-format key (a length-prefixed string). */
export function algorithmOf(wireKey: Buffer): string {
  if (wireKey.length < 4) return 'unknown';
  const length = wireKey.readUInt32BE(0);
  return wireKey.subarray(4, 4 + length).toString('latin1');
}

export function hostKeySeen(wireKey: Buffer): HostKeySeen {
  return { fingerprint: fingerprintOf(wireKey), algorithm: algorithmOf(wireKey) };
}

/**
 * A recorded fingerprint in the canonical form, or undefined when it is not one. Tolerates the padding
 * `=` some tools print, nothing else: a fingerprint that does not parse must not quietly mean "first contact".
 */
export function normaliseFingerprint(value: string): string | undefined {
  const trimmed = value.trim().replace(/=+$/, '');
  return FINGERPRINT.test(trimmed) ? trimmed : undefined;
}
