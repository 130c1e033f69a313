import type { MessageKey } from '../../../shared/messages';
import { PasswordCheck, type PasswordCheckValue } from '../../../shared/rules/passwordCheck';
import { connectSsh, type SshConnectOptions, type SshCredential } from './connect';
import { HostKeyChangedError, SshConnectError, type SshFailureKind } from './errors';
import type { HostKeySeen } from './hostKey';

/** The account being checked: what kind of credential it is meant to use, and what Gatehouse holds for it. */
export interface SshAccountCheck extends Omit<SshConnectOptions, 'credential'> {
  accountKind: 'password' | 'key';
  /** null when nothing is stored for the account. */
  credential: SshCredential | null;
}

export type PasswordCheckReason = 'ok' | 'noPasswordStored' | 'noKeyStored' | 'keyRefused' | SshFailureKind;

export interface PasswordCheckOutcome {
  /** Spec §4 Password check: correct 0, wrong 1, unknown 2, abnormal 3, no key 4. */
  result: PasswordCheckValue;
  reason: PasswordCheckReason;
  messageKey: MessageKey;
  params: Record<string, string | number>;
  /** Set when a jump host, not the target, failed (1-based). */
  hop?: number;
  /** The target's host key whenever its key exchange succeeded (also when authentication then failed). */
  hostKey?: HostKeySeen;
  jumpHostKeys: HostKeySeen[];
  /** Set on HostKeyChanged: what was recorded and what the host presented. */
  hostKeyChange?: { expected: string; presented: string; algorithm: string };
  /** From the start of the check to authenticated (or the failure). */
  latencyMs: number;
}

/**
 * Checks an account's stored credential against its host (spec §4 Password check). The mapping:
 * - authenticated → correct 0
 * - password account, password refused → wrong 1
 * - key account, stored key unreadable (passphrase missing or wrong, format unsupported) → wrong 1
 * - key account without a stored key → no key 4; key refused by the host → no key 4 (the host holds no
 *   matching authorized key for it)
 * - password account without a stored password → unknown 2 (nothing could be checked)
 * - anything else — host or jump host unreachable, refused, timed out, DNS, host key changed, a jump host's own
 *   credential refused, the host not offering the method, protocol error → abnormal 3, with the reason
 * "Unknown 2" is also what an account never checked holds; this function never returns it for a completed check
 * except when nothing is stored.
 */
export async function checkSshAccount(account: SshAccountCheck): Promise<PasswordCheckOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { credential, accountKind } = account;
  if (!credential) {
    const isKey = accountKind === 'key';
    return {
      result: isKey ? PasswordCheck.noKey : PasswordCheck.unknown,
      reason: isKey ? 'noKeyStored' : 'noPasswordStored',
      messageKey: isKey ? 'sshNoKeyStored' : 'sshNoPasswordStored',
      params: {},
      jumpHostKeys: [],
      latencyMs: elapsed(),
    };
  }
  try {
    const connection = await connectSsh({ ...account, credential });
    const latencyMs = elapsed();
    connection.close();
    return {
      result: PasswordCheck.correct,
      reason: 'ok',
      messageKey: 'sshConnected',
      params: {},
      hostKey: connection.hostKey,
      jumpHostKeys: connection.jumpHostKeys,
      latencyMs,
    };
  } catch (error) {
    if (!(error instanceof SshConnectError)) throw error;
    return failureOutcome(error, credential, elapsed());
  }
}

function failureOutcome(error: SshConnectError, credential: SshCredential, latencyMs: number): PasswordCheckOutcome {
  const base = {
    messageKey: error.messageKey,
    params: error.params,
    jumpHostKeys: [],
    latencyMs,
    ...(error.hop === undefined ? {} : { hop: error.hop }),
    ...(error.hop === undefined && error.hostKey ? { hostKey: error.hostKey } : {}),
  };
  const atTarget = error.hop === undefined;
  if (error instanceof HostKeyChangedError) {
    const { expected, presented, algorithm } = error;
    return {
      ...base,
      result: PasswordCheck.abnormal,
      reason: error.kind,
      hostKeyChange: { expected, presented, algorithm },
    };
  }
  if (atTarget && error.kind === 'authRejected') {
    return credential.kind === 'key'
      ? { ...base, result: PasswordCheck.noKey, reason: 'keyRefused', messageKey: 'sshKeyRefused' }
      : { ...base, result: PasswordCheck.wrong, reason: error.kind };
  }
  if (atTarget && error.kind === 'keyUnreadable') return { ...base, result: PasswordCheck.wrong, reason: error.kind };
  return { ...base, result: PasswordCheck.abnormal, reason: error.kind };
}
