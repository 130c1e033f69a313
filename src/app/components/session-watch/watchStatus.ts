import { TerminalCloseCode } from '../../../shared/protocol/terminal';

/**
 * What a page watching a live session shows about its socket: the terminal's and the remote desktop's monitors and
 * share guests alike (the graphical socket's close codes are the terminal's numbers).
 */
export type WatchStatus =
  | { kind: 'connecting' }
  | { kind: 'watching' }
  /** The session ended: the server's message in the page's language. */
  | { kind: 'ended'; message: string }
  | { kind: 'refused'; key: WatchRefusal };

export type WatchRefusal =
  | 'notFound'
  | 'forbidden'
  | 'unauthorised'
  | 'tooSlow'
  | 'shareEnded'
  | 'monitorDenied'
  | 'dropped';

const REFUSAL: Record<number, WatchRefusal> = {
  [TerminalCloseCode.notFound]: 'notFound',
  [TerminalCloseCode.forbidden]: 'forbidden',
  [TerminalCloseCode.unauthorised]: 'unauthorised',
  [TerminalCloseCode.watcherTooSlow]: 'tooSlow',
  [TerminalCloseCode.shareEnded]: 'shareEnded',
  // Only the live monitor's socket closes with it: a behaviour policy keeps the session from being watched.
  [TerminalCloseCode.monitorDenied]: 'monitorDenied',
};

/** Why a watch socket closed without a `closed` frame, from its close code. */
export function watchRefusal(code: number): WatchRefusal {
  return REFUSAL[code] ?? 'dropped';
}
