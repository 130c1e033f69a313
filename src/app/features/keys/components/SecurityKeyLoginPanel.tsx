import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLoginOptions, postKeyLogin } from '../api';
import { addKeyTexts } from '../i18n';
import { reportKeyFailure } from '../webauthnErrors';
import type { KeyPanelProps } from './ScanLoginPanel';

addKeyTexts();

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The 硬件密钥 / Security key panel: user name (or none, for discoverable credentials), then the browser prompt. */
export function SecurityKeyLoginPanel({ onSignedIn }: KeyPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { challengeId, options } = await fetchLoginOptions(username.trim());
      const response = await startAuthentication({ optionsJSON: options });
      onSignedIn(await postKeyLogin(challengeId, response));
    } catch (error) {
      reportKeyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (!browserSupportsWebAuthn()) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('keys.securityKey.unsupported')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="security-key-login">
      <Text className={styles.hint}>{t('keys.securityKey.hint')}</Text>
      <Field label={t('keys.securityKey.username')}>
        <Input
          value={username}
          autoComplete="username webauthn"
          maxLength={64}
          onChange={(_, data) => setUsername(data.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={isBusy}>
        {t('keys.securityKey.submit')}
      </Button>
    </form>
  );
}
