import type { GraphicalSession } from '../../../../shared/api/graphicalSessions';
import type { TerminalSession } from '../../../../shared/api/terminal';

/**
 * A remote desktop still online after a reload, as the tab needs it, from its session row (GET
 * /terminal/sessions/mine): its clipboard rules are the session's behaviour; its size comes with the socket's
 * `attached` frame (0 here), and the keyboard layout it logged in with is not in the row (empty: not shown).
 */
export function desktopSessionOf(session: TerminalSession): GraphicalSession {
  return {
    sessionId: session.sessionId,
    protocol: session.protocol,
    assetId: session.assetId,
    assetName: session.assetName,
    accountId: session.accountId,
    accountName: session.accountName,
    width: 0,
    height: 0,
    keyboardLayout: '',
    startTime: session.startTime,
    clipboardCopy: session.behavior?.clipboardCopy ?? true,
    clipboardPaste: session.behavior?.clipboardPaste ?? true,
    upload: session.behavior?.upload ?? true,
    download: session.behavior?.download ?? true,
    held: session.behavior?.held ?? [],
  };
}
