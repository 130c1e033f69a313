import { ResponseCode } from '../../../shared/codes';
import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import type { SshConnectError } from '../ssh';

/**
 * Why a Telnet connection could not be opened: the host cannot be reached ('unreachable', 'refused', 'dns'),
 * it did not answer in time ('timeout' to connect, 'loginTimeout' to log in), it refused the credential
 * ('authRejected'), it hung up during the login ('closed'), or a jump host on the way failed ('proxy').
 */
export type TelnetFailureKind =
  | 'unreachable'
  | 'refused'
  | 'timeout'
  | 'dns'
  | 'authRejected'
  | 'loginTimeout'
  | 'closed'
  | 'proxy';

const kindMessage: Record<Exclude<TelnetFailureKind, 'proxy'>, MessageKey> = {
  unreachable: 'sshUnreachable',
  refused: 'sshRefused',
  timeout: 'sshTimeout',
  dns: 'sshDns',
  authRejected: 'telnetLoginRefused',
  loginTimeout: 'telnetLoginTimeout',
  closed: 'telnetClosedDuringLogin',
};

/**
 * A classified failure to open a Telnet connection. Built from our own texts and socket error codes only:
 * it never carries the password or anything the host printed.
 */
export class TelnetConnectError extends Error {
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  /** A socket error code such as ECONNREFUSED. */
  readonly detail: string | undefined;
  /** Set when kind is 'proxy': the jump host's failure, whose `hop` names it (1-based). */
  readonly proxyError: SshConnectError | undefined;

  constructor(
    readonly kind: TelnetFailureKind,
    options: {
      params?: Record<string, string | number>;
      detail?: string;
      proxyError?: SshConnectError;
    } = {},
  ) {
    const messageKey = options.proxyError?.messageKey ?? kindMessage[kind === 'proxy' ? 'unreachable' : kind];
    const params = options.proxyError?.params ?? options.params ?? {};
    const where = options.proxyError ? `jump host ${options.proxyError.hop}` : 'target';
    super(`${where}: ${formatMessage(messageKey, 'en', params)}${options.detail ? ` (${options.detail})` : ''}`);
    this.name = 'TelnetConnectError';
    this.messageKey = messageKey;
    this.params = params;
    this.detail = options.detail;
    this.proxyError = options.proxyError;
  }

  /** 1-based jump host number when a jump host failed. */
  get hop(): number | undefined {
    return this.proxyError?.hop;
  }

  get isProxyFailure(): boolean {
    return this.kind === 'proxy';
  }

  /** The response code for the HTTP or socket layer. */
  get code(): number {
    return this.kind === 'authRejected' ? ResponseCode.telnetLoginRefused : ResponseCode.telnetConnectFailed;
  }

  /** The text for a person, in their language, naming the jump host when one failed. */
  describe(lang: Lang): string {
    if (this.proxyError) return this.proxyError.describe(lang);
    return formatMessage(this.messageKey, lang, this.params);
  }
}

const SOCKET_CODES: Record<string, TelnetFailureKind> = {
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

/** A socket error while connecting, as a TelnetConnectError (unknown codes count as unreachable). */
export function classifySocketError(error: Error & { code?: unknown }): TelnetConnectError {
  const code = typeof error.code === 'string' ? error.code : undefined;
  const kind = (code && SOCKET_CODES[code]) || 'unreachable';
  return new TelnetConnectError(kind, code ? { detail: code } : {});
}
