import { z } from 'zod';
import { nameChars } from '../api/nameChars';
import { socketOrigin } from './notify';

/**
 * File transfer sockets (spec §4 "File transfer socket", §7 "Files", §8 "Transfer", §9).
 *
 * URLs (ws for http pages, wss for https pages; query values URI-encoded):
 *   upload:   /prod-api/ws/upload_file?record_id=<id>&Authorization=<token>
 *   download: /prod-api/ws/download_file?record_id=<id>&Authorization=<token>
 * `record_id` names the session (or transfer record) the file belongs to; the server checks it against
 * the token's user before anything else and answers `error:<text>` then closes when it does not match.
 *
 * Text frames are the handshake; binary frames carry file bytes, at most CHUNK_BYTES (65536) each.
 *
 * Upload:
 *   client → {"type":"start","name":"a.txt","size":1234}             (optional "sha256":"<64 hex>")
 *   server → {"type":"ready"}                                         client may now send bytes
 *   client → binary frames of exactly 65536 bytes, the last one shorter (none for an empty file)
 *   server → {"type":"ack","bytes":<total bytes received so far>}     at least once per 4 frames and
 *                                                                     after the last; the client keeps
 *                                                                     at most WINDOW_BYTES unacknowledged
 *   server → {"type":"done"}                                          file stored; the client closes (1000)
 * Download:
 *   client → {"type":"start"}                                         (optional "path" inside the record)
 *   server → {"type":"meta","name":"a.txt","size":1234}
 *   server → binary frames (≤ 65536 bytes each), `size` bytes in all
 *   server → {"type":"done"}                                          the client checks the byte count
 * Either direction:
 *   server → the plain text `error:<text>` (not JSON) at any time: the transfer failed, `<text>` is shown
 *            to the user as is (spec §8); the server closes afterwards.
 *   client → {"type":"cancel"} then close code 4000: the user cancelled; the server drops partial data.
 * Failure rules on the client: a socket error or close before `done`, 60 s without any frame from the
 * server (INACTIVITY_MS), a text frame that is neither JSON nor `error:` (the parser's message is shown),
 * or a message out of order.
 */
export const UPLOAD_PATH = '/prod-api/ws/upload_file';
export const DOWNLOAD_PATH = '/prod-api/ws/download_file';

/** Binary frame size (spec §9: 65536 bytes). */
export const CHUNK_BYTES = 65_536;
/**
 * Upload frame size in a remote desktop session (spec §9: "guacamole upload chunk 6000"): the graphical console sends
 * its files in frames of this size; the server takes any frame up to CHUNK_BYTES.
 */
export const GRAPHICAL_UPLOAD_CHUNK_BYTES = 6000;
/** Bytes the uploader may send ahead of the server's last ack (8 frames). */
export const WINDOW_BYTES = 8 * CHUNK_BYTES;
/** A transfer fails after this long without a frame from the server (spec §4, §9). */
export const INACTIVITY_MS = 60_000;
/** Close code the client uses after `{"type":"cancel"}`. */
export const CANCEL_CLOSE_CODE = 4000;
/**
 * Close codes the server uses after `error:<text>` (the text is what the user sees; the code is for
 * logs and tests): unauthorised for a missing, unknown, expired or revoked token, failed otherwise (a
 * record of another user is answered like a missing one).
 * After `done` the server closes with 1000 (the client may close first).
 */
export const TransferCloseCode = { failed: 4400, unauthorised: 4401 } as const;
/** Prefix of a server error text (spec §8). */
export const ERROR_PREFIX = 'error:';

const byteCount = z.number().int().nonnegative();

export const UploadStartSchema = z.object({
  type: z.literal('start'),
  name: z.string().min(1).max(255).check(nameChars('name')),
  size: byteCount,
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type UploadStart = z.infer<typeof UploadStartSchema>;

export const DownloadStartSchema = z.object({
  type: z.literal('start'),
  path: z.string().min(1).optional(),
});
export type DownloadStart = z.infer<typeof DownloadStartSchema>;

export const TransferCancelSchema = z.object({ type: z.literal('cancel') });
export type TransferCancel = z.infer<typeof TransferCancelSchema>;

/** Every JSON message the server may send on either transfer socket. */
export const TransferServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('ack'), bytes: byteCount }),
  z.object({ type: z.literal('meta'), name: z.string(), size: byteCount }),
  z.object({ type: z.literal('done') }),
]);
export type TransferServerMessage = z.infer<typeof TransferServerMessageSchema>;

export type ParsedTransferText =
  | { kind: 'message'; message: TransferServerMessage }
  | { kind: 'error'; text: string }
  | { kind: 'invalid'; reason: string };

/** Reads one server text frame according to the rules above. */
export function parseTransferText(text: string): ParsedTransferText {
  if (text.startsWith(ERROR_PREFIX)) return { kind: 'error', text: text.slice(ERROR_PREFIX.length).trim() };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
  const parsed = TransferServerMessageSchema.safeParse(json);
  if (!parsed.success) return { kind: 'invalid', reason: `unexpected message: ${text.slice(0, 200)}` };
  return { kind: 'message', message: parsed.data };
}

/** Builds a transfer socket URL from the page origin. */
export function transferUrl(direction: TransferDirection, origin: string, recordId: string, token: string): string {
  const path = direction === 'upload' ? UPLOAD_PATH : DOWNLOAD_PATH;
  const query = `record_id=${encodeURIComponent(recordId)}&Authorization=${encodeURIComponent(token)}`;
  return `${socketOrigin(origin)}${path}?${query}`;
}

export type TransferDirection = 'upload' | 'download';
