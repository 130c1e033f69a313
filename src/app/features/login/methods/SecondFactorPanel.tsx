import { Button, Field, Input, Subtitle2, Text } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { tMsg } from '../../../i18n';
import { sendSecondSmsCode, signInWithOtp, signInWithSecondSms } from './api';
import { usePanelStyles } from './styles';
import { codeError } from './validateCode';
import './i18n';

export interface SecondFactorStep {
  factor: 'sms' | 'otp';
  ticket: string;
  maskedPhone?: string | undefined;
}

export interface SecondFactorPanelProps {
  step: SecondFactorStep;
  onSignedIn: (token: string) => void;
  /** Back to the password (a used or expired ticket needs the password again). */
  onCancel: () => void;
}

/** After a correct password: the SMS code or one-time password the installation asks for. */
export function SecondFactorPanel({ step, onSignedIn, onCancel }: SecondFactorPanelProps) {
  const styles = usePanelStyles();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setSubmitting] = useState(false);
  const isSms = step.factor === 'sms';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = codeError(code);
    setError(found);
    if (found) return;
    setSubmitting(true);
    try {
      const token = isSms
        ? await signInWithSecondSms(step.ticket, code.trim())
        : await signInWithOtp({ ticket: step.ticket, code: code.trim() });
      onSignedIn(token);
    } catch (failure) {
      console.warn('second factor failed', failure);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Subtitle2 as="h2">{t('signInPanels.secondTitle')}</Subtitle2>
      <Text>
        {isSms ? t('signInPanels.secondSms', { phone: step.maskedPhone ?? '' }) : t('signInPanels.secondOtp')}
      </Text>
      <Field
        label={isSms ? t('signInPanels.code') : t('signInPanels.otpCode')}
        validationMessage={error ? tMsg(error) : undefined}
      >
        <div className={styles.codeRow}>
          <Input
            className={styles.grow}
            value={code}
            onChange={(_, data) => setCode(data.value)}
            placeholder={isSms ? t('signInPanels.codePlaceholder') : t('signInPanels.otpPlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          {isSms ? <SendCodeButton onSend={() => sendSecondSmsCode(step.ticket)} /> : null}
        </div>
      </Field>
      <Button type="submit" appearance="primary" disabled={isSubmitting}>
        {isSubmitting ? t('signInPanels.submitting') : t('signInPanels.verify')}
      </Button>
      <Button appearance="subtle" onClick={onCancel}>
        {t('signInPanels.back')}
      </Button>
    </form>
  );
}
