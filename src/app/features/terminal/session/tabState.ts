import type { DbSessionState } from '../../../../shared/api/dbConsole';
import type { DbSession } from '../../../../shared/api/dbSessions';
import type { GraphicalSession } from '../../../../shared/api/graphicalSessions';
import type { TerminalSession } from '../../../../shared/api/terminal';
import type { KeyboardLayout } from '../../../../shared/protocol/graphical';
import type { DbProtocol } from './dbProtocol';
import type { ConnectionStatus } from './terminalConnection';

/**
 * One tab of the terminal page: logging in, login failed, a terminal session with its socket's status, or a
 * database session (its SQL console; `ended` once the server said the session is gone).
 */
export type TabState =
  | { phase: 'opening' }
  | { phase: 'openFailed'; message: string; needsApproval: boolean }
  | {
      phase: 'live';
      session: TerminalSession;
      status: ConnectionStatus;
      notice: { level: 'info' | 'warning' | 'error'; message: string } | null;
    }
  /** A remote desktop (RDP): drawn by noVNC over the graphical socket, with the terminal's status kinds. */
  | {
      phase: 'desktopLive';
      session: GraphicalSession;
      status: ConnectionStatus;
      notice: { level: 'info' | 'warning' | 'error'; message: string } | null;
    }
  | {
      phase: 'dbLive';
      session: DbSession;
      ended: string | null;
      /** Reattached after a reload: the session as the server told it then. */
      resumed?: DbSessionState | undefined;
    };

export interface TerminalTab {
  key: string;
  assetId: number;
  accountId: number;
  assetName: string;
  accountName: string;
  /** Set for a database asset: the tab is a SQL console instead of a terminal. */
  database?: DbProtocol | undefined;
  /** The database a database tab opens in (chosen in the new-session dialog); the account's default when absent. */
  databaseName?: string | undefined;
  /** Set for a remote desktop asset: the tab opens a graphical session with this keyboard layout. */
  desktop?: { keyboardLayout: KeyboardLayout } | undefined;
  state: TabState;
}

export type StatusTone = 'info' | 'success' | 'warning' | 'error';

export interface StatusLine {
  tone: StatusTone;
  text: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the tab's status line says (spec §8 terminal texts; the server's reason text when it sent one). */
export function statusLine(state: TabState, now: number, t: Translate): StatusLine {
  if (state.phase === 'opening') return { tone: 'info', text: t('terminal.status.opening') };
  if (state.phase === 'openFailed') {
    return { tone: 'error', text: t('terminal.status.openFailed', { message: state.message }) };
  }
  if (state.phase === 'dbLive') {
    return state.ended === null
      ? { tone: 'success', text: t('terminal.status.connected') }
      : { tone: 'error', text: state.ended };
  }
  const { status } = state;
  switch (status.kind) {
    case 'connecting':
      return { tone: 'info', text: t('terminal.status.connecting') };
    case 'connected':
      return { tone: 'success', text: t('terminal.status.connected') };
    case 'reconnecting': {
      const seconds = Math.max(0, Math.ceil((status.graceEndsAt - now) / 1000));
      return { tone: 'warning', text: t('terminal.status.reconnecting', { seconds }) };
    }
    case 'ended':
      return { tone: 'error', text: endedText(status.cause, t) };
  }
}

function endedText(cause: Extract<ConnectionStatus, { kind: 'ended' }>['cause'], t: Translate): string {
  switch (cause.kind) {
    case 'closed': {
      const text = cause.message || t(`terminal.ended.${cause.reason}`);
      return cause.exitCode === null ? text : `${text} (${t('terminal.ended.exitCode', { code: cause.exitCode })})`;
    }
    case 'unauthorised':
      return t('msg.loginExpired');
    case 'gone':
      return t('terminal.ended.gone');
    case 'takenOver':
      return t('terminal.ended.takenOver');
    case 'badFrame':
      return t('terminal.ended.badFrame');
  }
}

export const isEnded = (state: TabState) =>
  ((state.phase === 'live' || state.phase === 'desktopLive') && state.status.kind === 'ended') ||
  (state.phase === 'dbLive' && state.ended !== null);

/** What a tab and its close button are called: the asset and the account. */
export function tabTitle(tab: TerminalTab): string {
  return `${tab.assetName} · ${tab.accountName}`;
}
