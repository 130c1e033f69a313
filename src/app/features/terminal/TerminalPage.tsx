import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular, ShareRegular, WindowConsoleRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addMessageCatalogue } from '../../i18n/messageCatalogue';
import { LOGIN_PATH, TERMINAL_PATH } from '../../navigation/paths';
import { registerServiceWorker } from '../../pwa';
import { getToken } from '../../session/cookies';
import { ShareDialog } from '../terminal-share';
import { NewSessionDialog, type PickerRequest } from './components/NewSessionDialog';
import { SessionPanel } from './components/SessionPanel';
import { SessionTabStrip } from './components/SessionTabStrip';
import type { TerminalSurfaceHandle } from './components/TerminalSurface';
import { isDesktopAsset } from './desktop/graphicalProtocol';
import { hasStoredKeyboardLayout, storedKeyboardLayout } from './desktop/keyboardLayout';
import { ensureTerminalTexts } from './i18n';
import { useAccountChoice, useMyOnlineSessions } from './queries';
import { databaseProtocol, isDatabaseSessionProtocol } from './session/dbProtocol';
import { isEnded, type TerminalTab } from './session/tabState';
import { type OpenRequest, useTerminalTabs } from './useTerminalTabs';

ensureTerminalTexts();
// Login failures name their cause with the shared messages (refused credential, unreachable host, …).
addMessageCatalogue();
// The page is public (no signed-in shell around it), so it registers the offline support itself.
registerServiceWorker();
// The offline indicator's chunk is fetched the moment the network goes: fetch it now, while the network is
// here, or a page not yet under the service worker fails to load it offline and reloads, killing every session.
void import('../../pwa/OfflineIndicator').catch(() => undefined);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', height: '100vh', width: '100vw', overflow: 'hidden' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    minHeight: '40px',
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap', margin: 0 },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground3 },
  signedOut: {
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
  },
});

function idParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * /terminal (spec §2: opens in a new tab, no sidebar): several session tabs, each one xterm and one
 * socket. ?assetId=[&accountId=] opens a session at once (asking for the account when there are
 * several); after a reload the user's sessions still online are offered for reattaching.
 */
export function TerminalPage() {
  const [hasToken] = useState(() => getToken() !== undefined);
  return hasToken ? <TerminalWorkspace /> : <SignInFirst />;
}

