import { Button, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ClipboardPasteRegular, KeyboardRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphicalSession } from '../../../../shared/api/graphicalSessions';
import { GRAPHICAL_PASTE_MAX_BYTES, graphicalSocketUrl } from '../../../../shared/protocol/graphical';
import { loadRfb, type Rfb } from '../../../components/remote-desktop';
import { getToken } from '../../../session/cookies';
import { endDesktopSession } from '../api';
import { DesktopConnection, type DesktopSocket } from '../desktop/desktopConnection';
import type { ConnectionStatus } from '../session/terminalConnection';
import type { TerminalSurfaceHandle } from './TerminalSurface';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
  },
  layout: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
  host: { flex: 1, minHeight: 0, backgroundColor: '#000', overflow: 'hidden', position: 'relative' },
});

/** Resize frames wait for the window to settle: dragging its edge would otherwise resize the desktop many times. */
const RESIZE_DEBOUNCE_MS = 400;

interface Props {
  session: GraphicalSession;
  active: boolean;
  onStatus(status: ConnectionStatus): void;
  onNotice(level: 'info' | 'warning' | 'error', message: string): void;
  handleRef: Ref<TerminalSurfaceHandle>;
}

/**
 * One remote desktop tab: noVNC (loaded with the first desktop tab) on the graphical socket, scaled down when the
 * desktop is larger than the tab, the desktop following the tab's size, Ctrl+Alt+Del and disconnect. Each attach
 * (first, after a network drop, after taking the session back) draws with a new noVNC from the RFB stream's start.
 */
