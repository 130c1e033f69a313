import { useCallback, useRef, useState } from 'react';
import { isGraphicalProtocol } from '../../../shared/api/graphicalRecording';
import type { TerminalSession } from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import type { KeyboardLayout } from '../../../shared/protocol/graphical';
import { isApiError } from '../../data/errors';
import {
  endDatabaseSession,
  endDesktopSession,
  endSession,
  fetchDatabaseSessionState,
  openDatabaseSession,
  openDesktopSession,
  openSession,
} from './api';
import { desktopSize } from './desktop/desktopConnection';
import { desktopSessionOf } from './desktop/desktopSessionOf';
import type { DbProtocol } from './session/dbProtocol';
import { forgetDbTab, rememberDbTab, storedDbTabs } from './session/dbTabStore';
import type { TabState, TerminalTab } from './session/tabState';
import type { ConnectionStatus } from './session/terminalConnection';
import { dropDraft } from './sql/editorDraft';

export interface OpenRequest {
  assetId: number;
  accountId: number;
  assetName: string;
  accountName: string;
  /** A database asset: the tab opens a database session and its SQL console. */
  database?: DbProtocol | undefined;
  /** The database to open it in (else the account's default: none on MySQL, `postgres` on PostgreSQL). */
  databaseName?: string | undefined;
  /** A remote desktop asset (RDP): the tab opens a graphical session with this keyboard layout. */
  desktop?: { keyboardLayout: KeyboardLayout } | undefined;
}

/** The size a new session asks for before its terminal is on screen; it is fitted right after. */
function firstSize(): { cols: number; rows: number } {
  const cols = Math.max(20, Math.min(500, Math.floor(window.innerWidth / 9)));
  const rows = Math.max(5, Math.min(200, Math.floor((window.innerHeight - 120) / 17)));
  return { cols, rows };
}

