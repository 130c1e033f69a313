/**
 * The one error type the data layer throws. `msg` is the text already shown (or that would have been
 * shown) to the user, in the current language; `code` is the envelope code, the HTTP status when the
 * body carried none, or 0 for transport failures.
 */
export type ApiErrorKind = 'business' | 'http' | 'session' | 'network' | 'timeout' | 'aborted' | 'reply';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: number;
  msg: string;
  field?: string | undefined;
  status?: number | undefined;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly field?: string | undefined;
  readonly status?: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.msg);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.field = init.field;
    this.status = init.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
