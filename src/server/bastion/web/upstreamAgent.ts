import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import { openForwardedStream, type SshEndpoint } from '../ssh';

const KEEP_ALIVE = { keepAlive: true, maxSockets: 16, maxFreeSockets: 4, timeout: 60_000 };

/**
 * The connections of one web session to its web application: kept alive between requests (a relayed request costs
 * no new TCP or TLS handshake), and opened through the SSH jump hosts of the network proxy when there is one (each
 * connection an SSH direct-tcpip channel from the last jump host, as database sessions reach their database).
 * An HTTPS upstream's certificate is verified, host name included, against `ca` (the application proxy's PEM
 * certificates) when given, else against the CAs the server trusts (NODE_EXTRA_CA_CERTS adds a private one).
 */
export function upstreamAgent(origin: URL, jumpHosts: readonly SshEndpoint[], ca = ''): HttpAgent {
  const isHttps = origin.protocol === 'https:';
  const trust = ca === '' ? {} : { ca };
  const agent = isHttps ? new HttpsAgent({ ...KEEP_ALIVE, ...trust }) : new HttpAgent(KEEP_ALIVE);
  if (jumpHosts.length === 0) return agent;
  const host = origin.hostname;
  const port = Number(origin.port || (isHttps ? 443 : 80));
  const throughJumpHosts = (_options: unknown, done: (error: Error | null, socket?: Socket) => void) => {
    openForwardedStream({ jumpHosts, host, port, readyTimeoutMs: 10_000 }).then(
      (forwarded) => {
        forwarded.stream.once('close', () => forwarded.close());
        const channel = asSocket(forwarded.stream);
        done(null, isHttps ? tlsConnect({ socket: channel, servername: host, ...trust }) : channel);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
    return undefined;
  };
  Object.assign(agent, { createConnection: throughJumpHosts });
  return agent;
}

/**
 * An SSH channel where the HTTP client expects a TCP socket: the calls the keep-alive agent makes (timeouts,
 * keep-alive probes, Nagle, ref/unref) mean nothing on a channel inside an SSH connection and are answered as done.
 */
function asSocket(stream: Duplex): Socket {
  const socket = stream as Duplex & Partial<Socket>;
  const self = () => socket as Socket;
  socket.setTimeout ??= self;
  socket.setKeepAlive ??= self;
  socket.setNoDelay ??= self;
  socket.ref ??= self;
  socket.unref ??= self;
  return socket as Socket;
}
