import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';

/** The zod schema of the success envelope of one endpoint; serialising through it strips extra fields. */
export function envelopeSchema(endpoint: Endpoint): z.ZodType {
  const head = { code: z.number().int(), msg: z.string() };
  return endpoint.paged
    ? z.object({ ...head, rows: z.array(endpoint.reply), total: z.number().int() })
    : z.object({ ...head, data: endpoint.reply });
}

/**
 * Sends an envelope already serialised, bypassing the route's success schema (an error envelope does
 * not match it). Used by the error and not-found handlers only.
 */
export function sendEnvelope(
  reply: FastifyReply,
  httpStatus: number,
  body: { code: number; msg: string; data?: unknown },
): FastifyReply {
  return reply
    .code(httpStatus)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ code: body.code, msg: body.msg, data: body.data ?? null }));
}
