import { DesktopRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphicalShareSocketUrl } from '../../../shared/protocol/graphical';
import { RemoteDesktopView } from '../../components/remote-desktop';
import type { WatchStatus } from '../../components/session-watch';
import { addMessageCatalogue } from '../../i18n/messageCatalogue';
import { GuestFrame } from './GuestFrame';
import { guestInputChange } from './guestInputNotice';
import { ensureShareTexts } from './i18n';
import { ShareCodeForm } from './ShareCodeForm';

ensureShareTexts();
addMessageCatalogue();

/**
 * /share-rdp?token= (spec §2; docs/monitor-share.md): a guest without an account enters the verification code, then
 * watches the shared remote desktop; keys and pointer reach it only while the owner lets this guest type.
 */
export function ShareRdpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [ticket, setTicket] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('terminalShare.rdpPageTitle');
  }, [t]);

  if (ticket) return <SharedDesktop ticket={ticket} />;
  return (
    <ShareCodeForm token={params.get('token') ?? ''} title={t('terminalShare.rdpPageTitle')} onJoined={setTicket} />
  );
}

function SharedDesktop({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const [socketUrl] = useState(() => graphicalShareSocketUrl(window.location.origin, ticket));
  const [status, setStatus] = useState<WatchStatus>({ kind: 'connecting' });
  const [mayType, setMayType] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const canUse = mayType && status.kind === 'watching';

  return (
    <GuestFrame
      icon={<DesktopRegular />}
      title={t('terminalShare.rdpPageTitle')}
      mode={canUse ? t('terminalShare.mayUseDesktop') : t('terminalShare.rdpReadOnly')}
      status={status}
      notice={notice}
    >
      <RemoteDesktopView
        socketUrl={socketUrl}
        viewOnly={!canUse}
        label={t('terminalShare.rdpScreen')}
        testId="share-screen"
        onStatus={setStatus}
        onNotice={(_level, message) => {
          setNotice(message);
          const mayTypeNow = guestInputChange(message);
          if (mayTypeNow !== null) setMayType(mayTypeNow);
        }}
        guestPaste={{ tooLarge: t('terminalShare.rdpPasteTooLarge') }}
        onLoadFailed={() => setNotice(t('terminalShare.rdpLoadFailed'))}
      />
    </GuestFrame>
  );
}
