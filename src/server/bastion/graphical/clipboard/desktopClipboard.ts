import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, type Lang } from '../../../../shared/messages';
import { DisplayClipboard } from './displayClipboard';
import {
  CLIPBOARD_HELD_MAX_BYTES,
  cutTextOf,
  SessionClipboard,
  type SessionClipboardOptions,
} from './sessionClipboard';

export interface DesktopClipboardOptions {
  sessionId: number;
  /** The behaviour policy's rule each way, how approvals are asked for, the record. */
  policy: Pick<SessionClipboardOptions, 'copy' | 'paste' | 'approve' | 'audit'>;
  /** Whether a share guest's pastes reach the desktop: only when the policy lets pastes through outright. */
  guestPaste: boolean;
  /** The session's headless display and its folder (where its X authority file is). */
  display: string;
  folder: string;
  /** Gives the attached browser the desktop's copy; false when none is attached. */
  deliverCopy(text: string): boolean;
  /** A line for the user's status bar, in their language now. */
  notice(level: 'info' | 'warning' | 'error', message: string): void;
  lang(): Lang;
  log: FastifyBaseLogger;
}

/**
 * A graphical session's clipboard wired to its display (docs/rdp.md, "Clipboard"): the policy's verdicts
 * (SessionClipboard) and the bastion's own X client on the session's display (DisplayClipboard), which reads what
 * the desktop copies and offers the user's UTF-8 pastes, where xfreerdp or the VNC viewer takes them.
 */
export class DesktopClipboard {
  private readonly verdicts: SessionClipboard;
  private display: DisplayClipboard | undefined;
  private closed = false;

  constructor(private readonly options: DesktopClipboardOptions) {
    const { policy, lang } = options;
    this.verdicts = new SessionClipboard({
      ...policy,
      deliverPaste: (text) => this.offer(text),
      deliverCopy: (text) => options.deliverCopy(text),
      notice: (level, key, params) => options.notice(level, formatMessage(key, lang(), params)),
      text: (key) => formatMessage(key, lang()),
      log: options.log,
    });
    if (policy.copy !== 'deny' || policy.paste !== 'deny') void this.openDisplay();
  }

  /** Pastes dropped by the policy so far. */
  get refusedPastes(): number {
    return this.verdicts.refusedPastes;
  }

  /** Clipboard texts waiting for an approver, by direction. */
  get held(): ('copy' | 'paste')[] {
    return this.verdicts.held;
  }

  /** The owner's ClientCutText (noVNC, Latin-1), judged by the policy. */
  ownerCutText(message: Buffer): void {
    this.verdicts.paste(message);
  }

  /** The owner's paste frame (UTF-8), judged by the policy. */
  ownerPaste(text: string): void {
    this.verdicts.pasteText(text);
  }

  /** A share guest's ClientCutText: its text when guests may paste, else null (dropped). */
  guestText(message: Buffer): string | null {
    return this.options.guestPaste ? cutTextOf(message) : null;
  }

  /** A share guest's paste: offered and recorded when guests may paste, else refused (false). */
  fromGuest(text: string): boolean {
    if (!this.options.guestPaste) return false;
    this.options.policy.audit('paste', 'allowed', text);
    return this.offer(text);
  }

  /** Makes the text the CLIPBOARD of the session's display; false when it could not be offered. */
  private offer(text: string): boolean {
    if (this.closed) return false;
    if (this.display?.offer(text)) return true;
    this.options.log.warn({ sessionId: this.options.sessionId }, 'a paste could not be offered on the session display');
    return false;
  }

  close(): void {
    this.closed = true;
    this.verdicts.close();
    this.display?.close();
  }

  /** Copies reach the user as the policy says; a policy denying them means no copy is ever read. */
  private async openDisplay(): Promise<void> {
    const { display, folder, policy, log, sessionId } = this.options;
    try {
      const opened = await DisplayClipboard.open(
        display,
        join(folder, 'xauthority'),
        CLIPBOARD_HELD_MAX_BYTES,
        policy.copy !== 'deny',
      );
      if (this.closed) return opened.close();
      this.display = opened;
      opened.onCopy = (copy) => this.verdicts.copied(copy);
    } catch (error) {
      log.warn({ err: error, sessionId }, 'the desktop clipboard cannot be read');
    }
  }
}
