import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';
import { changeKeyPin } from '../driver';
import { createDriver } from '../driverClient';
import { usbKeyErrorText } from '../errorText';
import { addUsbKeyTexts } from '../i18n';
import { KeyPresenceBar } from './KeyPresenceBar';

addUsbKeyTexts();

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const EMPTY = { oldPin: '', newPin: '', confirmPin: '' };

/** /user/pin (spec §2): change the key's user PIN through the driver; the server is not involved. */
export function UsbKeyPinForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [isBusy, setBusy] = useState(false);

  const bind = (name: keyof typeof EMPTY) => ({
    type: 'password' as const,
    value: values[name],
    maxLength: 32,
    onChange: (_: unknown, data: { value: string }) => setValues((current) => ({ ...current, [name]: data.value })),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(values.oldPin === '' ? { oldPin: t('usbKey.errors.pinEmpty') } : {}),
      ...(values.newPin === '' ? { newPin: t('usbKey.errors.pinEmpty') } : {}),
      ...(values.confirmPin !== values.newPin ? { confirmPin: t('usbKey.pinMismatch') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changeKeyPin(createDriver(), values.oldPin, values.newPin);
      notify.success(t('usbKey.pinChanged'));
      setValues(EMPTY);
    } catch (error) {
      notify.error(usbKeyErrorText(error) ?? String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Text className={styles.hint}>{t('usbKey.pinHint')}</Text>
      <KeyPresenceBar />
      <Field label={t('usbKey.oldPin')} required validationMessage={errors.oldPin}>
        <Input {...bind('oldPin')} />
      </Field>
      <Field label={t('usbKey.newPin')} required validationMessage={errors.newPin}>
        <Input {...bind('newPin')} />
      </Field>
      <Field label={t('usbKey.confirmPin')} required validationMessage={errors.confirmPin}>
        <Input {...bind('confirmPin')} />
      </Field>
      <Button appearance="primary" type="submit" disabled={isBusy}>
        {t('usbKey.pinSubmit')}
      </Button>
    </form>
  );
}
