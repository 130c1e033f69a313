import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI built from the same zod schemas the routes validate with. Must be registered before the
 * routes. The UI at /prod-api/docs replaces the console's CSP with its own, only on its own routes:
 * swagger-ui loads its scripts from our origin but needs inline styles and the validator badge image.
 * (swagger-ui's built-in policy adds upgrade-insecure-requests, which breaks plain-HTTP LAN installs.)
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: validator.swagger.io",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gatehouse console API', version },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/prod-api/docs', staticCSP: DOCS_CSP });
}
