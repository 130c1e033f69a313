import { useCallback, useRef, useState } from 'react';
import type { TerminalSession } from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import { isApiError } from '../../data/errors';
import { endDatabaseSession, endSession, openDatabaseSession, openSession } from './api';
import type { DbProtocol } from './session/dbProtocol';
import type { TabState, TerminalTab } from './session/tabState';
import type { ConnectionStatus } from './session/terminalConnection';

export interface OpenRequest {
  assetId: number;
  accountId: number;
  assetName: string;
  accountName: string;
  /** A database asset: the tab opens a database session and its SQL console. */
  database?: DbProtocol | undefined;
}

/** The size a new session asks for before its terminal is on screen; it is fitted right after. */
function firstSize(): { cols: number; rows: number } {
  const cols = Math.max(20, Math.min(500, Math.floor(window.innerWidth / 9)));
  const rows = Math.max(5, Math.min(200, Math.floor((window.innerHeight - 120) / 17)));
  return { cols, rows };
}

const liveState = (session: TerminalSession): TabState => ({
  phase: 'live',
  session,
  status: { kind: 'connecting' },
  notice: null,
});

/** The page's session tabs: opening (POST), the live session's status, retry and close. */
export function useTerminalTabs() {
  const [tabs, setTabs] = useState<TerminalTab[]>([]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const nextKey = useRef(1);

  const update = useCallback((key: string, change: (tab: TerminalTab) => TerminalTab) => {
    setTabs((current) => current.map((tab) => (tab.key === key ? change(tab) : tab)));
  }, []);

  const login = useCallback(
    async (key: string, request: OpenRequest) => {
      update(key, (tab) => ({ ...tab, state: { phase: 'opening' } }));
      try {
        if (request.database) {
          const session = await openDatabaseSession({ assetId: request.assetId, accountId: request.accountId });
          update(key, (tab) => ({
            ...tab,
            assetName: session.assetName,
            accountName: session.accountName,
            state: { phase: 'dbLive', session, ended: null },
          }));
          return;
        }
        const session = await openSession({ assetId: request.assetId, accountId: request.accountId, ...firstSize() });
        update(key, (tab) => ({
          ...tab,
          assetName: session.assetName,
          accountName: session.accountName,
          state: liveState(session),
        }));
      } catch (error) {
        const message = isApiError(error) ? error.msg : String(error);
        // A login policy asks for an approval first: the tab offers to file the request.
        const needsApproval = isApiError(error) && error.code === ResponseCode.terminalLoginApprovalRequired;
        update(key, (tab) => ({ ...tab, state: { phase: 'openFailed', message, needsApproval } }));
      }
    },
    [update],
  );

  const open = useCallback(
    (request: OpenRequest) => {
      const key = `tab-${nextKey.current++}`;
      setTabs((current) => [...current, { key, ...request, state: { phase: 'opening' } }]);
      setActiveKey(key);
      void login(key, request);
    },
    [login],
  );

  const retry = useCallback(
    (key: string) => {
      const tab = tabs.find((one) => one.key === key);
      if (tab) void login(key, tab);
    },
    [tabs, login],
  );

  /** A session still online from before a reload (GET /terminal/sessions/mine). */
  const reattach = useCallback((session: TerminalSession) => {
    const key = `tab-${nextKey.current++}`;
    const tab: TerminalTab = {
      key,
      assetId: session.assetId,
      accountId: session.accountId,
      assetName: session.assetName,
      accountName: session.accountName,
      state: liveState(session),
    };
    setTabs((current) =>
      current.some((one) => one.state.phase === 'live' && one.state.session.sessionId === session.sessionId)
        ? current
        : [...current, tab],
    );
    setActiveKey(key);
  }, []);

  const setStatus = useCallback(
    (key: string, status: ConnectionStatus) =>
      update(key, (tab) => (tab.state.phase === 'live' ? { ...tab, state: { ...tab.state, status } } : tab)),
    [update],
  );

  const setNotice = useCallback(
    (key: string, level: 'info' | 'warning' | 'error', message: string) =>
      update(key, (tab) =>
        tab.state.phase === 'live' ? { ...tab, state: { ...tab.state, notice: { level, message } } } : tab,
      ),
    [update],
  );

  /**
   * Removes the tab. A live session is ended: `sentClose` says whether its socket carried the `close`
   * frame; if not (dropped, or not yet attached), it is ended over HTTP.
   */
  /** The database session is gone (the server said so on a statement): the console stops offering to run. */
  const setDbEnded = useCallback(
    (key: string, message: string) =>
      update(key, (tab) => (tab.state.phase === 'dbLive' ? { ...tab, state: { ...tab.state, ended: message } } : tab)),
    [update],
  );

  const close = useCallback(
    (key: string, sentClose: boolean) => {
      const tab = tabs.find((one) => one.key === key);
      if (tab?.state.phase === 'dbLive' && tab.state.ended === null) {
        void endDatabaseSession(tab.state.session.sessionId).catch(() => undefined);
      }
      if (tab?.state.phase === 'live' && tab.state.status.kind !== 'ended' && !sentClose) {
        void endSession(tab.state.session.sessionId).catch(() => undefined);
      }
      const remaining = tabs.filter((one) => one.key !== key);
      setTabs(remaining);
      if (activeKey === key) setActiveKey(remaining[remaining.length - 1]?.key ?? null);
    },
    [tabs, activeKey],
  );

  return { tabs, activeKey, setActiveKey, open, retry, reattach, setStatus, setNotice, setDbEnded, close };
}
