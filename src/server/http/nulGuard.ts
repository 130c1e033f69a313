import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { fieldError } from '../errors/appError';

/**
 * Refuses a NUL character anywhere in the params, query or body, naming the field. No field of the API
 * carries one (files travel base64-encoded), PostgreSQL cannot store it in text ("invalid byte sequence")
 * and SQLite would cut C strings at it; one check here keeps it out of every endpoint.
 */
export const refuseNulCharacters: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = nulPath(value, []);
    if (path)
      throw fieldError(path.length > 0 ? path.join('.') : part, 'fieldHasNul', { field: path.join('.') || part });
  }
};

function nulPath(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
