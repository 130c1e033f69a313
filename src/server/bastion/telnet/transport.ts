import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { type HostKeySeen, openForwardedStream, SshConnectError, type SshEndpoint, type SshTimeouts } from '../ssh';
import { classifySocketError, TelnetConnectError } from './errors';

export interface TransportOptions {
  host: string;
  port: number;
  /** The asset's network proxy chain; the last jump host opens the TCP connection to the Telnet host. */
  jumpHosts?: readonly SshEndpoint[];
  connectTimeoutMs: number;
  /** For the jump hosts' SSH connections. */
  sshTimeouts?: SshTimeouts;
}

/** The byte stream to the Telnet host, direct or through jump hosts. */
export interface Transport {
  stream: Duplex;
  jumpHostKeys: HostKeySeen[];
  /** The stream failed (as opposed to the host ending it): set before the stream's 'close'. */
  isLost(): boolean;
  close(): void;
}

const TCP_KEEPALIVE_MS = 15_000;

/** Opens the TCP stream; every failure is a TelnetConnectError. */
export function openTransport(options: TransportOptions): Promise<Transport> {
  return options.jumpHosts?.length ? viaJumpHosts(options, options.jumpHosts) : direct(options);
}

function direct(options: TransportOptions): Promise<Transport> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: options.host, port: options.port });
    let lost = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new TelnetConnectError('timeout'));
    }, options.connectTimeoutMs);
    const failEarly = (error: Error) => {
      clearTimeout(timer);
      reject(classifySocketError(error));
    };
    socket.once('error', failEarly);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', failEarly);
      socket.on('error', () => {
        lost = true;
      });
      socket.setNoDelay(true);
      socket.setKeepAlive(true, TCP_KEEPALIVE_MS);
      resolve({ stream: socket, jumpHostKeys: [], isLost: () => lost, close: () => socket.destroy() });
    });
  });
}

async function viaJumpHosts(options: TransportOptions, jumpHosts: readonly SshEndpoint[]): Promise<Transport> {
  try {
    const forwarded = await openForwardedStream({
      ...options.sshTimeouts,
      readyTimeoutMs: options.sshTimeouts?.readyTimeoutMs ?? options.connectTimeoutMs,
      jumpHosts,
      host: options.host,
      port: options.port,
    });
    let lost = false;
    forwarded.onLost(() => {
      lost = true;
    });
    forwarded.stream.on('error', () => {
      lost = true;
    });
    return {
      stream: forwarded.stream,
      jumpHostKeys: forwarded.jumpHostKeys,
      isLost: () => lost,
      close: forwarded.close,
    };
  } catch (error) {
    if (!(error instanceof SshConnectError)) throw error;
    if (error.hop !== undefined) throw new TelnetConnectError('proxy', { proxyError: error });
    // The last jump host could not open the connection to the Telnet host.
    throw new TelnetConnectError(error.kind === 'timeout' ? 'timeout' : 'unreachable', {
      ...(error.detail ? { detail: error.detail } : {}),
    });
  }
}
