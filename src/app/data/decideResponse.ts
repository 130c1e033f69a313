import {
  ERROR_PAGE_STATUSES,
  ERROR_TOAST_CODES,
  ResponseCode,
  SESSION_EXPIRED_CODES,
  SILENT_CODES,
} from '../../shared/codes';
import type { ApiErrorKind } from './errors';

/**
 * Spec §8 "Response handling" as a pure function: what the console does with one answer (or one
 * transport failure). http.ts carries out the effects; tests/unit/decideResponse.test.ts walks the table.
 */

/** A text to show: an i18n key (with parameters) or a message the server already wrote. */
export type Text = { key: string; params?: Record<string, string | number> } | { raw: string };

export type ToastLevel = 'success' | 'error' | 'warning' | 'info';

export type Effect =
  | { type: 'toast'; level: ToastLevel; text: Text }
  | { type: 'navigate'; to: string }
  | { type: 'clearSession' }
  | { type: 'reload'; delayMs: number };

export type Observation =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

export interface DecideContext {
  /** The request asked not to announce its own failure (it shows it inline). */
  silent: boolean;
  /** location.pathname of the page that made the request. */
  pathname: string;
  /**
   * False when the token the call was sent with is no longer the stored one (signed out, or signed in
   * anew, while the call was in flight): its "session expired" is old news, and clearing or reloading
   * would cut across the way to /login or end the new session.
   */
  isSessionCurrent?: boolean;
  /**
   * The connection was already known to be down (browser offline, or the server unreachable) when this
   * call failed in transport: the offline notice (src/app/pwa) says so once, so no toast per call.
   */
  isOffline?: boolean;
}

export interface Failure {
  kind: ApiErrorKind;
  code: number;
  text: Text;
  field?: string | undefined;
  status?: number | undefined;
}

export type Decision = { outcome: 'ok'; effects: Effect[] } | { outcome: 'fail'; effects: Effect[]; failure: Failure };

export interface EnvelopeHead {
  code: number;
  msg: string;
  field?: string | undefined;
}

/** Local code table, consulted before the server's msg (spec §8). */
const CODE_TEXT: Readonly<Record<number, string>> = {
  401: 'msg.unauthorised',
  403: 'msg.forbidden',
  404: 'msg.notFound',
};
const DEFAULT_TEXT: Text = { key: 'msg.unknownError' };
const SUCCESS_RELOAD_MARK = '权限';
const SUCCESS_RELOAD_DELAY_MS = 500;

/** Reads code/msg/field of an envelope; a body without a numeric code counts as code 200. */
export function readEnvelope(body: unknown): EnvelopeHead | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const code = typeof record.code === 'number' ? record.code : ResponseCode.ok;
  const msg = typeof record.msg === 'string' ? record.msg : '';
  return { code, msg, field: fieldOf(record.data) };
}

/** The field a refusal names: the server puts it in the envelope's data (`data: { field }`). */
function fieldOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('field' in data)) return undefined;
  return typeof data.field === 'string' ? data.field : undefined;
}

export function resolveText(code: number, msg: string): Text {
  const key = CODE_TEXT[code];
  if (key) return { key };
  return msg ? { raw: msg } : DEFAULT_TEXT;
}

const toast = (level: ToastLevel, text: Text): Effect => ({ type: 'toast', level, text });
const fail = (effects: Effect[], failure: Failure): Decision => ({ outcome: 'fail', effects, failure });

function decideTransport(kind: 'network' | 'timeout' | 'aborted', quiet: boolean): Decision {
  if (kind === 'aborted') return fail([], { kind, code: 0, text: { key: 'http.aborted' } });
  const text: Text = { key: kind === 'network' ? 'http.networkError' : 'http.timeout' };
  return fail(quiet ? [] : [toast('error', text)], { kind, code: 0, text });
}

function decideHttpStatus(status: number, body: unknown, silent: boolean): Decision {
  const envelope = readEnvelope(body);
  const code = envelope && typeof (body as Record<string, unknown>).code === 'number' ? envelope.code : status;
  if (ERROR_PAGE_STATUSES.includes(status)) {
    const text = resolveText(status, envelope?.msg ?? '');
    return fail([{ type: 'navigate', to: `/${status}` }], { kind: 'http', code, text, status });
  }
  // An answer like HTTP 429 still carries an envelope whose msg says what happened.
  const text: Text = envelope?.msg ? { raw: envelope.msg } : { key: 'http.statusError', params: { status } };
  return fail(silent ? [] : [toast('error', text)], { kind: 'http', code, text, status });
}

function decideBody(envelope: EnvelopeHead, context: DecideContext): Decision {
  const { code, msg, field } = envelope;
  const failure = (text: Text, kind: ApiErrorKind = 'business'): Failure => ({ kind, code, text, field });
  if (code === ResponseCode.ok) {
    const effects: Effect[] = msg.includes(SUCCESS_RELOAD_MARK)
      ? [{ type: 'reload', delayMs: SUCCESS_RELOAD_DELAY_MS }]
      : [];
    return { outcome: 'ok', effects };
  }
  if (code === ResponseCode.notFoundPage) {
    return fail([{ type: 'navigate', to: '/404' }], failure(resolveText(code, msg)));
  }
  if (SESSION_EXPIRED_CODES.includes(code)) {
    if (context.isSessionCurrent === false) return fail([], failure({ key: 'msg.sessionInvalid' }, 'session'));
    const onTerminal = context.pathname === '/terminal' || context.pathname.startsWith('/terminal/');
    const effects: Effect[] = onTerminal
      ? [{ type: 'clearSession' }, toast('error', { key: 'msg.loginExpired' })]
      : [{ type: 'clearSession' }, { type: 'reload', delayMs: 0 }];
    return fail(effects, failure({ key: 'msg.sessionInvalid' }, 'session'));
  }
  if (code === ResponseCode.initialised) {
    const text: Text = { key: 'msg.initialised' };
    return fail([{ type: 'navigate', to: '/login' }, toast('warning', text)], failure(text));
  }
  if (code === ResponseCode.captchaExpired) {
    const text: Text = { key: 'msg.captchaExpired' };
    return fail(context.silent ? [] : [toast('warning', text)], failure(text));
  }
  const text = resolveText(code, msg);
  // The forced-change dialog already says it; a toast per call of the page behind it says nothing new.
  if (code === ResponseCode.passwordChangeRequired) return fail([], failure(text));
  const quiet = context.silent || (!ERROR_TOAST_CODES.includes(code) && SILENT_CODES.includes(code));
  return fail(quiet ? [] : [toast('error', text)], failure(text));
}

export function decideResponse(observation: Observation, context: DecideContext): Decision {
  if (observation.kind !== 'response') {
    return decideTransport(observation.kind, context.silent || context.isOffline === true);
  }
  const { status, body } = observation;
  if (status < 200 || status >= 300) return decideHttpStatus(status, body, context.silent);
  const envelope = readEnvelope(body) ?? { code: ResponseCode.ok, msg: '' };
  return decideBody(envelope, context);
}
