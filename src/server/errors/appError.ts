import { ResponseCode } from '../../shared/codes';
import type { MessageKey } from '../../shared/messages';

/**
 * The one error type of the server: a body code of spec §8, a message key rendered in the caller's
 * language, and optional data (e.g. `{ field }` for validation). HTTP status stays 200 unless set, because
 * the console turns HTTP 400/401/403/404/503 into error pages.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly options: { httpStatus?: number; data?: unknown } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return this.options.httpStatus ?? 200;
  }
}

export const sessionInvalid = () => new AppError(ResponseCode.sessionExpired, 'sessionInvalid');
export const forbidden = () => new AppError(ResponseCode.forbidden, 'forbidden');
export const passwordChangeRequired = () => new AppError(ResponseCode.passwordChangeRequired, 'passwordChangeRequired');

/** A validation failure on one field, answered like a schema failure: code 400, data.field. */
export const fieldError = (field: string, messageKey: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ResponseCode.badRequest, messageKey, params, { data: { field } });
