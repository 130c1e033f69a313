import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  trustProxy: config.trustProxy,
  distDir: config.distDir,
  realtime: {
    allowedOrigins: config.allowedOrigins,
    ...(config.pingIntervalMs ? { pingIntervalMs: config.pingIntervalMs } : {}),
    ...(config.redisUrl ? { redis: { url: config.redisUrl, channelPrefix: config.redisChannelPrefix } } : {}),
  },
  ...(config.transferMaxBytes ? { transfer: { maxBytes: config.transferMaxBytes } } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
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
