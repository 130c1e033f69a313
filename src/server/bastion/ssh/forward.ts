import type { Duplex } from 'node:stream';
import { connectSsh, type SshEndpoint, type SshTimeouts } from './connect';
import { HostKeyChangedError, SshConnectError } from './errors';
import type { HostKeySeen } from './hostKey';

export interface ForwardedStreamOptions extends SshTimeouts {
  /** The proxy chain, at least one jump host; the last one opens the TCP connection to the target. */
  jumpHosts: readonly SshEndpoint[];
  host: string;
  port: number;
}

export interface ForwardedStream {
  /** A TCP stream to host:port opened by the last jump host (an SSH direct-tcpip channel). */
  stream: Duplex;
  jumpHostKeys: HostKeySeen[];
  /** Ends the channel and every jump host. */
  close(): void;
  /** Called once when the chain of jump hosts drops (their SSH connection failed or closed). */
  onLost(listener: () => void): void;
}

/**
 * A plain TCP stream to a host that only the jump hosts can reach, for protocols other than SSH (Telnet).
 * Failures are SshConnectError: `hop` names the jump host at fault (1-based); a hop of undefined means the last
 * jump host could not open the connection to the target itself (refused, unreachable or not permitted).
 */
export async function openForwardedStream(options: ForwardedStreamOptions): Promise<ForwardedStream> {
  const { jumpHosts, host, port, ...timeouts } = options;
  const last = jumpHosts.at(-1);
  if (!last) throw new RangeError('openForwardedStream needs at least one jump host');
  const lastHop = jumpHosts.length;
  const chain = await connectSsh({ ...last, ...timeouts, jumpHosts: jumpHosts.slice(0, -1) }).catch((error) => {
    // connectSsh names its own target "undefined": here that target is the last jump host.
    if (error instanceof SshConnectError && error.hop === undefined) throw asHop(error, lastHop);
    throw error;
  });
  const readyTimeoutMs = timeouts.readyTimeoutMs ?? 15_000;
  const stream = await new Promise<Duplex>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SshConnectError('timeout', undefined)), readyTimeoutMs);
    chain.client.forwardOut('127.0.0.1', 0, host, port, (error, channel) => {
      clearTimeout(timer);
      if (error) reject(new SshConnectError('unreachable', undefined, { detail: 'channel open failed' }));
      else resolve(channel);
    });
  }).catch((error) => {
    chain.close();
    throw error;
  });
  const lostListeners: (() => void)[] = [];
  let lost = false;
  const markLost = () => {
    if (lost) return;
    lost = true;
    for (const listener of lostListeners) listener();
  };
  chain.client.once('error', markLost);
  chain.client.once('close', markLost);
  return {
    stream,
    jumpHostKeys: [...chain.jumpHostKeys, chain.hostKey],
    close: () => {
      lost = true;
      stream.destroy();
      chain.close();
    },
    onLost: (listener) => lostListeners.push(listener),
  };
}

/** The same failure, told as the jump host's. */
function asHop(error: SshConnectError, hop: number): SshConnectError {
  if (error instanceof HostKeyChangedError)
    return new HostKeyChangedError(hop, error.expected, error.presented, error.algorithm);
  const moved = new SshConnectError(error.kind, hop, {
    messageKey: error.messageKey,
    params: error.params,
    ...(error.detail ? { detail: error.detail } : {}),
  });
  moved.hostKey = error.hostKey;
  return moved;
}
