/**
 * The remote desktop's clipboard (docs/rdp.md, "Clipboard"): what is copied on the desktop read from the session's
 * headless display, and both directions allowed, denied or held for approval as the behaviour policy says.
 */
import type { SessionClipboardOptions } from './sessionClipboard';

export { DesktopClipboard } from './desktopClipboard';
export { DisplayClipboard } from './displayClipboard';
export {
  CLIPBOARD_HELD_MAX_BYTES,
  CLIPBOARD_PREVIEW_CHARS,
  type ClipboardApprover,
  type ClipboardAuditAction,
  type ClipboardDirection,
  type ClipboardRule,
  type ClipboardVerdict,
  cutTextOf,
  SessionClipboard,
} from './sessionClipboard';

/** What the session's opener decides: the rule of each direction, how approvals are asked for, the record. */
export type SessionClipboardPolicy = Pick<SessionClipboardOptions, 'copy' | 'paste' | 'approve' | 'audit'>;
