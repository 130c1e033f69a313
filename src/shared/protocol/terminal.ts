import { z } from 'zod';
import { socketOrigin } from './notify';

/**
 * The web terminal's socket: one WebSocket per terminal session (docs/terminal.md).
 *
 * A session is opened over HTTP first (POST /terminal/sessions, src/shared/api/terminal.ts): the server logs
 * into the host there, so a refused credential or a changed host key is an ordinary coded reply. The browser
 * then attaches:
 *
 *   /prod-api/ws/terminal?session_id=<id>&Authorization=<token>[&resume_from=<output offset>]
 *
 * Only the session's owner attaches this way. A second attach (another tab, or the same tab after a network
 * drop) takes the session over: the older socket is closed with `TerminalCloseCode.takenOver`.
 *
 * Output: binary frames, the host's output as UTF-8 (a GB2312 host is converted on the server), one
 * continuous byte stream per session. The client counts the bytes it received: that count is its output
 * offset. After a drop it reattaches with `resume_from=<offset>` and the server sends what it missed from a
 * per-session buffer of RESUME_BUFFER_BYTES; `attached.lostBytes` says how much was older than the buffer.
 *
 * Flow control: the client acknowledges what xterm has written (`ack`). The server stops reading from the
 * host while more than FLOW_HIGH_BYTES are unacknowledged and reads again below FLOW_LOW_BYTES, so an
 * endless `cat` keeps the server's memory bounded and Ctrl-C takes effect at once.
 *
 * A session whose socket dropped stays open for the grace period (GATEHOUSE_TERMINAL_GRACE_SECONDS,
 * default 60); then it ends with reason `graceExpired`.
 */
export const TERMINAL_SOCKET_PATH = '/prod-api/ws/terminal';

export const RESUME_BUFFER_BYTES = 1024 * 1024;
export const FLOW_HIGH_BYTES = 256 * 1024;
export const FLOW_LOW_BYTES = 64 * 1024;
/** The client acknowledges at least every ACK_EVERY_BYTES written bytes (and after a quiet moment). */
export const ACK_EVERY_BYTES = 32 * 1024;
export const TERMINAL_COLS_MAX = 1000;
export const TERMINAL_ROWS_MAX = 500;
/** At most this many characters of input in one frame (a paste is split by the client). */
export const INPUT_FRAME_MAX_CHARS = 64 * 1024;

/** Close codes of the terminal socket; 1000 after `closed`. */
export const TerminalCloseCode = {
  /** Missing, expired or revoked token. */
  unauthorised: 4401,
  /** No such session, not the caller's, or already ended (the same answer for all three). */
  notFound: 4404,
  /** The session was attached from another socket. */
  takenOver: 4409,
  /** A frame the server cannot read. */
  badFrame: 4400,
  /** A watcher without the right to watch (the live monitor needs system:log:query). */
  forbidden: 4403,
  /** A share guest whose share was revoked or expired. */
  shareEnded: 4410,
  /** A watcher (monitor or share guest) that did not keep up with the output: dropped, never the session. */
  watcherTooSlow: 4429,
  /** A behaviour policy does not allow watching this session (the live monitor may still terminate it). */
  monitorDenied: 4423,
} as const;

/** Why a session ended (stored in terminal_sessions.end_reason and sent in `closed`). */
export const SessionEndReason = {
  /** The shell exited (logout, exit). */
  exit: 'exit',
  /** The user closed the tab or pressed disconnect. */
  userClosed: 'userClosed',
  /** An auditor ended it from the monitor. */
  terminated: 'terminated',
  /** The browser did not come back within the grace period. */
  graceExpired: 'graceExpired',
  /** The host or the network between closed the connection. */
  connectionLost: 'connectionLost',
  /** The server stopped (found at the next start and closed then). */
  serverStopped: 'serverStopped',
  /** The user's console session ended (sign-out, revoked token). */
  signedOut: 'signedOut',
  /** The console sign-in lapsed: idle or lifetime timeout, the account locked or past its validity. */
  signInExpired: 'signInExpired',
  /** The authorisation to this asset or account ended (revoked, expired, or the source address no longer allowed). */
  accessEnded: 'accessEnded',
  /** A behaviour policy's idle timeout: no input from the user for that long. */
  idleTimeout: 'idleTimeout',
  /** A behaviour policy's maximum session length. */
  maxDuration: 'maxDuration',
  /** The recording could not be written and a behaviour policy requires it (strict recording). */
  recordingFailed: 'recordingFailed',
} as const;
export type SessionEndReason = (typeof SessionEndReason)[keyof typeof SessionEndReason];

