import { makeStyles } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { GRAPHICAL_PASTE_MAX_BYTES } from '../../../shared/protocol/graphical';
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
  /**
   * A share guest's page: while not view-only, what the user pastes goes to the desktop in UTF-8 (the server lets it
   * through only as the session's policy allows); `tooLarge` is said for a paste over the limit. The monitor: absent.
   */
  guestPaste?: { tooLarge: string };
  /** noVNC could not be loaded. */
  onLoadFailed(): void;
}

/**
 * A remote desktop watched from another page (the live monitor, a share guest): noVNC on a watch socket, scaled to
 * the page. A watcher's browser never receives the desktop's clipboard; a share guest let to work may paste.
 */
export function RemoteDesktopView({
  socketUrl,
  viewOnly,
  label,
  testId,
  onStatus,
  onNotice,
  guestPaste,
  onLoadFailed,
}: Props) {
  const styles = useStyles();
  const hostRef = useRef<HTMLDivElement>(null);
  const rfbRef = useRef<Rfb | null>(null);
  const viewOnlyRef = useRef(viewOnly);
  viewOnlyRef.current = viewOnly;
  const listeners = useRef({ onStatus, onNotice, onLoadFailed, guestPaste });
  listeners.current = { onStatus, onNotice, onLoadFailed, guestPaste };

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
    const handlePaste = (event: ClipboardEvent) => {
      const { guestPaste: pasting, onNotice: notify } = listeners.current;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!pasting || viewOnlyRef.current || !text) return;
      event.preventDefault();
      if (new TextEncoder().encode(text).length > GRAPHICAL_PASTE_MAX_BYTES) notify?.('warning', pasting.tooLarge);
      else watch.paste(text);
    };
    host.addEventListener('paste', handlePaste);
    return () => {
      disposed = true;
      host.removeEventListener('paste', handlePaste);
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
