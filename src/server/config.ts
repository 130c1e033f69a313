import { resolve } from 'node:path';

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
  /** Largest transfer in bytes (GATEHOUSE_TRANSFER_MAX_BYTES, default 1 GiB). */
  transferMaxBytes: number | undefined;
}

/** Configuration from the environment: PORT, HOST, GATEHOUSE_DATA_DIR, DATABASE_URL, GATEHOUSE_TRUST_PROXY,
 * GATEHOUSE_DIST_DIR, GATEHOUSE_ALLOWED_ORIGINS, GATEHOUSE_NOTIFY_PING_MS, GATEHOUSE_TRANSFER_MAX_BYTES. */
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
    transferMaxBytes: positiveInt(env, 'GATEHOUSE_TRANSFER_MAX_BYTES'),
  };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} is not a positive integer: ${text}`);
  return value;
}
