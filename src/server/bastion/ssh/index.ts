/** Gatehouse's SSH layer: connections to target hosts (with jump hosts), the password check, SSH keys. */

export type { SshTimeouts } from './connect';
export {
  connectSsh,
  type SshConnection,
  type SshConnectOptions,
  type SshCredential,
  type SshEndpoint,
} from './connect';
export { HostKeyChangedError, KeyUnreadableError, SshConnectError, type SshFailureKind } from './errors';
export { type ForwardedStream, type ForwardedStreamOptions, openForwardedStream } from './forward';
export { fingerprintOf, type HostKeySeen, normaliseFingerprint } from './hostKey';
export {
  describePrivateKey,
  type GeneratedRsaKey,
  generateRsaKey,
  type PrivateKeyInfo,
  RSA_KEY_BITS,
  readPrivateKey,
  SshKeyError,
} from './keys';
export {
  checkSshAccount,
  type PasswordCheckOutcome,
  type PasswordCheckReason,
  type SshAccountCheck,
} from './passwordCheck';
export { openSshShell, type SshShell } from './sshHostConnection';
