import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrateToLatest, openDatabase } from './db/database';
import { runSeed } from './db/seed';
import type { Deps } from './deps';
import { registerEndpoints } from './http/registrar';
import { allHandlers } from './modules';
import { PRODUCT_VERSION } from './modules/system/routes';
import { DEFAULT_TRANSFER_LIMITS, type TransferLimits } from './modules/transfer/service';
import { registerTransferSockets } from './modules/transfer/sockets';
import { scheduleTokenHousekeeping } from './modules/ucenter/tokenHousekeeping';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/jsonBody';
import { registerNotFound } from './plugins/notFound';
import { registerRateLimit } from './plugins/rateLimit';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStatic } from './plugins/static';
import { InMemoryBus, type RealtimeBus } from './realtime/bus';
import { RealtimeHub } from './realtime/hub';
import { DEFAULT_PING_INTERVAL_MS, registerNotifySocket } from './realtime/notifySocket';
import { RedisBus } from './realtime/redisBus';
import { SocketRegistry } from './realtime/registry';
import { WS_MAX_PAYLOAD_BYTES } from './realtime/socket';
import { vaultFor } from './security/vault';

export interface BuildOptions {
  /** Where SQLite keeps `gatehouse.db` (and later keys and recordings). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite when absent. */
  databaseUrl?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests move it to expire captchas, tokens and lockouts. */
  now?: () => Date;
  /** The built console; `dist/` at the repository root by default. Skipped when it has no index.html. */
  distDir?: string;
  /** Honour X-Forwarded-For from a reverse proxy in front of Gatehouse. */
  trustProxy?: boolean;
  /** Notify and transfer sockets: extra allowed page origins, heartbeat period, the bus between nodes. */
  realtime?: {
    allowedOrigins?: readonly string[];
    /** Default 25 s; tests shorten it. */
    pingIntervalMs?: number;
    /** Default: in-memory (one node), or a RedisBus when `redis` is given. */
    bus?: RealtimeBus;
    /** Several nodes: carry realtime events over Redis pub/sub (REDIS_URL). Ignored when `bus` is given. */
    redis?: { url: string; channelPrefix?: string | undefined };
  };
  /** Transfer size limit (default 1 GiB) and server-side inactivity timeout (default 60 s). */
  transfer?: Partial<TransferLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatehouse: Deps;
  }
}

/**
 * Builds the server: plugins in a fixed order (external, then ours, then routes), database migrated and
 * seeded. The instance is not yet `ready()`, so a caller (a test) may still add routes; `listen()` and
 * `inject()` make it ready. Closing it closes the database.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  const { db, dialect } = openDatabase(options);
  const redis = options.realtime?.redis;
  const bus: RealtimeBus =
    options.realtime?.bus ??
    (redis ? new RedisBus({ url: redis.url, channelPrefix: redis.channelPrefix, log: app.log }) : new InMemoryBus());
  const realtime = new RealtimeHub(db, app.log, bus, new SocketRegistry());
  // The sockets are closed by @fastify/websocket in preClose; the hub and bus stop before the database.
  app.addHook('onClose', async () => {
    await realtime.close();
    await bus.close();
    await db.destroy();
  });
  try {
    // A node that cannot hear the others must not take traffic: wait for the bus (Redis) first.
    await bus.ready?.();
    await migrateToLatest(db);
    await runSeed(db);
    // The master key is made (or read) at start, not at the first secret: a bad GATEHOUSE_MASTER_KEY fails here.
    vaultFor(options.dataDir);
  } catch (error) {
    await app.close();
    throw error;
  }
  const deps: Deps = {
    db,
    dialect,
    now: options.now ?? (() => new Date()),
    log: app.log,
    dataDir: options.dataDir,
    realtime,
    transferLimits: { ...DEFAULT_TRANSFER_LIMITS, ...options.transfer },
  };
  app.decorate('gatehouse', deps);
  app.decorateRequest('gatehouseSession', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await registerSecurityHeaders(app);
  await registerRateLimit(app);
  await registerDocs(app, PRODUCT_VERSION);

  // Before the routes: the socket routes below need the plugin, and `maxPayload` bounds every frame.
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });
  const allowedOrigins = options.realtime?.allowedOrigins ?? [];
  registerNotifySocket(app, deps, realtime, {
    allowedOrigins,
    pingIntervalMs: options.realtime?.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS,
  });
  registerTransferSockets(app, deps, { allowedOrigins });

  registerEndpoints(app, deps, allHandlers);
  scheduleTokenHousekeeping(app, deps);
  app.get('/prod-api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const isServingConsole = await registerStatic(app, options.distDir);
  registerNotFound(app, { spa: isServingConsole });
  return app;
}
