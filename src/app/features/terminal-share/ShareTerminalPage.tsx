import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { shareSocketUrl } from '../../../shared/api/terminalShare';
import { shareMessages } from '../../../shared/messages/shareMessages';
import { bufferText, createXterm } from '../../components/xterm/createXterm';
import { isApiError } from '../../data/errors';
import { addMessageCatalogue } from '../../i18n/messageCatalogue';
import { openWatchSocket, type WatchStatus } from '../monitor-terminal';
import { joinSharedSession } from './api';
import { ensureShareTexts } from './i18n';

ensureShareTexts();
addMessageCatalogue();

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
  grow: { flex: 1 },
  card: {
    margin: 'auto',
    width: '360px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusLarge,
  },
  screen: { flex: 1, minHeight: 0, backgroundColor: '#000', padding: '4px' },
});

/**
 * /share-terminal?token= (spec §2; docs/monitor-share.md): a guest without an account enters the
 * verification code, then watches the shared session; they type only while the owner lets them.
 */
export function ShareTerminalPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('terminalShare.pageTitle');
  }, [t]);

  const submit = async () => {
    if (code.trim() === '') {
      setError(t('terminalShare.enterCode'));
      return;
    }
    setBusy(true);
    try {
      const joined = await joinSharedSession(token, code.trim());
      setError(null);
      setTicket(joined.ticket);
    } catch (failure) {
      setError(isApiError(failure) ? failure.msg : t('terminalShare.dropped'));
    } finally {
      setBusy(false);
    }
  };

  if (ticket) return <SharedScreen ticket={ticket} />;
  return (
    <main className={styles.page}>
      <form
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Text as="h1" size={500} weight="semibold" className={styles.heading}>
          <ShareRegular /> {t('terminalShare.pageTitle')}
        </Text>
        {token === '' ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('terminalShare.missingToken')}</MessageBarBody>
          </MessageBar>
        ) : (
          <>
            <Field
              label={t('terminalShare.code')}
              validationState={error ? 'error' : 'none'}
              validationMessage={error ?? undefined}
            >
              <Input
                value={code}
                placeholder={t('terminalShare.codePlaceholder')}
                onChange={(_, data) => setCode(data.value)}
                autoFocus
                inputMode="numeric"
                data-testid="share-code-input"
              />
            </Field>
            <Button appearance="primary" type="submit" disabled={busy}>
              {t('terminalShare.watch')}
            </Button>
          </>
        )}
      </form>
    </main>
  );
}

const isText = (message: string, key: keyof typeof shareMessages) =>
  message === shareMessages[key].zh || message === shareMessages[key].en;

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
        // The owner's grant and take-back arrive as these notices (in the guest's language).
        if (isText(message, 'shareInputGranted')) setMayType(true);
        if (isText(message, 'shareInputRevoked')) setMayType(false);
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
    <main className={styles.page}>
      <div className={styles.bar}>
        <ShareRegular />
        <Text as="h1" weight="semibold" className={styles.heading}>
          {t('terminalShare.pageTitle')}
        </Text>
        <Text className={styles.grow}>{status.kind === 'watching' ? t('terminalShare.watching') : ''}</Text>
        <Text size={200}>{mayType ? t('terminalShare.mayType') : t('terminalShare.readOnly')}</Text>
      </div>
      {notice && status.kind !== 'ended' && (
        <MessageBar intent="info">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'ended' && (
        <MessageBar intent="warning" data-testid="share-ended">
          <MessageBarBody>{status.message}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'refused' && (
        <MessageBar intent="error" data-testid="share-refused">
          <MessageBarBody>{t(`terminalShare.${status.key}`)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.screen} ref={host} data-testid="share-screen" />
    </main>
  );
}
