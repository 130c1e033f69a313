import { makeStyles } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { terminalWatchSocketUrl } from '../../../shared/protocol/terminal';
import { MonitorFrame, type WatchStatus } from '../../components/session-watch';
import { bufferText, createXterm } from '../../components/xterm/createXterm';
import { MONITOR_TERMINAL_PATH } from '../../navigation/paths';
import { getToken } from '../../session/cookies';
import { endSession, fetchSession } from './api';
import { ensureMonitorTexts } from './i18n';
import { openWatchSocket } from './watchConnection';

ensureMonitorTexts();

const useStyles = makeStyles({
  screen: { flex: 1, minHeight: 0, backgroundColor: '#000', padding: '4px' },
});

/**
 * /monitor-terminal?sessionId= (spec §2; docs/monitor-share.md): an auditor watches a live session read-only
 * and can end it. Public in the route table; without a sign-in it leads to /login and back (MonitorFrame).
 */
export function MonitorTerminalPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const sessionId = Number(params.get('sessionId'));
  const [token] = useState(() => getToken());
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WatchStatus>({ kind: 'connecting' });
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
    return () => {
      window.removeEventListener('resize', onResize);
      socket.close();
      delete element.gatehouseTerminalText;
      xterm.terminal.dispose();
    };
  }, [token, valid, sessionId]);

  return (
    <MonitorFrame
      texts="monitorTerminal"
      icon={<EyeRegular />}
      path={MONITOR_TERMINAL_PATH}
      sessionId={valid ? sessionId : null}
      isSignedIn={Boolean(token)}
      status={status}
      loadSession={fetchSession}
      terminate={endSession}
    >
      <div className={styles.screen} ref={host} data-testid="monitor-screen" />
    </MonitorFrame>
  );
}
