import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP for the console: scripts only from our origin (no inline, no eval); inline styles are
 * allowed because Fluent UI injects them at run time; ws:/wss: for the notification and terminal
 * sockets; blob: workers for the SharedWorker fallback. /prod-api/docs sets its own policy (see docs.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Same-origin console; cross-origin isolation would break nothing we use, but gains nothing either.
    crossOriginEmbedderPolicy: false,
  });
}
