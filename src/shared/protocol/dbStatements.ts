import { z } from 'zod';
import { socketOrigin } from './notify';

/**
 * The statement socket of a web SQL console tab (docs/database-sessions.md):
 *
 *   /prod-api/ws/database?session_id=<id>&Authorization=<token>
 *
 * The same statements as POST /database/sessions/:id/statements (same checks, interception, limits and audit),
 * without a request's sign-in check, routing and operation-log row for each one: the tab's statements cost what the
 * database costs plus a frame each way. The session's owner only; an unknown, foreign or ended session closes
 * with `notFound`. The console falls back to the HTTP call while the socket is not open.
 */
export const DB_STATEMENT_SOCKET_PATH = '/prod-api/ws/database';

export const DbSocketCloseCode = {
  unauthorised: 4401,
  notFound: 4404,
  badFrame: 4400,
  /** The database session ended (closed, idle, signed out, access ended); the frame before says why. */
  ended: 4410,
} as const;

/** Client → server. `id` pairs a reply with its request; one statement runs at a time per session. */
export const DbSocketClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('run'),
    id: z.number().int().nonnegative(),
    /** The body of POST /database/sessions/:id/statements, checked by the same schema on the server. */
    body: z.unknown(),
  }),
  z.object({ type: z.literal('cancel'), id: z.number().int().nonnegative() }),
  z.object({ type: z.literal('ping'), t: z.number() }),
]);
export type DbSocketClientFrame = z.infer<typeof DbSocketClientFrameSchema>;

/** Server → client: the HTTP call's envelope for that request (`code` 200 with `data`, or the refusal). */
export const DbSocketServerFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reply'),
    id: z.number().int(),
    code: z.number().int(),
    msg: z.string(),
    data: z.unknown().optional(),
  }),
  z.object({ type: z.literal('ended'), reason: z.string() }),
  z.object({ type: z.literal('pong'), t: z.number() }),
]);
export type DbSocketServerFrame = z.infer<typeof DbSocketServerFrameSchema>;

export function dbStatementSocketUrl(origin: string, sessionId: number, token: string): string {
  return `${socketOrigin(origin)}${DB_STATEMENT_SOCKET_PATH}?session_id=${sessionId}&Authorization=${encodeURIComponent(token)}`;
}
