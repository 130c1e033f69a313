import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import { z } from 'zod';
import type { RealtimeBus, RealtimeEvent, RealtimeListener } from './bus';

export const DEFAULT_REDIS_CHANNEL_PREFIX = 'gatehouse:realtime:';

/** Largest message taken off the channel; anything bigger is not ours (or is broken) and is dropped. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
/** How long a publish may hold up the service call that made it (a logout, a message send). */
const PUBLISH_WAIT_MS = 1000;
/** How long close() waits for a polite QUIT before cutting the connection. */
const QUIT_WAIT_MS = 1000;

const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('counts-changed'), userIds: z.array(z.number().int().positive()) }),
  z.object({ type: z.literal('access-changed'), userIds: z.array(z.number().int().positive()) }),
  z.object({ type: z.literal('token-revoked'), tokenHash: z.string().min(1).max(512) }),
  z.object({ type: z.literal('task-runs-changed') }),
  z.object({
    type: z.literal('user-signed-out'),
    userId: z.number().int().positive(),
    exceptTokenHash: z.string().min(1).max(512).optional(),
  }),
  z.object({
    type: z.literal('approval-settled'),
    kind: z.enum(['command', 'login', 'clipboard']),
    recordId: z.number().int().positive(),
  }),
]);

/** What goes over the wire: the event and the node that published it. */
const EnvelopeSchema = z.object({ v: z.literal(1), from: z.string().min(1).max(100), event: RealtimeEventSchema });
type Envelope = z.infer<typeof EnvelopeSchema>;

export interface RedisBusOptions {
  /** `redis://[:password@]host[:port][/db]` or `rediss://…` for TLS. */
  url: string;
  /** Prefix of the channel name. Pub/sub ignores the database number, so Gatehouse deployments that share
   *  one Redis must differ here. Default `gatehouse:realtime:`. */
  channelPrefix?: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * The bus between Gatehouse nodes: Redis PUBLISH/SUBSCRIBE on one channel (`<prefix>events`), one
 * connection to publish and one to subscribe (a subscribed connection can do nothing else), JSON
 * envelopes validated on receipt.
 *
 * Every node, the publisher included, sees every event exactly once: a publish is handed to this node's
 * listeners at once (as InMemoryBus does, so a node's own sockets react even while Redis is away), and
 * the copy that Redis echoes back to this node is recognised by the node id and dropped.
 *
 * Redis being away: ioredis reconnects with its own back-off and re-subscribes; publications made
 * meanwhile wait in its offline queue and go out on reconnect. A service call never waits more than
 * PUBLISH_WAIT_MS for Redis. An event lost for good costs what bus.ts says: one stale count push, or a
 * revoked token's socket on another node that closes at its next heartbeat re-check instead of at once.
 */
export class RedisBus implements RealtimeBus {
  readonly nodeId = randomUUID();
  readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly log: FastifyBaseLogger;
  private readonly subscribed: Promise<void>;
  private closing = false;
  /** Connection errors are logged once per outage, not at every retry. */
  private readonly down = new Set<string>();

  /** ioredis is loaded here, so a node without REDIS_URL never loads it (server start, bench/coldStart.ts). */
  static async connect(options: RedisBusOptions): Promise<RedisBus> {
    const { Redis: RedisClient } = await import('ioredis');
    return new RedisBus(options, (url, connectionOptions) => new RedisClient(url, connectionOptions));
  }

  private constructor(options: RedisBusOptions, open: (url: string, connectionOptions: RedisOptions) => Redis) {
    this.log = options.log;
    this.channel = `${options.channelPrefix ?? DEFAULT_REDIS_CHANNEL_PREFIX}events`;
    const connectionOptions = { connectionName: `gatehouse-${this.nodeId}` };
    this.publisher = open(options.url, connectionOptions);
    this.subscriber = open(options.url, connectionOptions);
    for (const [role, connection] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      connection.on('error', (error: Error) => {
        if (this.closing || this.down.has(role)) return;
        this.down.add(role);
        this.log.warn({ err: error, role }, 'realtime bus: Redis connection failed; retrying');
      });
      connection.on('ready', () => {
        if (this.down.delete(role)) this.log.info({ role }, 'realtime bus: Redis connection back');
      });
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: unknown) => {
        throw new Error(`Could not subscribe to ${this.channel} on Redis (REDIS_URL)`, { cause: error });
      },
    );
    // ready() reports a failure; this only keeps an unobserved one from being an unhandled rejection.
    this.subscribed.catch(() => undefined);
  }

  /** Resolves once this node listens on the channel (ioredis retries meanwhile); rejects if it gives up. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(event: RealtimeEvent): Promise<void> {
    this.deliver(event);
    if (this.closing) return;
    const envelope: Envelope = { v: 1, from: this.nodeId, event };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.publisher.publish(this.channel, JSON.stringify(envelope)),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer in time')), PUBLISH_WAIT_MS);
        }),
      ]);
    } catch (error) {
      // The local sockets have reacted; other nodes get it when the queued command goes out, or miss it.
      this.log.warn({ err: error, eventType: event.type }, 'realtime bus: event not yet published to Redis');
    } finally {
      clearTimeout(timer);
    }
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.listeners.clear();
    await Promise.all([quit(this.subscriber), quit(this.publisher)]);
  }

  private receive(message: string): void {
    if (message.length > MAX_MESSAGE_BYTES) {
      this.log.warn({ bytes: message.length }, 'realtime bus: oversized message dropped');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      this.log.warn('realtime bus: message that is not JSON dropped');
      return;
    }
    const parsed = EnvelopeSchema.safeParse(json);
    if (!parsed.success) {
      this.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'realtime bus: malformed message dropped');
      return;
    }
    // Our own publication: delivered locally when it was published.
    if (parsed.data.from === this.nodeId) return;
    this.deliver(parsed.data.event as RealtimeEvent);
  }

  private deliver(event: RealtimeEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, eventType: event.type }, 'realtime bus: listener failed');
      }
    }
  }
}

/**
 * QUIT when connected (bounded wait), then drop the socket and stop reconnecting in every case; resolves
 * once the connection has ended, so nothing of it is left open after close().
 */
async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  const ended = new Promise<void>((resolve) => connection.once('end', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, QUIT_WAIT_MS);
  });
  if (connection.status === 'ready') await Promise.race([connection.quit().catch(() => undefined), grace]);
  connection.disconnect();
  await Promise.race([ended, grace]);
  clearTimeout(timer);
}
