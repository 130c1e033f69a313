import { buildApp } from './app';
import { runVaultCommand } from './cli/vaultCommands';
import { readConfig } from './config';
import { VaultError } from './security/vaultError';

const config = readConfig();
// `node dist-server/main.js rotate-master-key` and the other vault commands run and exit instead of serving.
if (process.argv[2]) process.exit(await runVaultCommand(process.argv.slice(2), config));
const app = await buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  trustProxy: config.trustProxy,
  distDir: config.distDir,
  realtime: {
    allowedOrigins: config.allowedOrigins,
    ...(config.pingIntervalMs ? { pingIntervalMs: config.pingIntervalMs } : {}),
    ...(config.dashboardWatchMs ? { dashboardWatchMs: config.dashboardWatchMs } : {}),
    ...(config.redisUrl ? { redis: { url: config.redisUrl, channelPrefix: config.redisChannelPrefix } } : {}),
  },
  ...(config.transferMaxBytes ? { transfer: { maxBytes: config.transferMaxBytes } } : {}),
  masterKeys: config.masterKeys,
  nodeId: config.nodeId,
  terminal: { graceSeconds: config.terminalGraceSeconds },
  graphical: { maxSessions: config.graphicalMaxSessions },
  rateLimitFactor: config.rateLimitFactor,
  nativeListeners: { ...config.nativeListeners, host: config.nativeListeners.host ?? config.host },
  webAssets: config.webAssets,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
}).catch((error: unknown) => {
  // A master key that does not fit the database: said in one line, without a stack (docs/vault.md).
  if (!(error instanceof VaultError)) throw error;
  console.error(`Gatehouse cannot start: ${error.message}`);
  process.exit(1);
});

/**
 * Live sessions end and recordings close in app.close(); a connection that never lets go (a peer gone
 * silent mid-request) must not keep a stopping node alive, so the service manager's stop always ends.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const deadline = setTimeout(() => {
      console.error(`Gatehouse did not finish stopping within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const { port } = app.server.address() as { port: number };
console.log(`Gatehouse listening on http://${shownHost}:${port}`);
