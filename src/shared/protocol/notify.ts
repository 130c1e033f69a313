import { z } from 'zod';
import { Permission } from '../access/permissions';

/**
 * The realtime notification socket (spec §4 "Realtime socket", §7, §9).
 *
 * URL: `ws(s)://<origin host>/prod-api/approve/ws/notify?Authorization=<token>` (ws for http pages,
 * wss for https pages; the token is URI-encoded, without a `Bearer ` prefix).
 *
 * Server → client, one JSON text frame each:
 *   {"type":"unread_count","data":<int ≥ 0>}     unread station messages of the signed-in user
 *   {"type":"no_approve_num","data":<int ≥ 0>}   approvals waiting for the user's decision
 *   {"type":"ping","data":<int ≥ 0>}             heartbeat; `data` is any number the server picks (a nonce)
 *   {"type":"access_changed","data":<int ≥ 0>}   the user's roles or permissions changed (a nonce): the
 *                                                console reloads its menu and permissions at once
 *   {"type":"task_runs","data":<int ≥ 0>}        task runs started, progressed or ended (a nonce; at most about one a
 *                                                second): an open task centre reads its page again. Sent to users
 *                                                holding system:taskcenter:query only
 *   {"type":"dashboard","data":<int ≥ 0>}        the dashboard's figures changed (a nonce; at most about one a second):
 *                                                an open dashboard reads them again. Sent only to sockets subscribed to
 *                                                the topic "dashboard" whose session holds system:dashboard:query
 *
 * Client → server: to every valid message above the client replies with the same message marked PONG,
 * i.e. the same object plus `"mark":"PONG"`:
 *   {"type":"unread_count","data":3,"mark":"PONG"}
 *   {"type":"ping","data":17,"mark":"PONG"}
 * The server may treat a PONG as the acknowledgement of that message and as proof the client lives;
 * a count message also counts as a ping. Frames that fail the schema are ignored (not answered), but
 * every received frame still resets the reconnect counter.
 *
 * Client → server, topics (NOTIFY_TOPICS): pushes a console asks for while a page of it shows them, so that the
 * server sends them only to sockets that want them. A subscription lives as long as its socket: a client
 * subscribes again after each reconnect.
 *   {"type":"subscribe","topic":"dashboard"}
 *   {"type":"unsubscribe","topic":"dashboard"}
 * A topic the session's permissions do not reach is ignored; they are checked again before every push.
 *
 * Reconnect rules (client side, src/workers/reconnect.ts): 10 s ±20 % after a close, at most 10 tries,
 * the counter is reset by any received message, never after a deliberate close (logout).
 */
export const NOTIFY_PATH = '/prod-api/approve/ws/notify';

/**
 * Close codes the server uses on the notify socket (application range 4000–4999). A socket is accepted
 * and then closed with one of these, rather than refused at the HTTP upgrade, because a browser never
 * learns the HTTP status of a refused upgrade but does see a close code and reason.
 *   signedOut         the token was revoked by a logout (any tab): go to /login, do not reconnect.
 *   unauthorised      missing, unknown, expired or revoked token (at open, or found later when the
 *                     server re-checks it on a heartbeat): the session is gone, go to /login, no reconnect.
 *   originRefused     the page's Origin is neither the host the server was reached on nor allow-listed.
 *   heartbeatTimeout  the client did not answer a ping with a PONG before the next one; reconnecting is fine.
 * 1001 (going away) is sent when the server shuts down; reconnecting is fine.
 */
export const NotifyCloseCode = {
  signedOut: 4001,
  unauthorised: 4401,
  originRefused: 4403,
  heartbeatTimeout: 4408,
} as const;
export type NotifyCloseCodeValue = (typeof NotifyCloseCode)[keyof typeof NotifyCloseCode];

/** Close codes after which the session is over: the client stops reconnecting and signs out. */
export const SESSION_ENDED_CLOSE_CODES: readonly number[] = [NotifyCloseCode.signedOut, NotifyCloseCode.unauthorised];

export const PONG_MARK = 'PONG';

const count = z.number().int().nonnegative();

export const NotifyServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unread_count'), data: count }),
  z.object({ type: z.literal('no_approve_num'), data: count }),
  z.object({ type: z.literal('ping'), data: count }),
  z.object({ type: z.literal('access_changed'), data: count }),
  z.object({ type: z.literal('task_runs'), data: count }),
  z.object({ type: z.literal('dashboard'), data: count }),
]);
export type NotifyServerMessage = z.infer<typeof NotifyServerMessageSchema>;

export const NotifyPongSchema = z.object({
  type: z.enum(['unread_count', 'no_approve_num', 'ping', 'access_changed', 'task_runs', 'dashboard']),
  data: count,
  mark: z.literal(PONG_MARK),
});
export type NotifyPong = z.infer<typeof NotifyPongSchema>;

/** Topics a console subscribes to, each with the permission its pushes need (and the message that carries them). */
export const NOTIFY_TOPICS = { dashboard: Permission.dashboardQuery } as const;
export type NotifyTopic = keyof typeof NOTIFY_TOPICS;
export const NotifyTopicSchema = z.enum(['dashboard']);

export const NotifyTopicFrameSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topic: NotifyTopicSchema,
});
export type NotifyTopicFrame = z.infer<typeof NotifyTopicFrameSchema>;

/** The reply to a server message (spec §7: "replies with the same message marked PONG"). */
export const toPong = (message: NotifyServerMessage): NotifyPong => ({ ...message, mark: PONG_MARK });

/** Parses one text frame; undefined when it is not JSON or not one of the messages above. */
export function parseNotifyMessage(text: string): NotifyServerMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the caller ignores frames it cannot read (the socket stays up).
    return undefined;
  }
  const parsed = NotifyServerMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Builds the socket URL from the page origin (http → ws, https → wss). */
export function notifyUrl(origin: string, token: string): string {
  return `${socketOrigin(origin)}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;
}

/**
 * `http://host:port` → `ws://host:port`, `https://…` → `wss://…` (a page origin has no path; a trailing
 * slash is dropped). Written without URL because src/shared has neither DOM nor Node globals.
 */
export function socketOrigin(origin: string): string {
  return origin.replace(/\/+$/, '').replace(/^http(s?):\/\//i, (_match, secure: string) => `ws${secure}://`);
}
