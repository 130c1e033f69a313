import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgRef } from '../../../../shared/rules/validation';
import { tMsg } from '../../../i18n';
import { signInWithOtp } from './api';
import type { SignInPanelProps } from './SmsLoginPanel';
import { usePanelStyles } from './styles';
import { codeError } from './validateCode';
import './i18n';

/** One-time password as its own method (when enabled): user name and the authenticator's code. */
export function OtpLoginPanel({ onSignedIn }: SignInPanelProps) {
  const styles = usePanelStyles();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ username?: string | undefined; code?: string | undefined }>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { username: username.trim() ? undefined : msgRef('usernameRequired'), code: codeError(code) };
    setErrors(found);
    if (found.username || found.code) return;
    setSubmitting(true);
    try {
      onSignedIn(await signInWithOtp({ username: username.trim(), code: code.trim() }));
    } catch (error) {
      console.warn('OTP sign-in failed', error);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Field label={t('signInPanels.username')} validationMessage={errors.username ? tMsg(errors.username) : undefined}>
        <Input
          value={username}
          onChange={(_, data) => setUsername(data.value)}
          placeholder={t('signInPanels.usernamePlaceholder')}
          autoComplete="username"
        />
      </Field>
      <Field label={t('signInPanels.otpCode')} validationMessage={errors.code ? tMsg(errors.code) : undefined}>
        <Input
          value={code}
          onChange={(_, data) => setCode(data.value)}
          placeholder={t('signInPanels.otpPlaceholder')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={isSubmitting}>
        {isSubmitting ? t('signInPanels.submitting') : t('signInPanels.submit')}
      </Button>
    </form>
  );
}
