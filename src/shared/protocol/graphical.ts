import { z } from 'zod';
import { socketOrigin } from './notify';
import { SessionEndReason } from './terminal';

/**
 * Graphical sessions (RDP, VNC) in the browser (docs/rdp.md). The bastion runs the remote desktop headless per
 * session and serves its screen to the browser as RFB (the VNC protocol), drawn by noVNC. A session is opened over
 * HTTP first (POST /graphical/sessions, src/shared/api/graphicalSessions.ts): the bastion logs in there, so a
 * refused credential is an ordinary coded reply. The browser then attaches:
 *
 *   /prod-api/ws/graphical?session_id=<id>&Authorization=<token>
 *
 * Binary frames, both ways, are the RFB byte stream from its first byte (ProtocolVersion). The bastion is the RFB
 * server the browser speaks to: it offers security type None only (the browser is already authenticated by its
 * token; the desktop's own credential never leaves the bastion) and relays the rest to the session's desktop,
 * filtering what policy forbids (clipboard, for one). Text frames are JSON control frames, never RFB: the client
 * demultiplexes them before the bytes reach noVNC.
 *
 * Only the session's owner attaches this way; a second attach takes the session over (the older socket closes with
 * GraphicalCloseCode.takenOver). A session whose socket dropped stays open for the grace period, then ends with
 * `graceExpired`, as the terminal's does.
 */
export const GRAPHICAL_SOCKET_PATH = '/prod-api/ws/graphical';

/** Desktop sizes a session may ask for (pixels). */
export const GRAPHICAL_WIDTH_MIN = 640;
export const GRAPHICAL_WIDTH_MAX = 3840;
export const GRAPHICAL_HEIGHT_MIN = 480;
export const GRAPHICAL_HEIGHT_MAX = 2160;

/** Keyboard layouts the remote desktop can be given (the RDP keyboard layout the session logs in with). */
export const KEYBOARD_LAYOUTS = ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp', 'zh-cn'] as const;
export type KeyboardLayout = (typeof KEYBOARD_LAYOUTS)[number];

/** Close codes of the graphical socket; 1000 after `closed`. Same numbers as the terminal socket's. */
export const GraphicalCloseCode = {
  unauthorised: 4401,
  notFound: 4404,
  takenOver: 4409,
  badFrame: 4400,
  forbidden: 4403,
  shareEnded: 4410,
  watcherTooSlow: 4429,
  monitorDenied: 4423,
} as const;

/** The largest paste the desktop is offered (one X request carries it: 256 KiB less the request's head). */
export const GRAPHICAL_PASTE_MAX_BYTES = 256 * 1024 - 64;

const size = {
  width: z.number().int().min(GRAPHICAL_WIDTH_MIN).max(GRAPHICAL_WIDTH_MAX),
  height: z.number().int().min(GRAPHICAL_HEIGHT_MIN).max(GRAPHICAL_HEIGHT_MAX),
};

/** Client → server text frames (RFB itself is binary). */
export const GraphicalClientFrameSchema = z.discriminatedUnion('type', [
  /** The browser's window changed: the desktop follows (or is scaled in the browser when it cannot). */
  z.object({ type: z.literal('resize'), ...size }),
  z.object({ type: z.literal('ping'), t: z.number() }),
  /** End the session now (no grace). */
  z.object({ type: z.literal('close') }),
  /**
   * The user's paste, in UTF-8 (RFB's ClientCutText is Latin-1: Chinese would arrive as '?'). The clipboard policy
   * decides as for a ClientCutText; over GRAPHICAL_PASTE_MAX_BYTES of UTF-8 it is refused with a notice (the socket's
   * frame limit bounds what is read at all).
   */
  z.object({ type: z.literal('paste'), text: z.string() }),
]);
export type GraphicalClientFrame = z.infer<typeof GraphicalClientFrameSchema>;

