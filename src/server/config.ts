import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean;
  /** The built console (vite build output). */
  distDir: string;
}

/** Configuration from the environment: PORT, HOST, GATEHOUSE_DATA_DIR, DATABASE_URL, GATEHOUSE_TRUST_PROXY,
 * GATEHOUSE_DIST_DIR. */
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
  };
}
