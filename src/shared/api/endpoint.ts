import type { z } from 'zod';
import type { EndpointAudit } from './auditSpec';

/** Any zod schema, full API or zod/mini (the /login contracts in signInPage.ts use the latter). */
export type Schema = z.core.$ZodType;

/**
 * One endpoint, declared once as data. The server registers it (validation, permission check, OpenAPI);
 * the console calls it through one typed helper. Paths are relative to the base path /prod-api and use
 * `:name` for path parameters.
 *
 * access:
 *  - 'public': no token needed (sign-in page, captcha, first-time setup);
 *  - 'authenticated': any signed-in user;
 *  - a permission string: the signed-in user must hold it (or `*:*:*`).
 *
 * reply describes `data` of the envelope `{code, msg, data}`; for `paged` endpoints it describes one row
 * of `{code, msg, rows, total}`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'authenticated' | string;

export interface Endpoint<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Reply extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  reply: Reply;
  paged?: boolean;
  /** A rate-limited endpoint: at most `max` calls per minute per client address. */
  rateLimitPerMinute?: number;
  /** Headers the endpoint requires, e.g. { platform: 'WEB' } on password sign-in. */
  requiredHeaders?: Record<string, string>;
  /** Operation-log details for a non-GET endpoint beyond the defaults (src/shared/api/auditSpec.ts). */
  audit?: EndpointAudit;
  /** A body limit above the server's default (1 MB), e.g. for a file sent base64-encoded. */
  bodyLimitBytes?: number;
  /**
   * What the call does, where its method says otherwise (spec §7 flow calls: lists read with POST, a request
   * is withdrawn with GET). Changes are written to the operation log and refused offline; reads are not.
   */
  effect?: 'read' | 'change';
  /**
   * A wall-screen session (isWallScreenOnly, docs/wall-screen.md) may call it: the session's own calls (who, menu,
   * sign-out, a due password change) and the dashboards. Every endpoint without it refuses such a session (403).
   */
  wallScreen?: true;
}

/** Whether a call changes something: its declared effect, else anything but GET. */
export function changesState(endpoint: Pick<Endpoint, 'method' | 'effect'>): boolean {
  return endpoint.effect ? endpoint.effect === 'change' : endpoint.method !== 'GET';
}

export function endpoint<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Reply extends Schema = Schema,
>(definition: Endpoint<Params, Query, Body, Reply>): Endpoint<Params, Query, Body, Reply> {
  return definition;
}

export type ParamsOf<E> = E extends Endpoint<infer P, Schema, Schema, Schema> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<Schema, infer Q, Schema, Schema> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<Schema, Schema, infer B, Schema> ? z.input<B> : never;
export type ReplyOf<E> = E extends Endpoint<Schema, Schema, Schema, infer R> ? z.output<R> : never;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}
