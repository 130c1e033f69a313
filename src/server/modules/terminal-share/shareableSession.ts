import type { Deps } from '../../deps';

/** A live session on this node that a share can show: a terminal, or a remote desktop (docs/monitor-share.md). */
export interface ShareableSession {
  userId: number;
  ended: boolean;
  kind: 'terminal' | 'desktop';
}

/** Terminal and graphical sessions are rows of one table, so an id names at most one of them. */
export function shareableSession(deps: Deps, sessionId: number): ShareableSession | undefined {
  const terminal = deps.terminals.get(sessionId);
  if (terminal) return { userId: terminal.userId, ended: terminal.ended, kind: 'terminal' };
  const desktop = deps.graphical.get(sessionId);
  if (desktop) return { userId: desktop.userId, ended: desktop.ended, kind: 'desktop' };
  return undefined;
}
