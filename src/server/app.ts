import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrateToLatest, openDatabase } from './db/database';
import { runSeed } from './db/seed';
import type { Deps } from './deps';
import { registerEndpoints } from './http/registrar';
import { allHandlers } from './modules';
import { PRODUCT_VERSION } from './modules/system/routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/jsonBody';
import { registerNotFound } from './plugins/notFound';
import { registerRateLimit } from './plugins/rateLimit';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStatic } from './plugins/static';

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
  app.addHook('onClose', async () => db.destroy());
  try {
    await migrateToLatest(db);
    await runSeed(db);
  } catch (error) {
    await app.close();
    throw error;
  }
  const deps: Deps = {
    db,
    dialect,
    now: options.now ?? (() => new Date()),
    log: app.log,
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

  registerEndpoints(app, deps, allHandlers);
  app.get('/prod-api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const isServingConsole = await registerStatic(app, options.distDir);
  registerNotFound(app, { spa: isServingConsole });
  return app;
}
