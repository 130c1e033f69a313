import type { MessageKey } from '../../../shared/messages';
import type { HostConnection, HostTerminalOptions } from '../hostConnection';
import { HostKeyChangedError, openSshShell, SshConnectError, type SshCredential, type SshEndpoint } from '../ssh';

/** What any protocol needs to log into a host for a terminal session. Credentials never leave this object. */
export interface HostLoginRequest {
  host: string;
  port: number;
  username: string;
  credential: SshCredential;
  /** SSH: the fingerprint recorded for the target, null on first contact. Other protocols ignore it. */
  knownHostKey: string | null;
  /** The asset's network proxy chain (SSH jump hosts), in connection order. */
  jumpHosts: readonly SshEndpoint[];
  terminal: HostTerminalOptions;
  readyTimeoutMs?: number;
  keepaliveIntervalMs?: number;
}

export interface HostLogin {
  connection: HostConnection;
  /** SSH only: the target's key as presented, to record on first contact. */
  hostKey?: { fingerprint: string; algorithm: string };
}

/**
 * A failed login, whatever the protocol: `loginResult` is spec §3's failure 2 (the host refused us: credential,
 * host key) or connection closed 3 (never got that far); `kind` is stored as the row's failure_reason.
 * Connectors reject with this (or an SshConnectError, which the SSH connector converts).
 */
export class HostLoginError extends Error {
  constructor(
    readonly kind: string,
    readonly loginResult: 2 | 3,
    readonly describe: (lang: 'zh' | 'en') => string,
    readonly messageKey: MessageKey,
    /** SSH: the target's key when the key exchange got that far and it was accepted. */
    readonly hostKey?: { fingerprint: string; algorithm: string },
    /** SSH: a changed host key of the target itself (not a jump host). */
    readonly hostKeyChange?: { presented: string; algorithm: string },
  ) {
    super(`login failed: ${kind}`);
    this.name = 'HostLoginError';
  }
}

export type HostConnector = (request: HostLoginRequest) => Promise<HostLogin>;

/** The host refused us (as opposed to: we never reached a login). */
const REFUSED_BY_HOST = new Set(['authRejected', 'methodNotAllowed', 'keyUnreadable', 'hostKeyChanged']);

export const sshConnector: HostConnector = async (request) => {
  try {
    const shell = await openSshShell(
      {
        host: request.host,
        port: request.port,
        username: request.username,
        credential: request.credential,
        knownHostKey: request.knownHostKey,
        jumpHosts: request.jumpHosts,
        ...(request.readyTimeoutMs ? { readyTimeoutMs: request.readyTimeoutMs } : {}),
        ...(request.keepaliveIntervalMs ? { keepaliveIntervalMs: request.keepaliveIntervalMs } : {}),
      },
      request.terminal,
    );
    return { connection: shell.connection, hostKey: shell.hostKey };
  } catch (error) {
    if (!(error instanceof SshConnectError)) throw error;
    const atTarget = error.hop === undefined;
    const change =
      atTarget && error instanceof HostKeyChangedError
        ? { presented: error.presented, algorithm: error.algorithm }
        : undefined;
    throw new HostLoginError(
      error.kind,
      REFUSED_BY_HOST.has(error.kind) ? 2 : 3,
      (lang) => error.describe(lang),
      error.messageKey,
      atTarget ? error.hostKey : undefined,
      change,
    );
  }
};

/**
 * The connectors by asset protocol. SSH is built in; Telnet (bastion/telnet) registers itself here. A protocol
 * without a connector is answered with terminalProtocolUnavailable.
 */
const connectors = new Map<string, HostConnector>([['SSH', sshConnector]]);

export function registerHostConnector(protocol: 'SSH' | 'TELNET', connector: HostConnector): void {
  connectors.set(protocol, connector);
}

export function hostConnectorFor(protocol: string): HostConnector | undefined {
  return connectors.get(protocol);
}
