import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { openForwardedStream, SshConnectError } from '../../../bastion/ssh';
import type { Deps } from '../../../deps';
import { resolveProxyChain } from '../../proxies';
import type { NativeAccess } from '../nativeAccess';

const CONNECT_TIMEOUT_MS = 10_000;

/** A byte stream to the asset's database and how to drop it (and the jump hosts' connections with it). */
export interface UpstreamStream {
  stream: Duplex;
  close(): void;
}

/**
 * The database's TCP connection for a native client: direct, or an SSH direct-tcpip channel through the asset's
 * network proxy (its jump hosts), as the web console reaches it. Failures name the hop at fault, in English.
 */
export async function openUpstreamStream(deps: Deps, access: NativeAccess): Promise<UpstreamStream> {
  const { address, proxy_id: proxyId } = access.asset;
  if (proxyId !== null) {
    try {
      const forwarded = await openForwardedStream({
        jumpHosts: await resolveProxyChain(deps, proxyId),
        host: address,
        port: access.port,
        readyTimeoutMs: CONNECT_TIMEOUT_MS,
      });
      forwarded.onLost(() => forwarded.stream.destroy());
      return { stream: forwarded.stream, close: () => forwarded.close() };
    } catch (error) {
      if (error instanceof SshConnectError) throw new Error(error.describe('en'));
      throw error;
    }
  }
  const socket = connect({ host: address, port: access.port, noDelay: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the database at ${address}:${access.port} did not answer in time`));
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', reject);
      resolve();
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return { stream: socket, close: () => socket.destroy() };
}
