import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphicalSession } from '../../../../shared/api/graphicalSessions';
import { LOGIN_PATH } from '../../../navigation/paths';
import { LoginApprovalRequestDialog } from '../../approvals';
import { limitsText } from '../session/sessionBehavior';
import { isEnded, type StatusTone, statusLine, type TerminalTab, tabTitle } from '../session/tabState';
import type { ConnectionStatus } from '../session/terminalConnection';
import { DesktopSurface } from './DesktopSurface';
import { DesktopTransferPanel } from './DesktopTransferPanel';
import { TerminalSurface, type TerminalSurfaceHandle } from './TerminalSurface';
import { TransferBar } from './TransferBar';

// CodeMirror and the result grid load only when a database tab opens: the terminal's chunk stays as it was.
const SqlConsole = lazy(() => import('../sql/SqlConsole').then((module) => ({ default: module.SqlConsole })));

const TONE_COLOURS: Record<StatusTone, string> = {
  info: tokens.colorNeutralForeground2,
  success: tokens.colorPaletteGreenForeground1,
  warning: tokens.colorPaletteDarkOrangeForeground1,
  error: tokens.colorPaletteRedForeground1,
};

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
  hidden: { display: 'none' },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    minHeight: '32px',
  },
  notice: { color: tokens.colorNeutralForeground3 },
  close: { marginLeft: 'auto' },
});

interface Props {
  tab: TerminalTab;
  active: boolean;
  onRetry(): void;
  /** Ends the session and removes its tab. */
  onClose(): void;
  onStatus(status: ConnectionStatus): void;
  onNotice(level: 'info' | 'warning' | 'error', message: string): void;
  /** A database tab's session is gone (the server's message). */
  onDbEnded(message: string): void;
  /** Registers how to end this tab's session over its socket. */
  surfaceRef(handle: TerminalSurfaceHandle | null): void;
}

/** An RDP session whose policies let files move at all has the transfer drive (docs/file-transfer.md). */
const hasTransferDrive = (session: GraphicalSession) =>
  session.protocol === 'RDP' &&
  (session.upload || session.download || session.held.includes('upload') || session.held.includes('download'));

/** Ticks once a second while the grace countdown is shown. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/** Files a login request where a login policy asks for approval; the user retries once it is approved. */
function LoginApprovalButton({ assetId, accountId }: { assetId: number; accountId: number }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isFiled, setFiled] = useState(false);
  return (
    <>
      <Button size="small" appearance="primary" onClick={() => setOpen(true)}>
        {t('terminal.applyLogin')}
      </Button>
      {isFiled && <span>{t('terminal.loginApplied')}</span>}
      {isOpen && (
        <Suspense fallback={null}>
          <LoginApprovalRequestDialog
            assetId={assetId}
            accountId={accountId}
            onClose={() => setOpen(false)}
            onFiled={() => setFiled(true)}
          />
        </Suspense>
      )}
    </>
  );
}

/** One tab's page: the status line (with retry, take back or sign in) over the session's terminal. */
export function SessionPanel({ tab, active, onRetry, onClose, onStatus, onNotice, onDbEnded, surfaceRef }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const handle = useRef<TerminalSurfaceHandle | null>(null);
  const { state } = tab;
  const status = state.phase === 'live' || state.phase === 'desktopLive' ? state.status : null;
  const now = useNow(status?.kind === 'reconnecting');
  const line = statusLine(state, now, t);
  const cause = status?.kind === 'ended' ? status.cause.kind : null;
  const limits =
    state.phase === 'live' && !isEnded(state) ? limitsText(state.session.behavior, state.session.startTime, t) : null;

  return (
    <div
      className={active ? styles.panel : styles.hidden}
      role="tabpanel"
      id={`panel-${tab.key}`}
      aria-labelledby={`tab-${tab.key}`}
    >
      <div className={styles.status}>
        <span role="status" data-testid="terminal-status" style={{ color: TONE_COLOURS[line.tone] }}>
          {line.text}
        </span>
        {limits && (
          <span className={styles.notice} data-testid="terminal-limits">
            {limits}
          </span>
        )}
        {(state.phase === 'live' || state.phase === 'desktopLive') && state.notice && (
          <span className={styles.notice} data-testid="terminal-notice">
            {state.notice.message}
          </span>
        )}
        {state.phase === 'openFailed' && (
          <Button size="small" onClick={onRetry}>
            {t('terminal.retry')}
          </Button>
        )}
        {state.phase === 'openFailed' && state.needsApproval && (
          <LoginApprovalButton assetId={tab.assetId} accountId={tab.accountId} />
        )}
        {cause === 'takenOver' && (
          <Button size="small" onClick={() => handle.current?.takeBack()}>
            {t('terminal.ended.takeBack')}
          </Button>
        )}
        {cause === 'unauthorised' && (
          <Button size="small" onClick={() => window.open(LOGIN_PATH, '_blank')}>
            {t('terminal.ended.signIn')}
          </Button>
        )}
        <Button
          size="small"
          appearance="subtle"
          icon={<DismissRegular />}
          className={styles.close}
          aria-label={t('terminal.closeSession', { name: tabTitle(tab) })}
          onClick={onClose}
        >
          {t('terminal.closeThisSession')}
        </Button>
      </div>
      {state.phase === 'live' && state.session.protocol === 'SSH' && (
        <TransferBar
          sessionId={state.session.sessionId}
          behavior={state.session.behavior}
          isDisabled={isEnded(state)}
        />
      )}
      {state.phase === 'dbLive' && (
        <Suspense fallback={null}>
          <SqlConsole
            session={state.session}
            dialect={tab.database ?? (state.session.protocol === 'MYSQL' ? 'MySQL' : 'PostgreSQL')}
            isEnded={state.ended !== null}
            onEnded={onDbEnded}
            resumed={state.resumed}
          />
        </Suspense>
      )}
      {state.phase === 'desktopLive' && hasTransferDrive(state.session) && (
        <DesktopTransferPanel session={state.session} isDisabled={isEnded(state)} />
      )}
      {state.phase === 'desktopLive' && (
        <DesktopSurface
          session={state.session}
          active={active}
          onStatus={onStatus}
          onNotice={onNotice}
          handleRef={(value: TerminalSurfaceHandle | null) => {
            handle.current = value;
            surfaceRef(value);
          }}
        />
      )}
      {state.phase === 'live' && (
        <TerminalSurface
          sessionId={state.session.sessionId}
          behavior={state.session.behavior}
          active={active}
          onStatus={onStatus}
          onNotice={onNotice}
          onLost={(text) => onNotice('warning', text)}
          handleRef={(value: TerminalSurfaceHandle | null) => {
            handle.current = value;
            surfaceRef(value);
          }}
        />
      )}
    </div>
  );
}
