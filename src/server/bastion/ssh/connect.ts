import type { Duplex } from 'node:stream';
import ssh2 from 'ssh2';
import { classifySsh2Error, HostKeyChangedError, KeyUnreadableError, SshConnectError } from './errors';
import { type HostKeySeen, hostKeySeen, normaliseFingerprint } from './hostKey';
import { type ParsedPrivateKey, readPrivateKey, SshKeyError } from './keys';

export type SshCredential =
  | { kind: 'password'; password: string }
  | { kind: 'key'; privateKey: string | Buffer; passphrase?: string };

/** One host to log in to: the target, or a jump host on the way. */
export interface SshEndpoint {
  host: string;
  port: number;
  username: string;
  credential: SshCredential;
  /**
   * The fingerprint recorded at first contact (`SHA256:…`), or null/undefined for first contact. A different
   * presented key is refused with HostKeyChangedError before any credential is sent.
   */
  knownHostKey?: string | null;
}

export interface SshTimeouts {
  /** From TCP connect to authenticated, per hop. Default 15 s. */
  readyTimeoutMs?: number;
  /** Interval of SSH keepalive pings once connected; 0 turns them off. Default 15 s. */
  keepaliveIntervalMs?: number;
  /** Unanswered keepalives before the connection counts as dead. Default 3. */
  keepaliveCountMax?: number;
}

export interface SshConnectOptions extends SshEndpoint, SshTimeouts {
  /** The network proxy chain: jump hosts in order; each next hop is reached through the previous one. */
  jumpHosts?: readonly SshEndpoint[];
}

export interface SshConnection {
  /** The authenticated client of the target: open shells, exec or SFTP on it. */
  client: ssh2.Client;
  /** The target's host key as presented (record it on first contact). */
  hostKey: HostKeySeen;
  /** The host key of each jump host, in chain order. */
  jumpHostKeys: HostKeySeen[];
  /** Ends the target and then every jump host. */
  close(): void;
}

const DEFAULTS: Required<SshTimeouts> = { readyTimeoutMs: 15_000, keepaliveIntervalMs: 15_000, keepaliveCountMax: 3 };

/**
 * Opens an authenticated SSH connection to the target, through the jump hosts if any. Every failure is an
 * SshConnectError (HostKeyChangedError, KeyUnreadableError) whose `hop` names the jump host at fault.
 */
export async function connectSsh(options: SshConnectOptions): Promise<SshConnection> {
  const hops: SshEndpoint[] = [...(options.jumpHosts ?? []), options];
  const timeouts: Required<SshTimeouts> = {
    readyTimeoutMs: options.readyTimeoutMs ?? DEFAULTS.readyTimeoutMs,
    keepaliveIntervalMs: options.keepaliveIntervalMs ?? DEFAULTS.keepaliveIntervalMs,
    keepaliveCountMax: options.keepaliveCountMax ?? DEFAULTS.keepaliveCountMax,
  };
  const opened: ssh2.Client[] = [];
  const hostKeys: HostKeySeen[] = [];
  const closeAll = () => {
    for (const client of [...opened].reverse()) client.end();
  };
  try {
    let sock: Duplex | undefined;
    for (const [index, endpoint] of hops.entries()) {
      const hop = index < hops.length - 1 ? index + 1 : undefined;
      const previous = opened.at(-1);
      if (previous) sock = await forward(previous, endpoint, hop, timeouts.readyTimeoutMs);
      const { client, hostKey } = await connectHop(endpoint, hop, sock, timeouts);
      opened.push(client);
      hostKeys.push(hostKey);
    }
  } catch (error) {
    closeAll();
    throw error;
  }
  const client = opened.at(-1) as ssh2.Client;
  const hostKey = hostKeys.at(-1) as HostKeySeen;
  return { client, hostKey, jumpHostKeys: hostKeys.slice(0, -1), close: closeAll };
}

