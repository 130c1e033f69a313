import type { FastifyBaseLogger } from 'fastify';
import type { MessageKey } from '../../../../shared/messages';
import { GRAPHICAL_PASTE_MAX_BYTES } from '../../../../shared/protocol/graphical';

/** What a behaviour policy lets one direction of the clipboard do (docs/behaviour-policies.md). */
export type ClipboardRule = 'allow' | 'deny' | 'approval';
export type ClipboardDirection = 'copy' | 'paste';

/** Held text above this is not filed for approval (the relay keeps it in memory until decided). */
export const CLIPBOARD_HELD_MAX_BYTES = 256 * 1024;
/** How much of a held text the approver reads in the request. */
export const CLIPBOARD_PREVIEW_CHARS = 200;

export type ClipboardVerdict =
  | { kind: 'approved'; by: string }
  /** The refusal's or stop's reason as typed, or a message key (an expiry). */
  | { kind: 'refused'; reason: string; reasonKey?: MessageKey }
  /** No enabled flow takes clipboard requests. */
  | { kind: 'noFlow' };

/** Files a held text for approval and waits for the decision (modules/graphical-sessions/clipboardApprovals.ts). */
export type ClipboardApprover = (
  direction: ClipboardDirection,
  text: string,
  signal: AbortSignal,
) => Promise<ClipboardVerdict>;

/** The session record of every clipboard transfer: allowed, refused by policy, held, approved, refused. */
export type ClipboardAuditAction = 'allowed' | 'denied' | 'held' | 'approved' | 'refused';

export interface SessionClipboardOptions {
  copy: ClipboardRule;
  paste: ClipboardRule;
  approve: ClipboardApprover;
  audit(direction: ClipboardDirection, action: ClipboardAuditAction, text: string): void;
  /** Offers a paste on the session's display; false when it could not be (too large, no display clipboard). */
  deliverPaste(text: string): boolean;
  /** Gives the attached browser the desktop's copy; false when none is attached. */
  deliverCopy(text: string): boolean;
  notice(level: 'info' | 'warning' | 'error', key: MessageKey, params?: Record<string, string | number>): void;
  /** A text in the session user's language (words put into a notice). */
  text(key: MessageKey): string;
  log: FastifyBaseLogger;
}

const WORD: Record<ClipboardDirection, MessageKey> = { copy: 'clipboardCopyWord', paste: 'clipboardPasteWord' };

/** The text of a ClientCutText (RFB: Latin-1), or null for the extended clipboard's negative length. */
export function cutTextOf(message: Buffer): string | null {
  const length = message.readInt32BE(4);
  return length < 0 ? null : message.subarray(8, 8 + length).toString('latin1');
}

/**
 * One graphical session's clipboard, both ways, as its behaviour policy says (docs/rdp.md, "Clipboard"). Allowed:
 * passed on at once. Denied: dropped (pastes with a notice; copies are never read). Approval: the text waits here,
 * one per direction at a time and at most CLIPBOARD_HELD_MAX_BYTES, until the approval flow decides; approved, it
 * is delivered, otherwise dropped and the user told. Every transfer goes to the session record.
 */
export class SessionClipboard {
  private readonly waiting = new Map<ClipboardDirection, { controller: AbortController; text: string }>();
  private lastPasted: string | null = null;
  private lastCopied: string | null = null;
  private pastesRefused = 0;
  private closed = false;

  constructor(private readonly options: SessionClipboardOptions) {}

  /** Pastes dropped by the policy so far. */
  get refusedPastes(): number {
    return this.pastesRefused;
  }

  /** Held requests waiting for a decision. */
  get held(): ClipboardDirection[] {
    return [...this.waiting.keys()];
  }

  /** A paste from an RFB client as ClientCutText (Latin-1; the extended clipboard's form is refused). */
  paste(message: Buffer): void {
    const text = cutTextOf(message);
    if (text === null) this.refusePaste('');
    else this.pasteText(text);
  }

