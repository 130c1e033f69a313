import { makeStyles } from '@fluentui/react-components';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import type { ScreenSink } from '../player/castPlayer';

const useStyles = makeStyles({
  root: { overflow: 'auto', backgroundColor: '#1e1e1e', padding: '8px', flex: 1, minHeight: 0 },
});

/**
 * A read-only xterm the player draws on, at the recording's own size (a replay must not reflow what the
 * user saw). The DOM renderer: the picture is text the page (and its tests) can read.
 */
export function ReplayScreen({ onReady }: { onReady: (sink: ScreenSink | null) => void }) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const terminal = new Terminal({
      disableStdin: true,
      cursorBlink: false,
      scrollback: 5000,
      fontFamily: 'Menlo, Consolas, "DejaVu Sans Mono", monospace',
      fontSize: 14,
      theme: { background: '#1e1e1e' },
    });
    terminal.open(element);
    onReady({
      reset: () => terminal.reset(),
      resize: (cols, rows) => terminal.resize(cols, rows),
      write: (data, done) => terminal.write(data, done),
    });
    return () => {
      onReady(null);
      terminal.dispose();
    };
  }, [onReady]);
  return <div ref={host} className={styles.root} data-testid="replay-screen" />;
}