const size = {
  cols: z.number().int().min(1).max(TERMINAL_COLS_MAX),
  rows: z.number().int().min(1).max(TERMINAL_ROWS_MAX),
};

/** Client → server text frames. */
export const TerminalClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('input'), data: z.string().min(1).max(INPUT_FRAME_MAX_CHARS) }),
  z.object({ type: z.literal('resize'), ...size }),
  /** Bytes of output the client has written to the screen, counted from the session's start. */
  z.object({ type: z.literal('ack'), offset: z.number().int().nonnegative() }),
  z.object({ type: z.literal('ping'), t: z.number() }),
  /** End the session now (no grace). */
  z.object({ type: z.literal('close') }),
]);
export type TerminalClientFrame = z.infer<typeof TerminalClientFrameSchema>;

/** Server → client text frames (output itself is binary). */
export const TerminalServerFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('attached'),
    sessionId: z.number().int(),
    /** The offset the binary stream continues from (≥ resume_from when some output was lost). */
    outputOffset: z.number().int().nonnegative(),
    /** Output that was older than the resume buffer and cannot be replayed (0 normally). */
    lostBytes: z.number().int().nonnegative(),
    ...size,
  }),
  z.object({
    type: z.literal('closed'),
    reason: z.enum(Object.values(SessionEndReason) as [SessionEndReason, ...SessionEndReason[]]),
    /** What the user reads, in the language of the attaching request. */
    message: z.string(),
    exitCode: z.number().int().nullable(),
  }),
  /** Something the user should read in the terminal's status line (interception, approvals, shares). */
  z.object({ type: z.literal('notice'), level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  z.object({ type: z.literal('pong'), t: z.number() }),
]);
export type TerminalServerFrame = z.infer<typeof TerminalServerFrameSchema>;

/** The socket URL for a page origin (`http://host:port`); `resumeFrom` after a drop. */
export function terminalSocketUrl(origin: string, sessionId: number, token: string, resumeFrom?: number): string {
  const resume = resumeFrom === undefined ? '' : `&resume_from=${resumeFrom}`;
  return `${socketOrigin(origin)}${TERMINAL_SOCKET_PATH}?session_id=${sessionId}&Authorization=${encodeURIComponent(token)}${resume}`;
}

/**
 * The watch socket of the live monitor (docs/monitor-share.md):
 *
 *   /prod-api/ws/terminal/watch?session_id=<id>&Authorization=<token>
 *
 * Same frames as the owner's socket. A watcher gets `attached`, the current screen (everything still in the
 * resume buffer), then live output, and `closed` at the end. It never acknowledges on the owner's behalf and
 * never takes the session over; `input`, `resize`, `ack` and `close` from a watcher are ignored (`ping` is
 * answered). A watcher whose socket has more than WATCHER_QUEUE_BYTES waiting is closed with watcherTooSlow.
 */
export const TERMINAL_WATCH_SOCKET_PATH = '/prod-api/ws/terminal/watch';
export const WATCHER_QUEUE_BYTES = 2 * 1024 * 1024;

/** The watch socket URL for a page origin. */
export function terminalWatchSocketUrl(origin: string, sessionId: number, token: string): string {
  return `${socketOrigin(origin)}${TERMINAL_WATCH_SOCKET_PATH}?session_id=${sessionId}&Authorization=${encodeURIComponent(token)}`;
}
