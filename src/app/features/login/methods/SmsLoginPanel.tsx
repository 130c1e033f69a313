import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { tMsg } from '../../../i18n';
import { sendLoginSmsCode, signInWithSms } from './api';
import { usePanelStyles } from './styles';
import { codeError, phoneError } from './validateCode';
import './i18n';

export interface SignInPanelProps {
  onSignedIn: (token: string) => void;
}

/** SMS sign-in: phone number, a code sent to it, then POST /ucenter/login/smsLogin. */
export function SmsLoginPanel({ onSignedIn }: SignInPanelProps) {
  const styles = usePanelStyles();
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | undefined; code?: string | undefined }>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSend = async () => {
    const found = phoneError(phone);
    setErrors({ phone: found });
    return found ? null : sendLoginSmsCode(phone.trim());
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { phone: phoneError(phone), code: codeError(code) };
    setErrors(found);
    if (found.phone || found.code) return;
    setSubmitting(true);
    try {
      onSignedIn(await signInWithSms(phone.trim(), code.trim()));
    } catch (error) {
      // The data layer showed the server's message; the code is single use, so clear it.
      console.warn('SMS sign-in failed', error);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Field label={t('signInPanels.phone')} validationMessage={errors.phone ? tMsg(errors.phone) : undefined}>
        <Input
          value={phone}
          onChange={(_, data) => setPhone(data.value)}
          placeholder={t('signInPanels.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
        />
      </Field>
      <Field label={t('signInPanels.code')} validationMessage={errors.code ? tMsg(errors.code) : undefined}>
        <div className={styles.codeRow}>
          <Input
            className={styles.grow}
            value={code}
            onChange={(_, data) => setCode(data.value)}
            placeholder={t('signInPanels.codePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <SendCodeButton onSend={handleSend} />
        </div>
      </Field>
      <Button type="submit" appearance="primary" disabled={isSubmitting}>
        {isSubmitting ? t('signInPanels.submitting') : t('signInPanels.submit')}
      </Button>
    </form>
  );
}
