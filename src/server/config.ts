import { resolve } from 'node:path';
import { type MasterKeySettings, masterKeySettingsFromEnv } from './security/masterKeyRing';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean;
  /** The built console (vite build output). */
  distDir: string;
  /** Extra page origins allowed on the sockets (GATEHOUSE_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** Notify heartbeat period (GATEHOUSE_NOTIFY_PING_MS, default 25000). */
  pingIntervalMs: number | undefined;
  /** How often the dashboard's figures are compared while a console watches them (GATEHOUSE_DASHBOARD_WATCH_MS, default 1000). */
  dashboardWatchMs: number | undefined;
  /** Largest transfer in bytes (GATEHOUSE_TRANSFER_MAX_BYTES, default 1 GiB). */
  transferMaxBytes: number | undefined;
  /** Redis carrying realtime events between several nodes (REDIS_URL); one node alone when unset. */
  redisUrl: string | undefined;
  /** Channel prefix on that Redis (GATEHOUSE_REDIS_CHANNEL_PREFIX, default `gatehouse:realtime:`). */
  redisChannelPrefix: string | undefined;
  /** The vault's master keys (GATEHOUSE_MASTER_KEY, GATEHOUSE_MASTER_KEY_PREVIOUS); key files when unset. */
  masterKeys: MasterKeySettings | undefined;
  /** This node's name among several on one database (GATEHOUSE_NODE_ID, default the host name). */
  nodeId: string | undefined;
  /** Seconds a terminal session without its browser socket stays open (GATEHOUSE_TERMINAL_GRACE_SECONDS, default 60). */
  terminalGraceSeconds: number | undefined;
  /** Graphical sessions one node runs at once (GATEHOUSE_GRAPHICAL_MAX_SESSIONS, default 20; docs/rdp.md). */
  graphicalMaxSessions: number | undefined;
  /** Multiplies every per-minute rate limit, for offices that reach Gatehouse from one address (GATEHOUSE_RATE_LIMIT_FACTOR, default 1). */
  rateLimitFactor: number | undefined;
  /** Native database clients' listeners (docs/database-sessions.md): port, 0 a random one, null off. */
  nativeListeners: NativeListenerConfig;
  /** Web assets' origins (docs/web-assets.md): GATEHOUSE_WEB_ASSET_DOMAIN (default: the console's host), GATEHOUSE_WEB_ASSET_PREFIX (default `asset-`). */
  webAssets: { baseDomain: string | undefined; prefix: string | undefined };
}

export interface NativeListenerConfig {
  /** GATEHOUSE_PG_LISTEN_PORT, default 15432; `off` disables it, `0` picks a free port. */
  postgresqlPort: number | null;
  /** GATEHOUSE_MYSQL_LISTEN_PORT, default 13306; `off` disables it, `0` picks a free port. */
  mysqlPort: number | null;
  /** The address they listen on (GATEHOUSE_DB_LISTEN_HOST, default HOST). */
  host: string | undefined;
  /** PEM files of the client-side TLS certificate (GATEHOUSE_DB_TLS_CERT, GATEHOUSE_DB_TLS_KEY); self-signed in the data dir when unset. */
  tlsCertFile: string | undefined;
  tlsKeyFile: string | undefined;
}

