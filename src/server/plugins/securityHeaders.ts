import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP for the console: scripts only from our origin (no inline, no eval); inline styles are
 * allowed because Fluent UI injects them at run time; ws:/wss: for the notification and terminal
 * sockets; blob: workers for the SharedWorker fallback. /prod-api/docs sets its own policy (see docs.ts).
 * The USB-key driver talks to the local key-device service (spec §7), so its origins may be fetched too.
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
        connectSrc: ["'self'", 'ws:', 'wss:', ...usbKeyServiceOrigins()],
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

/** The vendor's local key-device service: port 8090 on this machine, or GATEHOUSE_USB_KEY_SERVICE (comma-separated origins). */
export function usbKeyServiceOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.GATEHOUSE_USB_KEY_SERVICE ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => URL.canParse(origin))
    .map((origin) => new URL(origin).origin);
  return configured.length > 0 ? configured : ['http://127.0.0.1:8090', 'http://localhost:8090'];
}
