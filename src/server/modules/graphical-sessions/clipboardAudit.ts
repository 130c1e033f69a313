import type { ClipboardAuditAction, ClipboardDirection } from '../../bastion/graphical/clipboard';
import { CLIPBOARD_PREVIEW_CHARS } from '../../bastion/graphical/clipboard';
import type { Deps } from '../../deps';

/** How each clipboard event reads in the session's command list (terminal_commands.action). */
const ACTION: Record<ClipboardAuditAction, string> = {
  allowed: 'run',
  denied: 'blocked',
  held: 'held',
  approved: 'approved',
  refused: 'refused',
};

/**
 * Writes a graphical session's clipboard transfers into its record (the session audit's command list): direction,
 * length and the text's beginning, and what became of it. Not counted as commands in the statistics. A failed write
 * is logged: the session goes on.
 */
export function clipboardAudit(deps: Deps, sessionId: number, startedAt: Date) {
  return (direction: ClipboardDirection, action: ClipboardAuditAction, text: string): void => {
    const characters = [...text];
    const preview = characters.slice(0, CLIPBOARD_PREVIEW_CHARS).join('').replace(/\s+/g, ' ');
    const now = deps.now();
    deps.db
      .insertInto('terminal_commands')
      .values({
        session_id: sessionId,
        at_seconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
        line: `[clipboard ${direction} · ${characters.length}] ${preview}`,
        action: ACTION[action],
        created_at: now.toISOString(),
      })
      .execute()
      .catch((error: unknown) => deps.log.error({ err: error, sessionId }, 'a clipboard event could not be recorded'));
  };
}
