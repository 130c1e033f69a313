import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';

/**
 * Native database clients (docs/database-sessions.md, "Native client access"): the user's own `psql` or `mysql`
 * connects to a Gatehouse listener, which relays to the database with the vault's credential. A short-lived token
 * is the client's user name and password; it names the asset, the account and the database, and new connections
 * are accepted with it until it expires or is revoked (connections already open go on under the session rules).
 */
const tag = 'database';

/** Minutes a native access token accepts new connections. */
export const NATIVE_TOKEN_MINUTES = 10;

const field = (name: string) => ({ error: msgRef('fieldInvalid', { field: name }) });

export const IssueNativeTokenBodySchema = z.object({
  assetId: idNumber('assetId'),
  accountId: idNumber('accountId'),
  /** The database to start in; the client's own choice (or the account's default) when absent. */
  database: z
    .string(field('database'))
    .trim()
    .min(1, field('database'))
    .max(64, field('database'))
    .regex(/^[^\s'"`\\;]+$/, field('database'))
    .optional(),
});
export type IssueNativeTokenBody = z.input<typeof IssueNativeTokenBodySchema>;

export const NativeListenerSchema = z.object({
  /** The host name or address a client should connect to (the one the console was reached at). */
  host: z.string(),
  port: z.number().int(),
  enabled: z.boolean(),
});
export type NativeListener = z.infer<typeof NativeListenerSchema>;

export const NativeTokenSchema = z.object({
  tokenId: z.number().int(),
  /** The client's user name (`gh_…`). */
  userName: z.string(),
  /** The client's password: shown once, never stored. */
  token: z.string(),
  expiresAt: z.string(),
  assetId: z.number().int(),
  accountId: z.number().int(),
  database: z.string().nullable(),
  listeners: z.object({ postgresql: NativeListenerSchema, mysql: NativeListenerSchema }),
});
export type NativeToken = z.infer<typeof NativeTokenSchema>;

export const issueNativeToken = endpoint({
  method: 'POST',
  path: '/database/native-tokens',
  access: Permission.homeQuery,
  tag,
  summary: 'Issue a short-lived token for a native client (psql, mysql) on an asset account the caller may use',
  body: IssueNativeTokenBodySchema,
  reply: NativeTokenSchema,
});

export const revokeNativeToken = endpoint({
  method: 'DELETE',
  path: '/database/native-tokens/:tokenId',
  access: Permission.homeQuery,
  tag,
  summary: 'Revoke one of the caller’s own native access tokens (no new connections with it)',
  params: z.object({ tokenId: idText('tokenId') }),
  reply: EmptySchema,
});
