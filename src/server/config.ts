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
  /** Multiplies every per-minute rate limit, for offices that reach Gatehouse from one address (GATEHOUSE_RATE_LIMIT_FACTOR, default 1). */
  rateLimitFactor: number | undefined;
}

/** Configuration from the environment: PORT, HOST, GATEHOUSE_DATA_DIR, DATABASE_URL, GATEHOUSE_TRUST_PROXY,
 * GATEHOUSE_DIST_DIR, GATEHOUSE_ALLOWED_ORIGINS, GATEHOUSE_NOTIFY_PING_MS, GATEHOUSE_DASHBOARD_WATCH_MS, GATEHOUSE_TRANSFER_MAX_BYTES, REDIS_URL,
 * GATEHOUSE_REDIS_CHANNEL_PREFIX, GATEHOUSE_TERMINAL_GRACE_SECONDS, GATEHOUSE_RATE_LIMIT_FACTOR. */
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
    rateLimitFactor: positiveNumber(env, 'GATEHOUSE_RATE_LIMIT_FACTOR'),
  };
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
