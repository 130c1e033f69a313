import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import { allEndpoints } from '../../shared/api';
import { changesState, type Endpoint } from '../../shared/api/endpoint';
import { ResponseCode } from '../../shared/codes';
import { formatMessage } from '../../shared/messages';
import type { Deps } from '../deps';
import { AppError } from '../errors/appError';
import { authenticate } from '../plugins/auth';
import { envelopeSchema } from './envelope';
import type { HandlerContext, RouteHandler } from './handler';
import { langOf } from './i18n';
import { refuseNulCharacters } from './nulGuard';

export const API_PREFIX = '/prod-api';

export interface RegisterOptions {
  endpoints?: readonly Endpoint[];
  /** Multiplies every descriptor's per-minute limit; for many users behind one address (GATEHOUSE_RATE_LIMIT_FACTOR). */
  rateLimitFactor?: number;
  /**
   * Writes the operation log of one state-changing endpoint (modules/audit, handed in by app.ts): every
   * such call, refused or not, lands in it.
   */
  operationLog?: (endpoint: Endpoint) => onSendAsyncHookHandler<unknown>;
}

/**
 * Registers every shared endpoint descriptor as a route: path under /prod-api, zod validation of
 * params/query/body, required headers, access check, rate limit, OpenAPI, and the envelope around what
 * the module's handler returns. A descriptor without a handler answers "not available" instead of
 * failing the start, so the console's contract can run ahead of the server.
 */
export function registerEndpoints(
  app: FastifyInstance,
  deps: Deps,
  handlers: readonly RouteHandler[],
  { endpoints = allEndpoints, rateLimitFactor = 1, operationLog }: RegisterOptions = {},
): void {
  const byEndpoint = new Map(handlers.map((handler) => [handler.endpoint, handler]));
  for (const endpoint of endpoints) {
    const handler = byEndpoint.get(endpoint) ?? notImplemented(endpoint);
    if (handler.paged !== Boolean(endpoint.paged)) {
      throw new Error(`Handler of ${endpoint.method} ${endpoint.path} disagrees with the descriptor on paging`);
    }
    app.route({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: envelopeSchema(endpoint) },
      },
      ...(endpoint.bodyLimitBytes ? { bodyLimit: endpoint.bodyLimitBytes } : {}),
      config: endpoint.rateLimitPerMinute
        ? { rateLimit: { max: Math.ceil(endpoint.rateLimitPerMinute * rateLimitFactor), timeWindow: 60_000 } }
        : {},
      // preParsing: after the rate limit (onRequest), before the body is read and validated, so an
      // unauthenticated caller learns nothing about the payload the endpoint expects.
      preParsing: [requireHeaders(endpoint), authenticate(deps, endpoint)],
      preValidation: refuseNulCharacters,
      ...(!changesState(endpoint) || !operationLog ? {} : { onSend: operationLog(endpoint) }),
      handler: async (request, reply) => {
        const lang = langOf(request);
        const ctx: HandlerContext = {
          params: request.params,
          query: request.query,
          body: request.body,
          session: request.gatehouseSession,
          lang,
          ip: request.ip,
          userAgent: userAgentOf(request),
          request,
          reply,
          deps,
        };
        const result = await handler.run(ctx);
        request.gatehouseReplyData = result;
        const msg = formatMessage(handler.successMessage ?? 'ok', lang);
        if (handler.paged) {
          const page = result as { rows: unknown[]; total: number };
          return { code: ResponseCode.ok, msg, rows: page.rows, total: page.total };
        }
        return { code: ResponseCode.ok, msg, data: result === undefined ? null : result };
      },
    });
  }
}

function requireHeaders(endpoint: Endpoint): preParsingAsyncHookHandler {
  const required = Object.entries(endpoint.requiredHeaders ?? {});
  return async (request) => {
    for (const [name, value] of required) {
      if (request.headers[name.toLowerCase()] !== value) {
        throw new AppError(
          ResponseCode.badRequest,
          'headerRequired',
          { header: `${name}: ${value}` },
          {
            data: { field: name },
          },
        );
      }
    }
  };
}

function notImplemented(endpoint: Endpoint): RouteHandler {
  return {
    endpoint,
    paged: Boolean(endpoint.paged),
    run: async () => {
      throw new AppError(ResponseCode.serviceUnavailable, 'notImplemented');
    },
  };
}

export function userAgentOf(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}
