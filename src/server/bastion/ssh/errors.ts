import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import type { HostKeySeen } from './hostKey';
import type { SshKeyError, SshKeyProblem } from './keys';

/**
 * Why a connection failed. `hop` on the error tells where: a 1-based jump host number, or undefined for the
 * target itself.
 */
export type SshFailureKind =
  | 'unreachable'
  | 'refused'
  | 'timeout'
  | 'dns'
  | 'authRejected'
  | 'methodNotAllowed'
  | 'hostKeyChanged'
  | 'keyUnreadable'
  | 'protocol'
  | 'closed';

const kindMessage: Record<Exclude<SshFailureKind, 'keyUnreadable'>, MessageKey> = {
  unreachable: 'sshUnreachable',
  refused: 'sshRefused',
  timeout: 'sshTimeout',
  dns: 'sshDns',
  authRejected: 'sshAuthRejected',
  methodNotAllowed: 'sshMethodNotAllowed',
  hostKeyChanged: 'sshHostKeyChanged',
  protocol: 'sshProtocolError',
  closed: 'sshClosed',
};

/**
 * A classified connection failure. The message and params are built from our own texts and the socket error
 * code only, so no password, key or passphrase can travel in it.
 */
export class SshConnectError extends Error {
  readonly messageKey: MessageKey;

  constructor(
    readonly kind: SshFailureKind,
    /** 1-based jump host number where it failed; undefined when the target itself failed. */
    readonly hop: number | undefined,
    options: { messageKey?: MessageKey; params?: Record<string, string | number>; detail?: string } = {},
  ) {
    const messageKey = options.messageKey ?? (kind === 'keyUnreadable' ? 'sshKeyUnsupported' : kindMessage[kind]);
    const where = hop === undefined ? 'target' : `jump host ${hop}`;
    super(
      `${where}: ${formatMessage(messageKey, 'en', options.params)}${options.detail ? ` (${options.detail})` : ''}`,
    );
    this.name = 'SshConnectError';
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.detail = options.detail;
  }

  readonly params: Record<string, string | number>;
  /** A socket error code such as ECONNREFUSED, never free text from the peer. */
  readonly detail: string | undefined;
  /**
   * The failing host's key when the key exchange got that far and the key was accepted (e.g. a wrong password on
   * first contact): the caller may still record it.
   */
  hostKey: HostKeySeen | undefined;

  /** True when a jump host, not the target, failed (spec: the network proxy is at fault). */
  get isProxyFailure(): boolean {
    return this.hop !== undefined;
  }

  /** The text for a person, in their language, naming the jump host when one failed. */
  describe(lang: Lang): string {
    const prefix = this.hop === undefined ? '' : formatMessage('sshAtJumpHost', lang, { hop: this.hop });
    return prefix + formatMessage(this.messageKey, lang, this.params);
  }
}

/** The presented host key differs from the recorded one: refused before any credential was sent. */
export class HostKeyChangedError extends SshConnectError {
  constructor(
    hop: number | undefined,
    readonly expected: string,
    readonly presented: string,
    readonly algorithm: string,
  ) {
    super('hostKeyChanged', hop, { params: { expected, presented } });
    this.name = 'HostKeyChangedError';
  }
}

/** The stored private key of this hop could not be read, so nothing was sent to the host. */
export class KeyUnreadableError extends SshConnectError {
  readonly problem: SshKeyProblem;

  constructor(hop: number | undefined, keyError: SshKeyError) {
    super('keyUnreadable', hop, { messageKey: keyError.messageKey });
    this.name = 'KeyUnreadableError';
    this.problem = keyError.problem;
  }
}

interface Ssh2Error extends Error {
  level?: string;
  code?: string;
}

const SOCKET_CODES: Record<string, SshFailureKind> = {
  ECONNREFUSED: 'refused',
  ETIMEDOUT: 'timeout',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  EHOSTDOWN: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
  ECONNRESET: 'closed',
  EPIPE: 'closed',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_NONAME: 'dns',
};

/**
 * Classifies an error ssh2 emitted before `ready`. Authentication failures are told apart by whether the
 * server ever listed a method we can use (`methodAllowed`).
 */
export function classifySsh2Error(error: Ssh2Error, hop: number | undefined, methodAllowed: boolean): SshConnectError {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (error.level === 'client-authentication') {
    return new SshConnectError(methodAllowed ? 'authRejected' : 'methodNotAllowed', hop);
  }
  if (error.level === 'client-timeout') return new SshConnectError('timeout', hop);
  if (error.level === 'client-dns') return new SshConnectError('dns', hop, { detail: code });
  const byCode = code ? SOCKET_CODES[code] : undefined;
  if (byCode) return new SshConnectError(byCode, hop, { detail: code });
  if (error.level === 'client-socket') return new SshConnectError('unreachable', hop, { detail: code });
  return new SshConnectError('protocol', hop);
}