/** Server → client text frames. */
export const GraphicalServerFrameSchema = z.discriminatedUnion('type', [
  /** Sent first, before any RFB byte. */
  z.object({ type: z.literal('attached'), sessionId: z.number().int(), ...size }),
  z.object({
    type: z.literal('closed'),
    reason: z.enum(Object.values(SessionEndReason) as [SessionEndReason, ...SessionEndReason[]]),
    /** What the user reads, in the language of the attaching request. */
    message: z.string(),
  }),
  /** Something the user should read in the status line (clipboard refused by policy, shares, approvals). */
  z.object({ type: z.literal('notice'), level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  /**
   * Text copied on the remote desktop, for the user's clipboard (docs/rdp.md, "Clipboard"). The bastion reads it from
   * the desktop itself and sends it here in UTF-8 (RFB's ServerCutText is Latin-1) once the policy lets it out: at
   * once when allowed, after an approver agrees when held; never when denied.
   */
  z.object({ type: z.literal('clipboard'), text: z.string() }),
  z.object({ type: z.literal('pong'), t: z.number() }),
]);
export type GraphicalServerFrame = z.infer<typeof GraphicalServerFrameSchema>;

/**
 * The live monitor (docs/rdp.md, "Monitor"): an auditor (system:log:query) watches a live graphical session read-only,
 * with the same frames (`attached`, then RFB with security None; `closed` at the end). Input is never passed on.
 * Closes with forbidden, notFound, or monitorDenied when a behaviour policy does not allow watching.
 */
export const GRAPHICAL_WATCH_SOCKET_PATH = '/prod-api/ws/graphical/watch';

export function graphicalWatchSocketUrl(origin: string, sessionId: number, token: string): string {
  return `${socketOrigin(origin)}${GRAPHICAL_WATCH_SOCKET_PATH}?session_id=${sessionId}&Authorization=${encodeURIComponent(token)}`;
}

/**
 * A share guest of a graphical session (docs/monitor-share.md, "Shares of remote desktops"): the ticket of a right
 * verification code (POST /share/terminal/join) attaches once. Same frames as the monitor; each guest has its own
 * view-only connection to the desktop, and only the guest the owner let type has its keys and pointer passed on
 * (its clipboard only when the session's policy allows pasting). Closes with notFound for a used, unknown or foreign
 * ticket and with shareEnded when the share is revoked or expires.
 */
export const GRAPHICAL_SHARE_SOCKET_PATH = '/prod-api/ws/graphical/share';

export function graphicalShareSocketUrl(origin: string, ticket: string): string {
  return `${socketOrigin(origin)}${GRAPHICAL_SHARE_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

export function graphicalSocketUrl(origin: string, sessionId: number, token: string): string {
  return `${socketOrigin(origin)}${GRAPHICAL_SOCKET_PATH}?session_id=${sessionId}&Authorization=${encodeURIComponent(token)}`;
}

/**
 * A graphical recording (docs/rdp.md, "Recording"): what the bastion sent the browser, the RFB stream from its first
 * byte, with the time of each chunk, so that the same noVNC replays it. One file per session, `<id>.rfb`:
 *
 *   line 1: the header, JSON (GraphicalRecordingHeaderSchema) and '\n'
 *   then records, each: u32 big-endian milliseconds since the session start, u8 direction (RECORD_SERVER: server →
 *   browser; RECORD_CLIENT: browser → server, kept for the audit of keys and clipboard, not needed to replay),
 *   u32 big-endian length, the bytes.
 *
 * Flushed to disk at least every second; a reader takes a truncated last record as the end (a crash loses at most
 * the last second).
 */
export const RECORD_SERVER = 0;
export const RECORD_CLIENT = 1;
export const RECORD_HEAD_BYTES = 9;

export const GraphicalRecordingHeaderSchema = z.object({
  version: z.literal(1),
  sessionId: z.number().int(),
  protocol: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** ISO time of the session start, the zero of the records' times. */
  startedAt: z.string(),
});
export type GraphicalRecordingHeader = z.infer<typeof GraphicalRecordingHeaderSchema>;
