import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../data/errors';
import { joinSharedSession } from './api';

const useStyles = makeStyles({
  heading: { margin: 0 },
  page: { display: 'flex', flexDirection: 'column', height: '100vh', width: '100vw', overflow: 'hidden' },
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
});

/**
 * The guest's first step on a share page (terminal or remote desktop): the verification code for the link's token,
 * checked by POST /share/terminal/join; a right code hands the page its one-use ticket.
 */
export function ShareCodeForm({
  token,
  title,
  onJoined,
}: {
  token: string;
  title: string;
  onJoined(ticket: string): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (code.trim() === '') {
      setError(t('terminalShare.enterCode'));
      return;
    }
    setBusy(true);
    try {
      const joined = await joinSharedSession(token, code.trim());
      setError(null);
      onJoined(joined.ticket);
    } catch (failure) {
      setError(isApiError(failure) ? failure.msg : t('terminalShare.dropped'));
    } finally {
      setBusy(false);
    }
  };

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
          <ShareRegular /> {title}
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
