import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../shared/codes';
import { AppError } from '../errors/appError';

/**
 * Per-route limits come from the descriptors (`rateLimitPerMinute`), keyed by client address; nothing
 * is limited globally. A refusal is HTTP 429 with the envelope code 429.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(ResponseCode.tooManyRequests, 'tooManyRequests', {}, { httpStatus: 429 }),
  });
}