export function DesktopSurface({ session, active, onStatus, onNotice, handleRef }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const connectionRef = useRef<DesktopConnection | null>(null);
  const rfbRef = useRef<Rfb | null>(null);
  const [isAttached, setAttached] = useState(false);
  /** The desktop's last copy the policy let out: offered by a button when the browser refuses a write unasked. */
  const [remoteCopy, setRemoteCopy] = useState<string | null>(null);
  const listeners = useRef({ onStatus, onNotice, t, session });
  listeners.current = { onStatus, onNotice, t, session };
  const { sessionId } = session;

  useImperativeHandle(handleRef, () => ({
    close: () => connectionRef.current?.close() ?? false,
    takeBack: () => connectionRef.current?.start(),
  }));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    const dropRfb = () => {
      const rfb = rfbRef.current;
      rfbRef.current = null;
      setAttached(false);
      rfb?.disconnect();
      host.replaceChildren();
    };
    // Scaled down only when the desktop is larger than the tab (while it has not followed the tab's size yet, or
    // cannot); a smaller desktop is shown at its own size, centred, rather than blown up.
    const fitScale = () => {
      const rfb = rfbRef.current;
      const canvas = host.querySelector('canvas');
      if (!rfb || !canvas) return;
      const larger = canvas.width > host.clientWidth || canvas.height > host.clientHeight;
      if (rfb.scaleViewport !== larger) rfb.scaleViewport = larger;
    };
    const connection = new DesktopConnection(
      {
        socketUrl: () => {
          const token = getToken();
          return token ? graphicalSocketUrl(window.location.origin, sessionId, token) : null;
        },
        openSocket: (url) => new WebSocket(url) as unknown as DesktopSocket,
        now: () => Date.now(),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
      },
      {
        onAttached: (channel) => {
          void loadRfb().then(
            (RFB) => {
              if (disposed || channel.readyState !== 1) return;
              dropRfb();
              const rfb = new RFB(host, channel, { shared: true });
              rfb.scaleViewport = false;
              rfb.resizeSession = false;
              rfb.background = '#000';
              rfbRef.current = rfb;
              fitScale();
              setAttached(true);
              rfb.focus();
            },
            () => listeners.current.onNotice('error', listeners.current.t('terminal.desktop.loadFailed')),
          );
        },
        onDetached: dropRfb,
        onStatus: (status) => listeners.current.onStatus(status),
        onNotice: (level, message) => listeners.current.onNotice(level, message),
        onClipboard: (text) => {
          setRemoteCopy(text);
          const { onNotice, t } = listeners.current;
          const length = [...text].length;
          const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
          written.then(
            () => onNotice('info', t('terminal.desktop.copiedFromDesktop', { length })),
            () => onNotice('warning', t('terminal.desktop.copyBlocked', { length })),
          );
        },
      },
    );
    connectionRef.current = connection;

    const canvasWatch = new MutationObserver(fitScale);
    canvasWatch.observe(host, { subtree: true, childList: true, attributeFilter: ['width', 'height'] });

    let resizeTimer: number | undefined;
    const follow = () => {
      fitScale();
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(() => {
        if (host.clientWidth > 0 && host.clientHeight > 0) connection.resize(host.clientWidth, host.clientHeight);
      }, RESIZE_DEBOUNCE_MS);
    };
    if (host.clientWidth > 0 && host.clientHeight > 0) connection.resize(host.clientWidth, host.clientHeight);
    const observer = new ResizeObserver(follow);
    observer.observe(host);

    const handlePaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!text || !connectionRef.current) return;
      event.preventDefault();
      // A held paste goes to the bastion, which keeps it until an approver decides (the tab hears by notice).
      const { clipboardPaste, held } = listeners.current.session;
      if (!clipboardPaste && !held.includes('clipboardPaste')) {
        listeners.current.onNotice('warning', listeners.current.t('terminal.desktop.pasteDenied'));
        return;
      }
      if (new TextEncoder().encode(text).length > GRAPHICAL_PASTE_MAX_BYTES) {
        listeners.current.onNotice('warning', listeners.current.t('terminal.desktop.pasteTooLarge'));
        return;
      }
      connectionRef.current.paste(text);
    };
    host.addEventListener('paste', handlePaste);
    const handleOnline = () => connection.retryNow();
    const handleOffline = () => connection.networkLost();
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    connection.start();

    return () => {
      disposed = true;
      window.clearTimeout(resizeTimer);
      observer.disconnect();
      canvasWatch.disconnect();
      host.removeEventListener('paste', handlePaste);
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      connection.dispose();
      dropRfb();
      connectionRef.current = null;
    };
  }, [sessionId]);

  useEffect(() => {
    if (active) rfbRef.current?.focus();
  }, [active]);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Tooltip content={t('terminal.desktop.ctrlAltDelHint')} relationship="description">
          <Button
            size="small"
            appearance="subtle"
            icon={<KeyboardRegular />}
            disabled={!isAttached}
            onClick={() => {
              rfbRef.current?.sendCtrlAltDel();
              rfbRef.current?.focus();
            }}
          >
            {t('terminal.desktop.ctrlAltDel')}
          </Button>
        </Tooltip>
        <Tooltip content={t('terminal.desktop.copyRemoteHint')} relationship="description">
          <Button
            size="small"
            appearance="subtle"
            icon={<ClipboardPasteRegular />}
            disabled={remoteCopy === null}
            onClick={() => {
              if (remoteCopy !== null) void navigator.clipboard?.writeText(remoteCopy).catch(() => undefined);
            }}
          >
            {t('terminal.desktop.copyRemote')}
          </Button>
        </Tooltip>
        <Button
          size="small"
          appearance="subtle"
          icon={<PlugDisconnectedRegular />}
          disabled={!isAttached}
          onClick={() => {
            if (!connectionRef.current?.close()) void endDesktopSession(sessionId).catch(() => undefined);
          }}
        >
          {t('terminal.desktop.disconnect')}
        </Button>
        {session.keyboardLayout && (
          <Text size={200} className={styles.layout}>
            {t('terminal.desktop.layoutInUse', {
              layout: t(`terminal.desktop.layouts.${session.keyboardLayout}`, { defaultValue: session.keyboardLayout }),
            })}
          </Text>
        )}
      </div>
      <div
        ref={hostRef}
        className={styles.host}
        data-testid="desktop-host"
        data-session-id={sessionId}
        role="application"
        aria-label={t('terminal.desktop.screen')}
      />
    </div>
  );
}
