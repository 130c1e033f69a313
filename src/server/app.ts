import type { FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DbSessionRegistry, DEFAULT_DB_IDLE_SECONDS } from './bastion/database/dbSessionRegistry';
import { NativeListenerSet } from './bastion/database/native/nativeListeners';
import { registerNativeHandler, startNativeListeners } from './bastion/database/native/startNativeListeners';
import { registerHostConnector } from './bastion/gateway/hostConnectors';
import { DEFAULT_GRACE_SECONDS, TerminalGateway } from './bastion/gateway/terminalGateway';
import {
  DEFAULT_GRAPHICAL_MAX_SESSIONS,
  DEFAULT_LOGIN_SETTLE_MS,
  GraphicalGateway,
} from './bastion/graphical/graphicalGateway';
import { telnetConnector } from './bastion/telnet/telnetConnector';
import { type AssetHostSettings, AssetHosts, DEFAULT_ASSET_HOST_SETTINGS } from './bastion/web/assetHost';
import { WebSessionRegistry } from './bastion/web/webSessionRegistry';
import type { NativeListenerConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { runSeed } from './db/seed';
import type { Deps, TransferLimits } from './deps';
import { registerEndpoints } from './http/registrar';
import { allHandlers } from './modules';
import { scheduleSecretStrengthPass } from './modules/accounts';
import { registerApprovalFlows } from './modules/approvals';
import { operationLogWriter } from './modules/audit';
import { registerCofferFlows } from './modules/coffer';
import { scheduleDashboardWatch } from './modules/dashboard';
import { mysqlListener, PgListener } from './modules/db-native';
import { registerDbStatementSocket, scheduleDbSessionLimits } from './modules/db-sessions';
import { registerFileRoutes } from './modules/files';
import { scheduleDefaultModels, scheduleFlowTimers } from './modules/flow';
import {
  registerClipboardFlow,
  registerGraphicalSocket,
  registerGraphicalWatchSocket,
  scheduleGraphicalStandingChecks,
} from './modules/graphical-sessions';
import { assertNodeCapacity, provisionLicenceFile, trustedLicenceKeys } from './modules/licence';
import { networkSettings, reapplyNetworkAtStart } from './modules/network';
import { loadNotifyCounts } from './modules/notify-socket';
import { scheduleProxyChecks } from './modules/proxies';
import { registerSessionCastRoute, registerSessionRfbRoute } from './modules/session-audit';
import { registerSiteConfigRoute } from './modules/settings';
import { PRODUCT_VERSION } from './modules/system';
import { scheduleTaskSweeps, TaskRunner } from './modules/tasks';
import {
  closeInterruptedSessions,
  registerTerminalSocket,
  registerTerminalWatchSocket,
  scheduleStandingChecks,
  watchSignOuts,
} from './modules/terminal';
import { registerGraphicalShareSocket, registerShareSocket } from './modules/terminal-share';
import { DEFAULT_TRANSFER_LIMITS, registerTransferSockets } from './modules/transfer';
import { resolveSession, scheduleTokenHousekeeping } from './modules/ucenter';
import { registerWebAssets } from './modules/web-assets';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/jsonBody';
import { withSecretRedaction } from './plugins/logRedaction';
import { registerNotFound } from './plugins/notFound';
import { registerRateLimit } from './plugins/rateLimit';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStatic } from './plugins/static';
import { InMemoryBus, type RealtimeBus } from './realtime/bus';
import { DEFAULT_PING_INTERVAL_MS, registerNotifySocket } from './realtime/notifySocket';
import { RealtimeEvents } from './realtime/realtimeEvents';
import { RedisBus } from './realtime/redisBus';
import { SocketRegistry } from './realtime/registry';
import { WS_MAX_PAYLOAD_BYTES } from './realtime/socket';
import { type MasterKeySettings, masterKeySettingsFromEnv } from './security/masterKeyRing';
import { VaultRuntime } from './security/vaultRuntime';

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
    /** How often the dashboard's figures are compared while a console watches them (default 1 s). */
    dashboardWatchMs?: number;
    /** Default: in-memory (one node), or a RedisBus when `redis` is given. */
    bus?: RealtimeBus;
    /** Several nodes: carry realtime events over Redis pub/sub (REDIS_URL). Ignored when `bus` is given. */
    redis?: { url: string; channelPrefix?: string | undefined };
  };
  /** Transfer size limit (default 1 GiB) and server-side inactivity timeout (default 60 s). */
  transfer?: Partial<TransferLimits>;
  /** The vault's master keys (GATEHOUSE_MASTER_KEY, _PREVIOUS); default: from process.env, else the key files. */
  masterKeys?: MasterKeySettings | undefined;
  /** This node's name among several on one database (GATEHOUSE_NODE_ID); default: the host name. */
  nodeId?: string | undefined;
  /** Web terminal: seconds a session without its browser socket stays open (GATEHOUSE_TERMINAL_GRACE_SECONDS, default 60). */
  terminal?: {
    graceSeconds?: number | undefined;
    /** How recordings are opened (default: created exclusively, mode 0600); tests hand out files that fail. */
    openRecordingFile?: (path: string) => Promise<FileHandle>;
  };
  /**
   * Graphical sessions (docs/rdp.md): grace without a socket (default the terminal's), the node's cap
   * (GATEHOUSE_GRAPHICAL_MAX_SESSIONS, default 20) and how long a remote desktop login must hold to count as accepted.
   */
  graphical?: {
    graceSeconds?: number | undefined;
    maxSessions?: number | undefined;
    loginSettleMs?: number | undefined;
  };
  /** Database sessions (docs/database-sessions.md): seconds without a statement before one ends (default 15 min). */
  database?: { idleSeconds?: number | undefined };
  /**
   * Native database clients' listeners (docs/database-sessions.md): ports (0 any free one, null off), address and
   * TLS files. Off unless given: main.ts passes GATEHOUSE_PG_LISTEN_PORT and the others; tests ask for port 0.
   */
  nativeListeners?: Partial<NativeListenerConfig> | undefined;
  /** Scheduled tasks: how often a node looks for due firings (default 15 s; 0: never, the tests sweep themselves). */
  tasks?: { sweepMs?: number | undefined };
  /** Multiplies the per-minute limits of sign-in and other limited calls (GATEHOUSE_RATE_LIMIT_FACTOR, default 1). */
  rateLimitFactor?: number | undefined;
  /**
   * The licence (docs/licence.md): extra trusted public keys (GATEHOUSE_LICENCE_PUBLIC_KEYS) and a licence file
   * activated at start (GATEHOUSE_LICENCE_FILE); default: from process.env. `file: null` activates none.
   */
  licence?: { env?: NodeJS.ProcessEnv; file?: string | null } | undefined;
  /**
   * The host's network (docs/network.md): appliance mode (GATEHOUSE_MANAGE_NETWORK) and the namespace commands run in
   * (GATEHOUSE_NETWORK_NAMESPACE); default: from process.env.
   */
  network?: { isManaged?: boolean; namespace?: string | null } | undefined;
  /**
   * Web assets (docs/web-assets.md): the asset origins' names (GATEHOUSE_WEB_ASSET_DOMAIN, _PREFIX) and how old a web
   * session's standing may be before a request checks it again (default 1000 ms; tests use 0).
   */
  webAssets?: (Partial<AssetHostSettings> & { standingCheckMs?: number | undefined }) | undefined;
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
    logger: withSecretRedaction(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  // Before anything is opened: a bad GATEHOUSE_NETWORK_NAMESPACE fails the start here.
  const network = networkSettings(process.env, options.nodeId ?? hostname(), options.network);
  const { db, dialect } = openDatabase(options);
  const redis = options.realtime?.redis;
  const bus: RealtimeBus =
    options.realtime?.bus ??
    (redis
      ? await RedisBus.connect({ url: redis.url, channelPrefix: redis.channelPrefix, log: app.log })
      : new InMemoryBus());
  const realtime = new RealtimeEvents(db, app.log, bus, new SocketRegistry(), loadNotifyCounts);
  let vault: VaultRuntime | undefined;
  const now = options.now ?? (() => new Date());
  const licenceEnv = options.licence?.env ?? process.env;
  const licenceKeys = trustedLicenceKeys(licenceEnv);
  const nodeId = options.nodeId ?? hostname();
  // The sockets are closed by @fastify/websocket in preClose; the realtime events and the bus stop before the database.
  app.addHook('onClose', async () => {
    await vault?.close();
    await realtime.close();
    await bus.close();
    await db.destroy();
  });
  try {
    // A node that cannot hear the others must not take traffic: wait for the bus (Redis) first.
    await bus.ready?.();
    await migrateToLatest(db);
    await runSeed(db);
    const licenceDeps = { db, now, licenceKeys, log: app.log };
    await provisionLicenceFile(
      licenceDeps,
      options.licence?.file === null ? undefined : (options.licence?.file ?? licenceEnv.GATEHOUSE_LICENCE_FILE),
    );
    // Before this node reports itself: a node the licence has no place for does not join the others.
    await assertNodeCapacity(licenceDeps, nodeId);
    // The master key is made (or read) at start, not at the first secret: a bad or wrong key fails here.
    vault = await VaultRuntime.start({
      db,
      dataDir: options.dataDir,
      masterKeys: options.masterKeys ?? masterKeySettingsFromEnv(process.env),
      nodeId,
      now,
      log: app.log,
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  // SSH is the gateway's own; Telnet assets log in through bastion/telnet.
  registerHostConnector('TELNET', telnetConnector);
  // The native clients' PostgreSQL listener lives with the module whose logins and sessions it uses.
  registerNativeHandler('POSTGRESQL', (deps) => new PgListener(deps));
  registerNativeHandler('MYSQL', mysqlListener);
  const deps: Deps = {
    db,
    dialect,
    now,
    log: app.log,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    realtime,
    transferLimits: { ...DEFAULT_TRANSFER_LIMITS, ...options.transfer },
    vault,
    terminals: new TerminalGateway({
      dataDir: options.dataDir,
      nodeId: vault.nodeId,
      graceSeconds: options.terminal?.graceSeconds ?? DEFAULT_GRACE_SECONDS,
      ...(options.terminal?.openRecordingFile ? { openRecordingFile: options.terminal.openRecordingFile } : {}),
    }),
    graphical: new GraphicalGateway({
      dataDir: options.dataDir,
      nodeId: vault.nodeId,
      graceSeconds: options.graphical?.graceSeconds ?? options.terminal?.graceSeconds ?? DEFAULT_GRACE_SECONDS,
      maxSessions: options.graphical?.maxSessions ?? DEFAULT_GRAPHICAL_MAX_SESSIONS,
      loginSettleMs: options.graphical?.loginSettleMs ?? DEFAULT_LOGIN_SETTLE_MS,
    }),
    databases: new DbSessionRegistry({
      nodeId: vault.nodeId,
      idleSeconds: options.database?.idleSeconds ?? DEFAULT_DB_IDLE_SECONDS,
    }),
    webSessions: new WebSessionRegistry(
      vault.nodeId,
      () => now().getTime(),
      new AssetHosts({
        prefix: options.webAssets?.prefix ?? DEFAULT_ASSET_HOST_SETTINGS.prefix,
        baseDomain: options.webAssets?.baseDomain ?? DEFAULT_ASSET_HOST_SETTINGS.baseDomain,
      }),
      options.webAssets?.standingCheckMs ?? 1000,
    ),
    nativeListeners: new NativeListenerSet(app.log),
    licenceKeys,
    sessions: async (token, resolveOptions) => resolveSession(deps, token, resolveOptions),
    tasks: new TaskRunner(vault.nodeId),
    network,
  };
  // Before any traffic: the sessions this node held when it last stopped are closed and their recordings repaired.
  try {
    await closeInterruptedSessions(deps, deps.terminals);
  } catch (error) {
    await app.close();
    throw error;
  }
  // Live sessions end (recording closed, row finished) while the database is still open.
  app.addHook('preClose', () => deps.terminals.shutdown());
  app.addHook('preClose', () => deps.databases.shutdown());
  app.addHook('preClose', () => deps.graphical.shutdown());
  const stopWatchingSignOuts = watchSignOuts(realtime, deps.terminals);
  const stopWatchingDbSignOuts = watchSignOuts(realtime, deps.databases);
  const stopWatchingGraphicalSignOuts = watchSignOuts(realtime, deps.graphical);
  app.addHook('onClose', async () => {
    stopWatchingSignOuts();
    stopWatchingDbSignOuts();
    stopWatchingGraphicalSignOuts();
  });
  app.decorate('gatehouse', deps);
  app.decorateRequest('gatehouseSession', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await registerSecurityHeaders(app);
  await registerRateLimit(app);
  // Before every route: it attaches itself to each route as the route is added.
  await registerCompression(app);
  await registerDocs(app, PRODUCT_VERSION);

  // Before the routes: the socket routes below need the plugin, and `maxPayload` bounds every frame.
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });
  const allowedOrigins = options.realtime?.allowedOrigins ?? [];
  registerNotifySocket(app, deps, realtime, {
    allowedOrigins,
    pingIntervalMs: options.realtime?.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS,
  });
  registerTransferSockets(app, deps, { allowedOrigins });
  registerTerminalSocket(app, deps, { allowedOrigins });
  registerGraphicalSocket(app, deps, { allowedOrigins });
  registerGraphicalWatchSocket(app, deps, { allowedOrigins });
  registerDbStatementSocket(app, deps, { allowedOrigins });
  registerTerminalWatchSocket(app, deps, { allowedOrigins });
  registerShareSocket(app, deps, { allowedOrigins });
  registerGraphicalShareSocket(app, deps, { allowedOrigins });

  registerEndpoints(app, deps, allHandlers, {
    rateLimitFactor: options.rateLimitFactor,
    operationLog: (endpoint) => operationLogWriter(deps, endpoint),
  });
  registerSessionCastRoute(app, deps);
  registerSessionRfbRoute(app, deps);
  await registerFileRoutes(app, deps);
  registerSiteConfigRoute(app, deps);
  scheduleTokenHousekeeping(app, deps);
  scheduleProxyChecks(app, deps);
  scheduleDashboardWatch(app, deps, options.realtime?.dashboardWatchMs);
  scheduleFlowTimers(app, deps);
  scheduleTaskSweeps(app, deps, options.tasks?.sweepMs);
  registerApprovalFlows();
  registerClipboardFlow();
  registerCofferFlows();
  scheduleDefaultModels(app, deps);
  scheduleStandingChecks(app, deps);
  scheduleGraphicalStandingChecks(app, deps);
  scheduleDbSessionLimits(app, deps);
  registerWebAssets(app, deps, { trustProxy: options.trustProxy ?? false });
  // After the database sessions' own shutdown (registered above), so native sessions end as serverStopped.
  app.addHook('preClose', () => deps.nativeListeners.stop());
  await startNativeListeners(
    deps,
    {
      postgresqlPort: null,
      mysqlPort: null,
      host: undefined,
      tlsCertFile: undefined,
      tlsKeyFile: undefined,
      ...options.nativeListeners,
    },
    '0.0.0.0',
  );
  scheduleSecretStrengthPass(app, deps);
  reapplyNetworkAtStart(app, deps);
  app.get('/prod-api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const isServingConsole = await registerStatic(app, options.distDir);
  registerNotFound(app, { spa: isServingConsole });
  return app;
}