/** A reload while the bastion cannot be reached: its database tabs are tried again every 5 s for a minute. */
const RESTORE_RETRY_MS = 5_000;
const RESTORE_TRIES = 12;

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
          const session = await openDatabaseSession({
            assetId: request.assetId,
            accountId: request.accountId,
            ...(request.databaseName ? { database: request.databaseName } : {}),
          });
          rememberDbTab({
            sessionId: session.sessionId,
            assetId: request.assetId,
            accountId: request.accountId,
            assetName: session.assetName,
            accountName: session.accountName,
            database: request.database,
          });
          update(key, (tab) => ({
            ...tab,
            assetName: session.assetName,
            accountName: session.accountName,
            state: { phase: 'dbLive', session, ended: null },
          }));
          return;
        }
        if (request.desktop) {
          // The window's size: the desktop starts at it (the tab's own area is fitted right after attaching).
          const size = desktopSize(window.innerWidth, window.innerHeight - 80);
          const session = await openDesktopSession({
            assetId: request.assetId,
            accountId: request.accountId,
            ...size,
            keyboardLayout: request.desktop.keyboardLayout,
          });
          update(key, (tab) => ({
            ...tab,
            assetName: session.assetName,
            accountName: session.accountName,
            state: { phase: 'desktopLive', session, status: { kind: 'connecting' }, notice: null },
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

  /** A session still online from before a reload (GET /terminal/sessions/mine): a terminal or a remote desktop. */
  const reattach = useCallback((session: TerminalSession) => {
    const key = `tab-${nextKey.current++}`;
    const desktop = isGraphicalProtocol(session.protocol);
    const tab: TerminalTab = {
      key,
      assetId: session.assetId,
      accountId: session.accountId,
      assetName: session.assetName,
      accountName: session.accountName,
      state: desktop
        ? { phase: 'desktopLive', session: desktopSessionOf(session), status: { kind: 'connecting' }, notice: null }
        : liveState(session),
    };
    setTabs((current) =>
      current.some(
        (one) =>
          (one.state.phase === 'live' || one.state.phase === 'desktopLive') &&
          one.state.session.sessionId === session.sessionId,
      )
        ? current
        : [...current, tab],
    );
    setActiveKey(key);
  }, []);

  /**
   * After a reload: each database tab this browser tab had reattaches to its session if the server still has it
   * live (GET /database/sessions/:id), with what it was doing; a session that has ended is forgotten.
   */
  const restoreDatabaseTabs = useCallback(async (only?: readonly number[], attempt = 0) => {
    const unreachable: number[] = [];
    for (const stored of storedDbTabs()) {
      if (only && !only.includes(stored.sessionId)) continue;
      try {
        const resumed = await fetchDatabaseSessionState(stored.sessionId);
        const key = `tab-${nextKey.current++}`;
        const tab: TerminalTab = {
          key,
          assetId: stored.assetId,
          accountId: stored.accountId,
          assetName: stored.assetName,
          accountName: stored.accountName,
          database: stored.database,
          state: { phase: 'dbLive', session: resumed.session, ended: null, resumed },
        };
        setTabs((current) => [...current, tab]);
        setActiveKey(key);
      } catch (error) {
        // Gone on the server: nothing to reattach. Unreachable now: kept, and tried again shortly.
        if (isApiError(error) && error.code === ResponseCode.dbSessionNotFound) forgetDbTab(stored.sessionId);
        else unreachable.push(stored.sessionId);
      }
    }
    if (unreachable.length > 0 && attempt < RESTORE_TRIES)
      window.setTimeout(() => void restoreDatabaseTabsRef.current(unreachable, attempt + 1), RESTORE_RETRY_MS);
  }, []);
  const restoreDatabaseTabsRef = useRef(restoreDatabaseTabs);
  restoreDatabaseTabsRef.current = restoreDatabaseTabs;

  const setStatus = useCallback(
    (key: string, status: ConnectionStatus) =>
      update(key, (tab) =>
        tab.state.phase === 'live' || tab.state.phase === 'desktopLive'
          ? { ...tab, state: { ...tab.state, status } }
          : tab,
      ),
    [update],
  );

  const setNotice = useCallback(
    (key: string, level: 'info' | 'warning' | 'error', message: string) =>
      update(key, (tab) =>
        tab.state.phase === 'live' || tab.state.phase === 'desktopLive'
          ? { ...tab, state: { ...tab.state, notice: { level, message } } }
          : tab,
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
      update(key, (tab) => {
        if (tab.state.phase !== 'dbLive') return tab;
        forgetDbTab(tab.state.session.sessionId);
        return { ...tab, state: { ...tab.state, ended: message } };
      }),
    [update],
  );

  const close = useCallback(
    (key: string, sentClose: boolean) => {
      const tab = tabs.find((one) => one.key === key);
      if (tab?.state.phase === 'dbLive') {
        forgetDbTab(tab.state.session.sessionId);
        dropDraft(tab.state.session.sessionId);
      }
      if (tab?.state.phase === 'dbLive' && tab.state.ended === null) {
        void endDatabaseSession(tab.state.session.sessionId).catch(() => undefined);
      }
      if (tab?.state.phase === 'live' && tab.state.status.kind !== 'ended' && !sentClose) {
        void endSession(tab.state.session.sessionId).catch(() => undefined);
      }
      if (tab?.state.phase === 'desktopLive' && tab.state.status.kind !== 'ended' && !sentClose) {
        void endDesktopSession(tab.state.session.sessionId).catch(() => undefined);
      }
      const remaining = tabs.filter((one) => one.key !== key);
      setTabs(remaining);
      if (activeKey === key) setActiveKey(remaining[remaining.length - 1]?.key ?? null);
    },
    [tabs, activeKey],
  );

  return {
    tabs,
    activeKey,
    setActiveKey,
    open,
    retry,
    reattach,
    restoreDatabaseTabs,
    setStatus,
    setNotice,
    setDbEnded,
    close,
  };
}
