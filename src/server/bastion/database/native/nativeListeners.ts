import { createServer, type Server, type Socket } from 'node:net';
import type { SecureContextOptions } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { DbProtocol } from '../dbConnection';

/**
 * What a protocol's listener does with each accepted client: speak the database's protocol on it (TLS included)
 * until it closes. `tls` is the client side's certificate and key (nativeTls.ts).
 */
export interface NativeProtocolHandler {
  readonly protocol: DbProtocol;
  accept(socket: Socket, tls: Pick<SecureContextOptions, 'cert' | 'key'>): void;
}

/** What the console shows a user about one listener; `host` null: the address the console was reached at. */
export interface NativeListenerState {
  enabled: boolean;
  port: number;
  host: string | null;
}

export interface NativeListenerOptions {
  /** The port asked for: 0 any free one, null off. */
  port: number | null;
  host: string;
}

/**
 * The native clients' listeners of this node, one per protocol (PostgreSQL, MySQL). A port already in use leaves
 * that listener off with a warning and the server goes on; stopping closes the listeners and every client socket
 * still open (their sessions end with the server, serverStopped).
 */
export class NativeListenerSet {
  private readonly servers = new Map<DbProtocol, Server>();
  private readonly states = new Map<DbProtocol, NativeListenerState>();
  private readonly sockets = new Set<Socket>();

  constructor(private readonly log: FastifyBaseLogger) {}

  state(protocol: DbProtocol): NativeListenerState {
    return this.states.get(protocol) ?? { enabled: false, port: 0, host: null };
  }

  async start(
    handler: NativeProtocolHandler,
    options: NativeListenerOptions,
    tls: Pick<SecureContextOptions, 'cert' | 'key'>,
  ): Promise<void> {
    if (options.port === null) return;
    const server = createServer({ noDelay: true }, (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      handler.accept(socket, tls);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: options.port ?? 0, host: options.host }, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      this.log.warn(
        { err: error, protocol: handler.protocol, port: options.port },
        'native database listener not started (port busy or not allowed); the server goes on without it',
      );
      return;
    }
    server.on('error', (error) => this.log.error({ err: error, protocol: handler.protocol }, 'native listener error'));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
    this.servers.set(handler.protocol, server);
    const shownHost = options.host === '0.0.0.0' || options.host === '::' ? null : options.host;
    this.states.set(handler.protocol, { enabled: true, port, host: shownHost });
    this.log.info({ protocol: handler.protocol, port }, 'native database listener started');
  }

  /** No new clients; the open ones are closed (their sessions are ended by the registry's shutdown). */
  async stop(): Promise<void> {
    const closing = [...this.servers.values()].map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    );
    for (const socket of this.sockets) socket.destroy();
    this.servers.clear();
    for (const [protocol, state] of this.states) this.states.set(protocol, { ...state, enabled: false });
    await Promise.all(closing);
  }
}
