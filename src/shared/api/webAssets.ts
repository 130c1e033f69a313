import { z } from 'zod';
import { Permission } from '../access/permissions';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/**
 * Web sessions (docs/web-assets.md): the operator opens a web asset (type web 2, protocol HTTP(S)) with an account
 * they may use; the bastion answers a one-time launch URL on the asset's own origin (`asset-<id>.<base domain>`),
 * which the browser exchanges for a session cookie of that origin. Every request through it is proxied to the web
 * application with the account's credential injected and is recorded for the session audit (/vedio-replay), where
 * the session is a row with protocol HTTP or HTTPS.
 */
const tag = 'web';

export const OpenWebSessionBodySchema = z.object({
  assetId: idNumber('assetId'),
  accountId: idNumber('accountId'),
});
export type OpenWebSessionBody = z.input<typeof OpenWebSessionBodySchema>;

export const WebSessionSchema = z.object({
  sessionId: z.number().int(),
  /** 'HTTP' or 'HTTPS', the upstream's scheme, as the session audit lists it. */
  protocol: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  /** The asset's origin on the bastion, e.g. `http://asset-12.localhost:8080`. */
  origin: z.string(),
  /** Opens the session in a browser tab: usable once, within `launchExpiresSeconds`. */
  launchUrl: z.string(),
  launchExpiresSeconds: z.number().int(),
  startTime: z.string(),
});
export type WebSession = z.infer<typeof WebSessionSchema>;

export const openWebSession = endpoint({
  method: 'POST',
  path: '/web/sessions',
  access: Permission.homeQuery,
  tag,
  summary: 'Open a web asset with one of its accounts the caller may use; answers a one-time launch URL',
  body: OpenWebSessionBodySchema,
  reply: WebSessionSchema,
});

const sessionIdParams = z.object({ sessionId: idText('sessionId') });

export const closeWebSession = endpoint({
  method: 'DELETE',
  path: '/web/sessions/:sessionId',
  access: Permission.homeQuery,
  tag,
  summary: 'End one of the caller’s own web sessions now',
  params: sessionIdParams,
  reply: EmptySchema,
});

export const WebRequestRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  method: z.string(),
  /** Path and query as the browser asked. */
  url: z.string(),
  status: z.number().int(),
  /** Bytes of the body sent to the browser. */
  bytes: z.number().int(),
  durationMs: z.number().int(),
});
export type WebRequestRecord = z.infer<typeof WebRequestRecordSchema>;

export const ListWebRequestsQuerySchema = PageQuerySchema.extend({
  /** Contains, case-insensitive, in the method, the URL or the status. */
  keyword: optionalFilter('keyword'),
});
export type ListWebRequestsQuery = z.input<typeof ListWebRequestsQuerySchema>;

export const listWebRequests = endpoint({
  method: 'GET',
  path: '/audit/sessions/:sessionId/requests',
  access: Permission.logQuery,
  tag,
  summary: 'The requests of a web session, in order, searchable by method, URL or status, paged',
  params: sessionIdParams,
  query: ListWebRequestsQuerySchema,
  reply: WebRequestRecordSchema,
  paged: true,
});
