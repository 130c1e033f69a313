import ky, { TimeoutError } from 'ky';
import type { z } from 'zod';
// zod/mini, not zod: this module loads with /login (src/app/features/login/README.md).
import { array, int, object, safeParse } from 'zod/mini';
import { changesState, type Endpoint, type Schema } from '../../shared/api/endpoint';
import { currentLanguage, t } from '../i18n';
import { currentPathname } from '../navigation/navigation';
import { isBrowserOffline, isOffline, noteNetworkFailure, noteServerAnswer } from '../pwa/connectivity';
import { getToken } from '../session/cookies';
import { apiUrl, REQUEST_TIMEOUT_MS } from './config';
import { decideResponse, type Observation, type Text } from './decideResponse';
import { runEffects } from './effects';
import { ApiError } from './errors';
import { renderText } from './renderText';

export { API_BASE, REQUEST_TIMEOUT_MS } from './config';
export { download, saveBase64File } from './download';

type Scalar = string | number | boolean;

export interface CallOptions<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema> {
  params?: z.input<P>;
  query?: z.input<Q>;
  body?: z.input<B>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows failures itself: no error or warning toast (navigation and session expiry still happen). */
  silent?: boolean;
  /** A longer wait than REQUEST_TIMEOUT_MS, for calls that move files (asset import and export). */
  timeoutMs?: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export function buildPath(path: string, params: unknown): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function buildSearch(query: unknown): URLSearchParams {
  const search = new URLSearchParams();
  if (typeof query !== 'object' || query === null) return search;
  for (const [name, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (typeof one === 'string' || typeof one === 'number' || typeof one === 'boolean') {
        search.append(name, String(one as Scalar));
      }
    }
  }
  return search;
}

function baseHeaders(endpoint: Endpoint, extra: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...endpoint.requiredHeaders,
    ...extra,
  };
  // Public calls go without the token: a stale token must not turn the sign-in page into "session expired".
  const token = getToken();
  if (token && endpoint.access !== 'public') headers.Authorization = `Bearer ${token}`;
  return headers;
}

function observeError(error: unknown): Observation {
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'aborted' };
  return { kind: 'network' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's HTML error page, say): the status alone decides.
    return null;
  }
}

/**
 * A change made while offline is refused, never queued (src/app/pwa/README.md): a bastion must not
 * replay a privileged change later, when its author may no longer want it or hold the right to make it.
 */
export function refuseOfflineWrite(silent: boolean): ApiError {
  const text: Text = { key: 'pwa.writeRefused' };
  if (!silent) runEffects([{ type: 'toast', level: 'error', text }]);
  return new ApiError({ kind: 'network', code: 0, msg: renderText(text) });
}

async function exchange(endpoint: Endpoint, options: CallOptions): Promise<Record<string, unknown>> {
  const silent = options.silent ?? false;
  const isWrite = changesState(endpoint);
  if (isWrite && isBrowserOffline()) throw refuseOfflineWrite(silent);
  const sentToken = getToken();
  let observation: Observation;
  try {
    const response = await ky(apiUrl(buildPath(endpoint.path, options.params)), {
      method: endpoint.method,
      searchParams: buildSearch(options.query),
      json: options.body,
      headers: baseHeaders(endpoint, options.headers),
      signal: options.signal,
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
    });
    noteServerAnswer(response);
    observation = { kind: 'response', status: response.status, body: await readBody(response) };
  } catch (error) {
    observation = observeError(error);
  }
  return settle(observation, { silent, isWrite, sentToken });
}

export interface SettleOptions {
  silent: boolean;
  /** The call changes something (changesState). */
  isWrite: boolean;
  /** The token the call went out with. */
  sentToken: string | undefined;
}

/**
 * What one answer or transport failure comes to (spec §8): the envelope of a success, or an ApiError once its
 * effects are carried out. Shared by the ky calls here and the upload's XMLHttpRequest (sendFile.ts).
 */
export function settle(
  observation: Observation,
  { silent, isWrite, sentToken }: SettleOptions,
): Record<string, unknown> {
  // Known before this failure is noted: the first call to find the server gone says so (spec §8), the
  // ones after it leave it to the offline notice instead of stacking toasts.
  const wasOffline = isOffline() || isBrowserOffline();
  if (observation.kind === 'network') {
    noteNetworkFailure();
    // The write may not have reached the server: say so plainly, and keep nothing to send again.
    if (isWrite) throw refuseOfflineWrite(silent);
  }
  const decision = decideResponse(observation, {
    silent,
    pathname: currentPathname(),
    isSessionCurrent: sentToken === getToken(),
    isOffline: wasOffline,
  });
  runEffects(decision.effects);
  if (decision.outcome === 'fail') {
    const { failure } = decision;
    throw new ApiError({ ...failure, msg: renderText(failure.text) });
  }
  return observation.kind === 'response' && typeof observation.body === 'object' && observation.body !== null
    ? (observation.body as Record<string, unknown>)
    : {};
}

function replyError(endpoint: Endpoint, issues: z.core.$ZodIssue[], silent: boolean): ApiError {
  // The server and the console disagree on the contract: log it for the developer, tell the user briefly.
  console.error(`Reply of ${endpoint.method} ${endpoint.path} does not match its schema`, issues);
  const text: Text = { key: 'http.invalidReply' };
  if (!silent) runEffects([{ type: 'toast', level: 'error', text }]);
  return new ApiError({ kind: 'reply', code: 500, msg: t('http.invalidReply') });
}

/** Calls one endpoint and answers its `data`, parsed with the endpoint's reply schema. */
export async function call<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  endpoint: Endpoint<P, Q, B, R>,
  options: CallOptions<P, Q, B> = {},
): Promise<z.output<R>> {
  return dataOf(endpoint, await exchange(endpoint, options), options.silent ?? false);
}

/** An envelope's `data`, parsed with the endpoint's reply schema. */
export function dataOf<R extends Schema>(
  endpoint: Endpoint<Schema, Schema, Schema, R>,
  envelope: Record<string, unknown>,
  silent: boolean,
): z.output<R> {
  const parsed = safeParse(endpoint.reply, envelope.data ?? null);
  if (!parsed.success) throw replyError(endpoint, parsed.error.issues, silent);
  return parsed.data;
}

/** Calls a `paged` endpoint and answers `{rows, total}`, each row parsed with the reply schema. */
export async function callPage<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  endpoint: Endpoint<P, Q, B, R>,
  options: CallOptions<P, Q, B> = {},
): Promise<Page<z.output<R>>> {
  const body = await exchange(endpoint, options);
  const parsed = safeParse(object({ rows: array(endpoint.reply), total: int() }), body);
  if (!parsed.success) throw replyError(endpoint, parsed.error.issues, options.silent ?? false);
  return { rows: parsed.data.rows, total: parsed.data.total };
}
