import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissCircleRegular, EyeRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TerminalSession } from '../../../shared/api/terminal';
import { terminalWatchSocketUrl } from '../../../shared/protocol/terminal';
import { confirm } from '../../components/confirm';
import { bufferText, createXterm } from '../../components/xterm/createXterm';
import { LOGIN_PATH, MONITOR_TERMINAL_PATH } from '../../navigation/paths';
import { notify } from '../../notify';
import { getToken } from '../../session/cookies';
import { endSession, fetchSession } from './api';
import { ensureMonitorTexts } from './i18n';
import { openWatchSocket, type WatchStatus } from './watchConnection';

ensureMonitorTexts();

const useStyles = makeStyles({
  heading: { margin: 0 },
  page: { display: 'flex', flexDirection: 'column', height: '100vh', width: '100vw', overflow: 'hidden' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    minHeight: '40px',
  },
  grow: { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  screen: { flex: 1, minHeight: 0, backgroundColor: '#000', padding: '4px' },
});

/**
 * /monitor-terminal?sessionId= (spec §2; docs/monitor-share.md): an auditor watches a live session read-only
 * and can end it. Public in the route table; without a sign-in it leads to /login and back. Where a behaviour
 * policy forbids watching the session, the page says so and terminating it stays possible.
 */
export function MonitorTerminalPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = Number(params.get('sessionId'));
  const [token] = useState(() => getToken());
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WatchStatus>({ kind: 'connecting' });
  const [session, setSession] = useState<TerminalSession | null>(null);
  const [isTerminated, setTerminated] = useState(false);
  const valid = Number.isSafeInteger(sessionId) && sessionId > 0;

  useEffect(() => {
    if (!token || !valid || !host.current) return;
    const element = host.current as HTMLDivElement & { gatehouseTerminalText?: () => string };
    const xterm = createXterm(element);
    // What the screen shows, for tests and assistive tools (as on the terminal page).
    element.gatehouseTerminalText = () => bufferText(xterm.terminal);
    xterm.terminal.options.disableStdin = true;
    xterm.terminal.options.cursorBlink = false;
    xterm.fit.fit();
    const onResize = () => xterm.fit.fit();
    window.addEventListener('resize', onResize);
    const socket = openWatchSocket(terminalWatchSocketUrl(window.location.origin, sessionId, token), {
      write: (bytes) => xterm.terminal.write(bytes),
      onStatus: setStatus,
    });
    fetchSession(sessionId).then(setSession, () => undefined);
    return () => {
      window.removeEventListener('resize', onResize);
      socket.close();
      delete element.gatehouseTerminalText;
      xterm.terminal.dispose();
    };
  }, [token, valid, sessionId]);

  if (!token) {
    const back = `${MONITOR_TERMINAL_PATH}?${params.toString()}`;
    return (
      <main className={styles.page}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('monitorTerminal.unauthorised')}</MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`)}>
          {t('monitorTerminal.signIn')}
        </Button>
      </main>
    );
  }

  const terminate = async () => {
    // The page stands alone (no console shell), so the dialog's texts come from this page's bundle.
    const confirmed = await confirm({
      message: t('monitorTerminal.terminateConfirm'),
      title: t('monitorTerminal.confirmTitle'),
      confirmText: t('monitorTerminal.ok'),
      cancelText: t('monitorTerminal.cancel'),
    });
    if (!confirmed) return;
    await endSession(sessionId);
    // Without a watch socket (monitorDenied) no `closed` frame comes to disable the button.
    setTerminated(true);
    notify.success(t('monitorTerminal.terminated'));
  };

  // A session a behaviour policy keeps from being watched is still live, and still terminable.
  const canTerminate =
    !isTerminated && (status.kind === 'watching' || (status.kind === 'refused' && status.key === 'monitorDenied'));
  const label = session
    ? `${session.nickName || session.userName} → ${session.accountName}@${session.assetName} (${session.address})`
    : `#${valid ? sessionId : ''}`;
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <EyeRegular />
        <Text as="h1" weight="semibold" className={styles.heading}>
          {t('monitorTerminal.title')}
        </Text>
        <Text className={styles.grow}>{label}</Text>
        <Text size={200}>{t('monitorTerminal.readOnly')}</Text>
        <Button icon={<DismissCircleRegular />} disabled={!canTerminate} onClick={() => void terminate()}>
          {t('monitorTerminal.terminate')}
        </Button>
      </div>
      {!valid && (
        <MessageBar intent="error">
          <MessageBarBody>{t('monitorTerminal.missingSession')}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'connecting' && valid && (
        <MessageBar>
          <MessageBarBody>{t('monitorTerminal.connecting')}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'ended' && (
        <MessageBar intent="warning" data-testid="monitor-ended">
          <MessageBarBody>{status.message}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'refused' && (
        <MessageBar intent="error" data-testid="monitor-refused">
          <MessageBarBody>{t(`monitorTerminal.${status.key}`)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.screen} ref={host} data-testid="monitor-screen" />
    </main>
  );
}