/** /terminal is a public route (spec §2); without a sign-in it says so (spec §8) and leads to /login. */
function SignInFirst() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.size > 0 ? `${TERMINAL_PATH}?${params.toString()}` : TERMINAL_PATH;
  return (
    <main className={styles.page}>
      <div className={styles.signedOut}>
        <Text size={400}>{t('msg.loginExpired')}</Text>
        <Button appearance="primary" onClick={() => navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`)}>
          {t('terminal.ended.signIn')}
        </Button>
      </div>
    </main>
  );
}

function TerminalWorkspace() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tabs = useTerminalTabs();
  const surfaces = useRef(new Map<string, TerminalSurfaceHandle>());
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const pickerSerial = useRef(0);
  const showPicker = useCallback((assetId: number | null) => {
    pickerSerial.current += 1;
    setPicker({ serial: pickerSerial.current, assetId });
  }, []);
  // /terminal?assetId=[&accountId=]: the asset's usable accounts are read first, so the tab is named by them;
  // without an account it connects at once when there is one to use, else it asks.
  const [pendingOpen, setPendingOpen] = useState<{ assetId: number; accountId: number | null } | null>(null);
  const pending = useAccountChoice(pendingOpen?.assetId ?? null);
  const [reattachDismissed, setReattachDismissed] = useState(false);
  const [sharing, setSharing] = useState<number | null>(null);
  const online = useMyOnlineSessions();
  const [requested] = useState(() => ({
    assetId: idParam(params, 'assetId'),
    accountId: idParam(params, 'accountId'),
  }));

  useEffect(() => {
    document.title = t('terminal.title');
  }, [t]);

  // A reload: this browser tab's database tabs reattach to their live sessions (once, also under StrictMode).
  const restoredDbTabs = useRef(false);
  const { restoreDatabaseTabs } = tabs;
  useEffect(() => {
    if (restoredDbTabs.current) return;
    restoredDbTabs.current = true;
    void restoreDatabaseTabs();
  }, [restoreDatabaseTabs]);

  const startedFromQuery = useRef(false);
  useEffect(() => {
    const { assetId, accountId } = requested;
    if (assetId === null || startedFromQuery.current) return;
    startedFromQuery.current = true;
    // The query is read once: a reload must offer to reattach, not log in again.
    navigate(TERMINAL_PATH, { replace: true });
    setPendingOpen({ assetId, accountId });
  }, [requested, navigate]);

  useEffect(() => {
    if (pendingOpen === null || (!pending.data && !pending.isError)) return;
    const { assetId, accountId } = pendingOpen;
    const accounts = pending.data?.accounts ?? [];
    const chosen =
      accountId === null
        ? accounts.length === 1
          ? accounts[0]
          : undefined
        : accounts.find((one) => one.accountId === accountId);
    const database = pending.data ? databaseProtocol(pending.data.asset) : undefined;
    const desktop =
      pending.data && isDesktopAsset(pending.data.asset) ? { keyboardLayout: storedKeyboardLayout() } : undefined;
    if (desktop && !hasStoredKeyboardLayout()) {
      // The first remote desktop in this browser: the picker asks for the keyboard layout (then remembered).
      showPicker(assetId);
    } else if (chosen) {
      tabs.open({
        assetId,
        accountId: chosen.accountId,
        assetName: pending.data?.asset.assetName ?? `#${assetId}`,
        accountName: chosen.accountName,
        database,
        desktop,
      });
    } else if (accountId !== null) {
      // Not one the caller may use: the server's refusal, shown in the tab, says why.
      tabs.open({
        assetId,
        accountId,
        assetName: pending.data?.asset.assetName ?? `#${assetId}`,
        accountName: `#${accountId}`,
        database,
        desktop,
      });
    } else {
      showPicker(assetId);
    }
    setPendingOpen(null);
  }, [pendingOpen, pending.data, pending.isError, tabs.open, showPicker]);

  const handleConnect = useCallback(
    (request: OpenRequest) => {
      setPicker(null);
      tabs.open(request);
    },
    [tabs.open],
  );

  const shown = useMemo(
    () =>
      new Set(
        tabs.tabs.flatMap((tab) =>
          tab.state.phase === 'live' || tab.state.phase === 'desktopLive' ? [tab.state.session.sessionId] : [],
        ),
      ),
    [tabs.tabs],
  );
  // A database session has no terminal: its console reattaches by itself in the browser tab that had it.
  const toReattach = reattachDismissed
    ? []
    : (online.data ?? []).filter(
        (session) => !shown.has(session.sessionId) && !isDatabaseSessionProtocol(session.protocol),
      );

  const activeTab = tabs.tabs.find((tab) => tab.key === tabs.activeKey);
  const activeSessionId =
    (activeTab?.state.phase === 'live' || activeTab?.state.phase === 'desktopLive') && !isEnded(activeTab.state)
      ? activeTab.state.session.sessionId
      : null;

  const closeTab = (tab: TerminalTab) => {
    const sent = surfaces.current.get(tab.key)?.close() ?? false;
    surfaces.current.delete(tab.key);
    tabs.close(tab.key, sent);
  };

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <Text as="h1" weight="semibold" className={styles.title}>
          <WindowConsoleRegular />
          {t('terminal.title')}
        </Text>
        <SessionTabStrip tabs={tabs.tabs} activeKey={tabs.activeKey} onSelect={tabs.setActiveKey} onClose={closeTab} />
        <Button
          size="small"
          icon={<ShareRegular />}
          disabled={activeSessionId === null}
          onClick={() => setSharing(activeSessionId)}
        >
          {t('terminalShare.share')}
        </Button>
        <Button size="small" appearance="primary" icon={<AddRegular />} onClick={() => showPicker(null)}>
          {t('terminal.newSession')}
        </Button>
      </div>
      {toReattach.length > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>{t('terminal.reattach.found', { count: toReattach.length })}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                size="small"
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('terminal.picker.cancel')}
                onClick={() => setReattachDismissed(true)}
              />
            }
          >
            {toReattach.map((session) => (
              <Button key={session.sessionId} size="small" onClick={() => tabs.reattach(session)}>
                {t('terminal.reattach.one', { name: `${session.assetName} · ${session.accountName}` })}
              </Button>
            ))}
            {toReattach.length > 1 && (
              <Button size="small" appearance="primary" onClick={() => toReattach.forEach(tabs.reattach)}>
                {t('terminal.reattach.all')}
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      )}
      {tabs.tabs.length === 0 && <Text className={styles.empty}>{t('terminal.noSessions')}</Text>}
      {tabs.tabs.map((tab) => (
        <SessionPanel
          key={tab.key}
          tab={tab}
          active={tab.key === tabs.activeKey}
          onRetry={() => tabs.retry(tab.key)}
          onClose={() => closeTab(tab)}
          onStatus={(status) => tabs.setStatus(tab.key, status)}
          onNotice={(level, message) => tabs.setNotice(tab.key, level, message)}
          onDbEnded={(message) => tabs.setDbEnded(tab.key, message)}
          surfaceRef={(handle) => {
            if (handle) surfaces.current.set(tab.key, handle);
          }}
        />
      ))}
      <NewSessionDialog request={picker} onCancel={() => setPicker(null)} onConnect={handleConnect} />
      <ShareDialog sessionId={sharing} onClose={() => setSharing(null)} />
    </main>
  );
}
