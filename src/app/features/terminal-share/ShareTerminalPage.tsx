import { makeStyles } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { shareSocketUrl } from '../../../shared/api/terminalShare';
import type { WatchStatus } from '../../components/session-watch';
import { bufferText, createXterm } from '../../components/xterm/createXterm';
import { addMessageCatalogue } from '../../i18n/messageCatalogue';
import { openWatchSocket } from '../monitor-terminal';
import { GuestFrame } from './GuestFrame';
import { guestInputChange } from './guestInputNotice';
import { ensureShareTexts } from './i18n';
import { ShareCodeForm } from './ShareCodeForm';

ensureShareTexts();
addMessageCatalogue();

const useStyles = makeStyles({
  screen: { flex: 1, minHeight: 0, backgroundColor: '#000', padding: '4px' },
});

/**
 * /share-terminal?token= (spec §2; docs/monitor-share.md): a guest without an account enters the
 * verification code, then watches the shared session; they type only while the owner lets them.
 */
export function ShareTerminalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [ticket, setTicket] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('terminalShare.pageTitle');
  }, [t]);

  if (ticket) return <SharedScreen ticket={ticket} />;
  return <ShareCodeForm token={params.get('token') ?? ''} title={t('terminalShare.pageTitle')} onJoined={setTicket} />;
}

function SharedScreen({ ticket }: { ticket: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WatchStatus>({ kind: 'connecting' });
  const [mayType, setMayType] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const element = host.current as HTMLDivElement & { gatehouseTerminalText?: () => string };
    const xterm = createXterm(element);
    // What the screen shows, for tests and assistive tools (as on the terminal page).
    element.gatehouseTerminalText = () => bufferText(xterm.terminal);
    xterm.fit.fit();
    const onResize = () => xterm.fit.fit();
    window.addEventListener('resize', onResize);
    const socket = openWatchSocket(shareSocketUrl(window.location.origin, ticket), {
      write: (bytes) => xterm.terminal.write(bytes),
      onStatus: setStatus,
      onNotice: (_level, message) => {
        setNotice(message);
        const mayTypeNow = guestInputChange(message);
        if (mayTypeNow !== null) setMayType(mayTypeNow);
      },
    });
    // Typing is sent always; the server drops it unless the owner let this guest type.
    const typing = xterm.terminal.onData((data) => socket.send(data));
    return () => {
      typing.dispose();
      window.removeEventListener('resize', onResize);
      socket.close();
      delete element.gatehouseTerminalText;
      xterm.terminal.dispose();
    };
  }, [ticket]);

  return (
    <GuestFrame
      icon={<ShareRegular />}
      title={t('terminalShare.pageTitle')}
      mode={mayType ? t('terminalShare.mayType') : t('terminalShare.readOnly')}
      status={status}
      notice={notice}
    >
      <div className={styles.screen} ref={host} data-testid="share-screen" />
    </GuestFrame>
  );
}
