import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TerminalSession } from '../../../shared/api/terminal';
import { LOGIN_PATH } from '../../navigation/paths';
import { notify } from '../../notify';
import { confirm } from '../confirm';
import type { WatchStatus } from './watchStatus';

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
});

interface Props {
  /**
   * Where the page's texts are (t('<texts>.<key>')): title, readOnly, connecting, terminate, terminateConfirm,
   * terminated, missingSession, signIn, confirmTitle, ok, cancel and one per WatchRefusal.
   */
  texts: string;
  icon: ReactElement;
  /** The page's own path, to come back to after signing in. */
  path: string;
  /** The watched session; null when the address names none. */
  sessionId: number | null;
  isSignedIn: boolean;
  status: WatchStatus;
  loadSession(sessionId: number): Promise<TerminalSession>;
  terminate(sessionId: number): Promise<unknown>;
  /** The screen. */
  children: ReactNode;
}

/**
 * The frame of a live monitor page (/monitor-terminal, /monitor-rdp; docs/monitor-share.md): who is watched, the
 * socket's status, 终止会话 with a confirmation, and without a sign-in the way to /login and back. Where a behaviour
 * policy forbids watching the session, it says so and terminating stays possible.
 */
export function MonitorFrame(props: Props) {
  const { texts, icon, path, sessionId, isSignedIn, status, loadSession, terminate, children } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [session, setSession] = useState<TerminalSession | null>(null);
  const [isTerminated, setTerminated] = useState(false);

  useEffect(() => {
    if (isSignedIn && sessionId !== null) loadSession(sessionId).then(setSession, () => undefined);
  }, [isSignedIn, sessionId, loadSession]);

  if (!isSignedIn) {
    const back = `${path}?${params.toString()}`;
    return (
      <main className={styles.page}>
        <MessageBar intent="warning">
          <MessageBarBody>{t(`${texts}.unauthorised`)}</MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`)}>
          {t(`${texts}.signIn`)}
        </Button>
      </main>
    );
  }

  const handleTerminate = async () => {
    if (sessionId === null) return;
    // The page stands alone (no console shell), so the dialog's texts come from this page's bundle.
    const confirmed = await confirm({
      message: t(`${texts}.terminateConfirm`),
      title: t(`${texts}.confirmTitle`),
      confirmText: t(`${texts}.ok`),
      cancelText: t(`${texts}.cancel`),
    });
    if (!confirmed) return;
    await terminate(sessionId);
    // Without a watch socket (monitorDenied) no `closed` frame comes to disable the button.
    setTerminated(true);
    notify.success(t(`${texts}.terminated`));
  };

  // A session a behaviour policy keeps from being watched is still live, and still terminable.
  const canTerminate =
    !isTerminated && (status.kind === 'watching' || (status.kind === 'refused' && status.key === 'monitorDenied'));
  const label = session
    ? `${session.nickName || session.userName} → ${session.accountName}@${session.assetName} (${session.address})`
    : `#${sessionId ?? ''}`;
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        {icon}
        <Text as="h1" weight="semibold" className={styles.heading}>
          {t(`${texts}.title`)}
        </Text>
        <Text className={styles.grow}>{label}</Text>
        <Text size={200}>{t(`${texts}.readOnly`)}</Text>
        <Button icon={<DismissCircleRegular />} disabled={!canTerminate} onClick={() => void handleTerminate()}>
          {t(`${texts}.terminate`)}
        </Button>
      </div>
      {sessionId === null && (
        <MessageBar intent="error">
          <MessageBarBody>{t(`${texts}.missingSession`)}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'connecting' && sessionId !== null && (
        <MessageBar>
          <MessageBarBody>{t(`${texts}.connecting`)}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'ended' && (
        <MessageBar intent="warning" data-testid="monitor-ended">
          <MessageBarBody>{status.message}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'refused' && (
        <MessageBar intent="error" data-testid="monitor-refused">
          <MessageBarBody>{t(`${texts}.${status.key}`)}</MessageBarBody>
        </MessageBar>
      )}
      {children}
    </main>
  );
}
