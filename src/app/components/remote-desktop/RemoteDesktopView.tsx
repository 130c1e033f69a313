import { makeStyles } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { WatchStatus } from '../session-watch';
import { openDesktopWatch } from './desktopWatch';
import { loadRfb, type Rfb } from './loadRfb';

const useStyles = makeStyles({
  host: { flex: 1, minHeight: 0, backgroundColor: '#000', overflow: 'hidden', position: 'relative' },
});

interface Props {
  /** The watch socket's URL (the monitor's or a share guest's). */
  socketUrl: string;
  /** Whether keys and pointer stay in the browser; the server decides what it passes on either way. */
  viewOnly: boolean;
  label: string;
  testId: string;
  onStatus(status: WatchStatus): void;
  onNotice?(level: 'info' | 'warning' | 'error', message: string): void;
  /** noVNC could not be loaded. */
  onLoadFailed(): void;
}

/**
 * A remote desktop watched from another page (the live monitor, a share guest): noVNC on a watch socket, scaled to
 * the page. No clipboard either way: a watcher's browser neither receives the desktop's clipboard nor pastes.
 */
export function RemoteDesktopView({ socketUrl, viewOnly, label, testId, onStatus, onNotice, onLoadFailed }: Props) {
  const styles = useStyles();
  const hostRef = useRef<HTMLDivElement>(null);
  const rfbRef = useRef<Rfb | null>(null);
  const viewOnlyRef = useRef(viewOnly);
  viewOnlyRef.current = viewOnly;
  const listeners = useRef({ onStatus, onNotice, onLoadFailed });
  listeners.current = { onStatus, onNotice, onLoadFailed };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    const watch = openDesktopWatch(socketUrl, {
      onAttached: (channel) => {
        void loadRfb().then(
          (RFB) => {
            if (disposed || channel.readyState !== 1) return;
            rfbRef.current?.disconnect();
            host.replaceChildren();
            const rfb = new RFB(host, channel, { shared: true });
            rfb.viewOnly = viewOnlyRef.current;
            rfb.scaleViewport = true;
            rfb.resizeSession = false;
            rfb.background = '#000';
            rfbRef.current = rfb;
          },
          () => listeners.current.onLoadFailed(),
        );
      },
      onStatus: (status) => listeners.current.onStatus(status),
      onNotice: (level, message) => listeners.current.onNotice?.(level, message),
    });
    return () => {
      disposed = true;
      watch.close();
      rfbRef.current?.disconnect();
      rfbRef.current = null;
      host.replaceChildren();
    };
  }, [socketUrl]);

  useEffect(() => {
    const rfb = rfbRef.current;
    if (!rfb) return;
    rfb.viewOnly = viewOnly;
    if (!viewOnly) rfb.focus();
  }, [viewOnly]);

  return <div ref={hostRef} className={styles.host} data-testid={testId} role="application" aria-label={label} />;
}