/** A TCP stream from `via` to the endpoint (direct-tcpip channel); failures are the endpoint's to report. */
function forward(via: ssh2.Client, endpoint: SshEndpoint, hop: number | undefined, timeoutMs: number): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new SshConnectError('timeout', hop)), timeoutMs);
    via.forwardOut('127.0.0.1', 0, endpoint.host, endpoint.port, (error, stream) => {
      clearTimeout(timer);
      // The jump host could not open the TCP connection (refused, unreachable or not permitted).
      if (error) reject(new SshConnectError('unreachable', hop, { detail: 'channel open failed' }));
      else resolve(stream);
    });
  });
}

/** The authentication methods to try for a credential, in order (password falls back to keyboard-interactive). */
function authAttempts(endpoint: SshEndpoint, key: ParsedPrivateKey | undefined): ssh2.AnyAuthMethod[] {
  const { username, credential } = endpoint;
  if (credential.kind === 'key') return key ? [{ type: 'publickey', username, key }] : [];
  const { password } = credential;
  return [
    { type: 'password', username, password },
    {
      type: 'keyboard-interactive',
      username,
      prompt: (_name, _instructions, _lang, prompts, finish) => finish(prompts.map(() => password)),
    },
  ];
}

function connectHop(
  endpoint: SshEndpoint,
  hop: number | undefined,
  sock: Duplex | undefined,
  timeouts: Required<SshTimeouts>,
): Promise<{ client: ssh2.Client; hostKey: HostKeySeen }> {
  let key: ParsedPrivateKey | undefined;
  if (endpoint.credential.kind === 'key') {
    try {
      key = readPrivateKey(endpoint.credential.privateKey, endpoint.credential.passphrase);
    } catch (error) {
      if (error instanceof SshKeyError) return Promise.reject(new KeyUnreadableError(hop, error));
      throw error;
    }
  }
  let expected: string | undefined;
  if (endpoint.knownHostKey) {
    expected = normaliseFingerprint(endpoint.knownHostKey);
    if (!expected) return Promise.reject(new SshConnectError('protocol', hop, { messageKey: 'sshFingerprintInvalid' }));
  }

  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    let seen: HostKeySeen | undefined;
    let hostKeyRefused = false;
    let settled = false;
    const attempts = authAttempts(endpoint, key);
    const ours = new Set<string>(attempts.map((attempt) => attempt.type));
    // Until the server lists its methods ours may be allowed; after a failure, its list decides.
    let methodAllowed = true;
    const fail = (error: SshConnectError) => {
      if (settled) return;
      settled = true;
      if (seen && !hostKeyRefused) error.hostKey = seen;
      client.end();
      reject(error);
    };

    client.on('ready', () => {
      settled = true;
      resolve({ client, hostKey: seen as HostKeySeen });
    });
    client.on('error', (error) => {
      if (hostKeyRefused && seen && expected) {
        fail(new HostKeyChangedError(hop, expected, seen.fingerprint, seen.algorithm));
      } else {
        fail(classifySsh2Error(error, hop, methodAllowed));
      }
    });
    client.on('close', () => fail(new SshConnectError('closed', hop)));

    client.connect({
      host: endpoint.host,
      port: endpoint.port,
      sock,
      username: endpoint.username,
      readyTimeout: timeouts.readyTimeoutMs,
      keepaliveInterval: timeouts.keepaliveIntervalMs,
      keepaliveCountMax: timeouts.keepaliveCountMax,
      hostVerifier: (wireKey: Buffer) => {
        seen = hostKeySeen(wireKey);
        hostKeyRefused = expected !== undefined && expected !== seen.fingerprint;
        return !hostKeyRefused;
      },
      authHandler: (methodsLeft, _partialSuccess, next) => {
        if (methodsLeft) methodAllowed = methodsLeft.some((method) => ours.has(method));
        const index = attempts.findIndex((attempt) => !methodsLeft || methodsLeft.includes(attempt.type));
        const attempt = index < 0 ? undefined : attempts.splice(index, 1)[0];
        if (attempt) next(attempt);
        else stop(next);
      },
    });
  });
}

/** ssh2 ends authentication (emitting a client-authentication error) when the handler answers false. */
function stop(next: ssh2.NextAuthHandler): void {
  (next as unknown as (answer: false) => void)(false);
}