  /** A paste from the browser as the socket's `paste` frame (UTF-8, Chinese included). */
  pasteText(text: string): void {
    const { options } = this;
    if (Buffer.byteLength(text, 'utf8') > GRAPHICAL_PASTE_MAX_BYTES) {
      options.notice('warning', 'clipboardTooLarge', { max: Math.floor(GRAPHICAL_PASTE_MAX_BYTES / 1024) });
      return;
    }
    const deliver = () => options.deliverPaste(text);
    if (options.paste === 'allow') {
      this.lastPasted = text;
      options.audit('paste', 'allowed', text);
      deliver();
      return;
    }
    if (options.paste === 'deny') {
      this.refusePaste(text);
      return;
    }
    this.hold('paste', text, () => {
      this.lastPasted = text;
      return deliver();
    });
  }

  private refusePaste(text: string): void {
    this.pastesRefused += 1;
    this.options.audit('paste', 'denied', text);
    this.options.notice('warning', 'graphicalPasteRefused');
  }

  /** Text copied on the desktop (DisplayClipboard). */
  copied(copy: { text: string; tooLarge: boolean }): void {
    const { options } = this;
    if (copy.tooLarge) {
      options.notice('warning', 'clipboardTooLarge', { max: CLIPBOARD_HELD_MAX_BYTES / 1024 });
      return;
    }
    // Our own paste seen again (x11vnc now owns the selection), or the same copy announced twice.
    const seen = [this.lastPasted, this.lastCopied, this.waiting.get('copy')?.text];
    if (seen.includes(copy.text) || options.copy === 'deny') return;
    const deliver = () => {
      this.lastCopied = copy.text;
      return options.deliverCopy(copy.text);
    };
    if (options.copy === 'allow') {
      options.audit('copy', 'allowed', copy.text);
      deliver();
      return;
    }
    this.hold('copy', copy.text, deliver);
  }

  /** The session ended: waiting requests are withdrawn (their flows end as revoked). */
  close(): void {
    this.closed = true;
    for (const { controller } of this.waiting.values()) controller.abort(new Error('the session ended'));
    this.waiting.clear();
  }

  private hold(direction: ClipboardDirection, text: string, deliver: () => boolean): void {
    const { options } = this;
    const what = this.word(direction);
    if (this.waiting.has(direction)) {
      options.notice('warning', 'clipboardStillWaiting', { what });
      return;
    }
    if (Buffer.byteLength(text, 'utf8') > CLIPBOARD_HELD_MAX_BYTES) {
      options.notice('warning', 'clipboardTooLarge', { max: CLIPBOARD_HELD_MAX_BYTES / 1024 });
      return;
    }
    const controller = new AbortController();
    this.waiting.set(direction, { controller, text });
    options.audit(direction, 'held', text);
    options.notice('info', 'clipboardHeld', { what, length: [...text].length });
    options.approve(direction, text, controller.signal).then(
      (verdict) => {
        this.waiting.delete(direction);
        if (this.closed) return;
        if (verdict.kind === 'approved') {
          options.audit(direction, 'approved', text);
          if (deliver()) options.notice('info', 'clipboardApproved', { what, by: verdict.by });
          else options.log.info({ direction }, 'an approved clipboard text found no attached browser');
          return;
        }
        if (verdict.kind === 'noFlow') {
          options.audit(direction, 'refused', text);
          options.notice('warning', 'clipboardNoFlow');
          return;
        }
        options.audit(direction, 'refused', text);
        const reason = verdict.reasonKey ? options.text(verdict.reasonKey) : verdict.reason || this.noReason();
        options.notice('warning', 'clipboardRefused', { what, reason });
      },
      (error: unknown) => {
        this.waiting.delete(direction);
        if (this.closed) return; // withdrawn with the session
        options.log.warn({ err: error, direction }, 'a held clipboard text could not be filed or decided');
        options.audit(direction, 'refused', text);
        options.notice('warning', 'clipboardNotFiled');
      },
    );
  }

  private word(direction: ClipboardDirection): string {
    return this.options.text(WORD[direction]);
  }

  private noReason(): string {
    return this.options.text('clipboardNoReason');
  }
}