/** Configuration from the environment: PORT, HOST, GATEHOUSE_DATA_DIR, DATABASE_URL, GATEHOUSE_TRUST_PROXY,
 * GATEHOUSE_DIST_DIR, GATEHOUSE_ALLOWED_ORIGINS, GATEHOUSE_NOTIFY_PING_MS, GATEHOUSE_DASHBOARD_WATCH_MS, GATEHOUSE_TRANSFER_MAX_BYTES, REDIS_URL,
 * GATEHOUSE_REDIS_CHANNEL_PREFIX, GATEHOUSE_TERMINAL_GRACE_SECONDS, GATEHOUSE_GRAPHICAL_MAX_SESSIONS, GATEHOUSE_RATE_LIMIT_FACTOR,
 * GATEHOUSE_PG_LISTEN_PORT, GATEHOUSE_MYSQL_LISTEN_PORT, GATEHOUSE_DB_LISTEN_HOST, GATEHOUSE_DB_TLS_CERT, GATEHOUSE_DB_TLS_KEY, GATEHOUSE_WEB_ASSET_DOMAIN, GATEHOUSE_WEB_ASSET_PREFIX. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.GATEHOUSE_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: env.GATEHOUSE_TRUST_PROXY === 'true',
    distDir: resolve(env.GATEHOUSE_DIST_DIR || './dist'),
    allowedOrigins: (env.GATEHOUSE_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .map((origin) => {
        if (!URL.canParse(origin)) throw new Error(`GATEHOUSE_ALLOWED_ORIGINS has a bad origin: ${origin}`);
        return new URL(origin).origin;
      }),
    pingIntervalMs: positiveInt(env, 'GATEHOUSE_NOTIFY_PING_MS'),
    dashboardWatchMs: positiveInt(env, 'GATEHOUSE_DASHBOARD_WATCH_MS'),
    transferMaxBytes: positiveInt(env, 'GATEHOUSE_TRANSFER_MAX_BYTES'),
    redisUrl: redisUrl(env.REDIS_URL),
    redisChannelPrefix: env.GATEHOUSE_REDIS_CHANNEL_PREFIX || undefined,
    masterKeys: masterKeySettingsFromEnv(env),
    nodeId: env.GATEHOUSE_NODE_ID || undefined,
    terminalGraceSeconds: positiveInt(env, 'GATEHOUSE_TERMINAL_GRACE_SECONDS'),
    graphicalMaxSessions: positiveInt(env, 'GATEHOUSE_GRAPHICAL_MAX_SESSIONS'),
    rateLimitFactor: positiveNumber(env, 'GATEHOUSE_RATE_LIMIT_FACTOR'),
    nativeListeners: {
      postgresqlPort: listenPort(env, 'GATEHOUSE_PG_LISTEN_PORT', 15432),
      mysqlPort: listenPort(env, 'GATEHOUSE_MYSQL_LISTEN_PORT', 13306),
      host: env.GATEHOUSE_DB_LISTEN_HOST || undefined,
      tlsCertFile: tlsFile(env, 'GATEHOUSE_DB_TLS_CERT', 'GATEHOUSE_DB_TLS_KEY'),
      tlsKeyFile: tlsFile(env, 'GATEHOUSE_DB_TLS_KEY', 'GATEHOUSE_DB_TLS_CERT'),
    },
    webAssets: {
      baseDomain: hostPart(env, 'GATEHOUSE_WEB_ASSET_DOMAIN', /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i),
      prefix: hostPart(env, 'GATEHOUSE_WEB_ASSET_PREFIX', /^[a-z]([a-z0-9-]*[a-z0-9-])?$/i),
    },
  };
}

/** A piece of a host name from the environment, checked so a typo fails the start rather than every web asset. */
function hostPart(env: NodeJS.ProcessEnv, name: string, pattern: RegExp): string | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!pattern.test(text)) throw new Error(`${name} is not a valid host name part: ${text}`);
  return text.toLowerCase();
}

/** A listener's port: the default when unset, `off` none, `0` any free port. */
function listenPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number | null {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (text.toLowerCase() === 'off') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} is not a port number or off: ${text}`);
  return value;
}

/** The certificate and its key come together or not at all. */
function tlsFile(env: NodeJS.ProcessEnv, name: string, other: string): string | undefined {
  const text = env[name];
  if (!text) return undefined;
  if (!env[other]) throw new Error(`${name} is set without ${other}`);
  return resolve(text);
}

function positiveInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} is not a positive integer: ${text}`);
  return value;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} is not a positive number: ${text}`);
  return value;
}

function redisUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const protocol = URL.canParse(text) ? new URL(text).protocol : '';
  // Not echoed: the URL may hold a password.
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error('REDIS_URL is not a redis:// or rediss:// URL');
  return text;
}
