import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResponseCode } from '../../shared/codes';
import { formatMessage, type Lang, type MessageKey } from '../../shared/messages';
import { AppError } from '../errors/appError';
import { sendEnvelope } from '../http/envelope';
import { langOf, namesField, renderRef } from '../http/i18n';

/**
 * The one error handler (spec §8). Business and validation failures answer HTTP 200 with a body code,
 * because the console shows HTTP 400/401/403/404/503 as error pages. Only an oversized body (413), rate
 * limiting (429) and unexpected failures (500) change the HTTP status. Nothing but our own messages reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = langOf(request);
    if (error instanceof AppError) return sendEnvelope(reply, error.httpStatus, appErrorEnvelope(error, lang));
    if (hasZodFastifySchemaValidationErrors(error)) return sendValidationError(error, request, reply, lang);
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendEnvelope(reply, 429, {
        code: ResponseCode.tooManyRequests,
        msg: formatMessage('tooManyRequests', lang),
      });
    }
    if (status === 413) {
      return sendEnvelope(reply, 413, { code: ResponseCode.payloadTooLarge, msg: formatMessage('bodyTooLarge', lang) });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      request.log.info({ err: error }, 'request refused');
      return sendEnvelope(reply, 200, { code: ResponseCode.badRequest, msg: formatMessage('badRequest', lang) });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendEnvelope(reply, 500, { code: ResponseCode.serverError, msg: formatMessage('unknownError', lang) });
  });
}

/** Messages that do not say which field they are about; the field goes in front, as for schema failures. */
const FIELDLESS_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>(['lengthBetween', 'maxLength']);

function fieldOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('field' in data)) return null;
  return typeof data.field === 'string' ? data.field : null;
}

type ZodValidationError = FastifyError & { validation: { instancePath: string; message?: string }[] };

function sendValidationError(error: ZodValidationError, request: FastifyRequest, reply: FastifyReply, lang: Lang) {
  const issue = error.validation[0];
  const path = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path || (error.validationContext ?? 'body');
  const ref = issue?.message ?? '';
  request.log.info({ field, ref }, 'validation failed');
  return sendEnvelope(reply, 200, validationEnvelope(field, ref, lang));
}

/** A business refusal as the envelope says it (also for the sockets that answer like the HTTP calls). */
export function appErrorEnvelope(error: AppError, lang: Lang): { code: number; msg: string; data: unknown } {
  const text = formatMessage(error.messageKey, lang, error.params);
  const field = fieldOf(error.options.data);
  return {
    code: error.code,
    msg: field && FIELDLESS_KEYS.has(error.messageKey) ? `${field}: ${text}` : text,
    data: error.options.data,
  };
}

/** A schema failure on `field` with the schema's message reference (msgRef), as the envelope says it. */
export function validationEnvelope(field: string, ref: string, lang: Lang) {
  const rendered = renderRef(ref, lang);
  // A message that does not say which field it is about gets the field in front: "username: …".
  const msg =
    rendered === null
      ? formatMessage('fieldInvalid', lang, { field })
      : namesField(ref)
        ? rendered
        : `${field}: ${rendered}`;
  return { code: ResponseCode.badRequest, msg, data: { field } };
}
