import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { fetchLoginCode, postUsbKeyLogin } from '../api';
import { signWithKey } from '../driver';
import { createDriver } from '../driverClient';
import { usbKeyErrorText } from '../errorText';
import { addUsbKeyTexts } from '../i18n';
import { keyLoginMarker } from '../keyLoginMarker';
import { KeyPresenceBar } from './KeyPresenceBar';

addUsbKeyTexts();

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Spec §4 USB-key login: the key signs a fresh server code; the marker then ties the session to the key. */
export function UsbKeyLoginPanel({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ username?: string; pin?: string }>({});
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(username.trim() === '' ? { username: tMsg('usernameRequired') } : {}),
      ...(pin === '' ? { pin: t('usbKey.errors.pinEmpty') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const code = await fetchLoginCode();
      const signed = await signWithKey(createDriver(), pin, code.code);
      const token = await postUsbKeyLogin(username.trim(), code.challengeId, signed.signature);
      keyLoginMarker.clearLogout();
      keyLoginMarker.set(signed.deviceName);
      onSignedIn(token);
    } catch (error) {
      const text = usbKeyErrorText(error);
      // Server refusals were announced by the data layer (spec §8).
      if (text) notify.error(text);
      else console.warn('USB-key sign-in failed', error);
    } finally {
      setBusy(false);
      setPin('');
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="usb-key-login">
      <Text className={styles.hint}>{t('usbKey.loginHint')}</Text>
      <KeyPresenceBar />
      <Field label={t('usbKey.username')} required validationMessage={errors.username}>
        <Input value={username} maxLength={64} onChange={(_, data) => setUsername(data.value)} />
      </Field>
      <Field label={t('usbKey.pin')} required validationMessage={errors.pin}>
        <Input type="password" value={pin} maxLength={32} onChange={(_, data) => setPin(data.value)} />
      </Field>
      <Button appearance="primary" type="submit" disabled={isBusy}>
        {t('usbKey.submit')}
      </Button>
    </form>
  );
}
