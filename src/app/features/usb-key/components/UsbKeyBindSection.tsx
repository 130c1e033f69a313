import { Button, Field, Input, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';
import { fetchBindCode, postBind } from '../api';
import { initialiseKey, signWithKey } from '../driver';
import { createDriver } from '../driverClient';
import { usbKeyErrorText } from '../errorText';
import { addUsbKeyTexts } from '../i18n';
import { KeyPresenceBar } from './KeyPresenceBar';

addUsbKeyTexts();

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Binds a certificate USB key to the signed-in user: spec §4 init (which creates the application,
 * container, key pair and certificate a fresh key lacks), then the key signs a bind code and the
 * server stores the certificate.
 */
export function UsbKeyBindSection({ userName, onBound }: { userName: string; onBound: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pin === '') {
      setError(t('usbKey.errors.pinEmpty'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const driver = createDriver();
      // The code also says which algorithm a fresh key generates (the installation's RSA or SM2).
      const code = await fetchBindCode();
      const { certificate, deviceName } = await initialiseKey(driver, pin, userName, code.algorithm);
      const { signature } = await signWithKey(driver, pin, code.code, deviceName);
      await postBind(code.challengeId, certificate.base64, signature);
      notify.success(t('msg.usbKeyBound'));
      onBound();
    } catch (caught) {
      const text = usbKeyErrorText(caught);
      if (text) notify.error(text);
      else console.warn('USB-key binding failed', caught);
    } finally {
      setBusy(false);
      setPin('');
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Subtitle2 as="h2">{t('usbKey.bindTitle')}</Subtitle2>
      <Text className={styles.hint}>{t('usbKey.bindHint')}</Text>
      <KeyPresenceBar />
      <Field label={t('usbKey.pin')} required validationMessage={error}>
        <Input type="password" value={pin} maxLength={32} onChange={(_, data) => setPin(data.value)} />
      </Field>
      <Button type="submit" disabled={isBusy}>
        {t('usbKey.bindSubmit')}
      </Button>
    </form>
  );
}
