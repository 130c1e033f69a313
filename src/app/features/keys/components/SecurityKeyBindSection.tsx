import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { fetchRegistrationOptions, postRegistration } from '../api';
import { reportKeyFailure } from '../webauthnErrors';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Binds a security key (WebAuthn) to the signed-in user, in this browser. */
export function SecurityKeyBindSection({ onBound }: { onBound: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(tMsg(`fieldRequired?field=${encodeURIComponent(t('keys.bind.keyName'))}`));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { challengeId, options } = await fetchRegistrationOptions();
      const response = await startRegistration({ optionsJSON: options });
      await postRegistration(challengeId, name.trim(), response);
      notify.success(t('msg.webauthnBound'));
      setName('');
      onBound();
    } catch (caught) {
      reportKeyFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="security-key-bind">
      <Subtitle2 as="h2">{t('keys.bind.securityKeyTitle')}</Subtitle2>
      <Text className={styles.hint}>{t('keys.bind.securityKeyHint')}</Text>
      {browserSupportsWebAuthn() ? null : (
        <MessageBar intent="warning">
          <MessageBarBody>{t('keys.securityKey.unsupported')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('keys.bind.keyName')} required validationMessage={error}>
        <Input
          value={name}
          maxLength={64}
          placeholder={t('keys.bind.keyNamePlaceholder')}
          onChange={(_, data) => setName(data.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={isBusy || !browserSupportsWebAuthn()}>
        {t('keys.bind.bindSecurityKey')}
      </Button>
    </form>
  );
}
