import { Button, Field, Input, Subtitle2, Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInSettingsEdit } from '../../../../shared/api/signInMethods';
import { EMAIL_PATTERN, msgRef } from '../../../../shared/rules/validation';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { sendTestEmail, toEditBody } from '../api';
import type { SectionProps } from './formTypes';
import { useSectionStyles } from './styles';

type EmailForm = SignInSettingsEdit['email'];

/** The SMTP server codes go out through, and a test e-mail with what is on screen. */
export function EmailSection({ form, stored, errors, isReadOnly, onChange }: SectionProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const [testTo, setTestTo] = useState('');
  const [testError, setTestError] = useState<string | undefined>();
  const [isTesting, setTesting] = useState(false);
  const set = (change: Partial<EmailForm>) => onChange({ ...form, email: { ...form.email, ...change } });
  const message = (field: string) => (errors[`email.${field}`] ? tMsg(errors[`email.${field}`] as string) : undefined);
  const text = (field: 'host' | 'username' | 'from', label: string) => (
    <Field label={t(`setupCenter.${label}`)} validationMessage={message(field)}>
      <Input value={form.email[field]} disabled={isReadOnly} onChange={(_, data) => set({ [field]: data.value })} />
    </Field>
  );

  const handleTest = async () => {
    const address = testTo.trim();
    const error = EMAIL_PATTERN.test(address) ? undefined : msgRef('emailInvalid');
    setTestError(error);
    if (error) return;
    setTesting(true);
    try {
      await sendTestEmail(address, toEditBody(form).email);
      notify.success(t('msg.testEmailSent'));
    } catch (failure) {
      console.warn('test e-mail failed', failure);
    } finally {
      setTesting(false);
    }
  };

  return (
    <section className={styles.section} aria-label={t('setupCenter.email')}>
      <Subtitle2 as="h3">{t('setupCenter.email')}</Subtitle2>
      {text('host', 'emailHost')}
      <Field label={t('setupCenter.emailPort')} validationMessage={message('port')}>
        <Input
          type="number"
          value={String(form.email.port)}
          disabled={isReadOnly}
          onChange={(_, data) => set({ port: Number(data.value) })}
        />
      </Field>
      <Switch
        label={t('setupCenter.emailSecure')}
        checked={form.email.secure}
        disabled={isReadOnly}
        onChange={(_, data) => set({ secure: data.checked })}
      />
      {text('username', 'emailUsername')}
      <Field label={t('setupCenter.emailPassword')} validationMessage={message('password')}>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.email.password ?? ''}
          disabled={isReadOnly}
          placeholder={stored.email.passwordSet ? t('setupCenter.secretSet') : t('setupCenter.secretNotSet')}
          onChange={(_, data) => set({ password: data.value })}
        />
      </Field>
      {text('from', 'emailFrom')}
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('setupCenter.testEmailTo')}
          validationMessage={testError ? tMsg(testError) : undefined}
        >
          <Input value={testTo} type="email" onChange={(_, data) => setTestTo(data.value)} />
        </Field>
        <Button disabled={isReadOnly || isTesting} onClick={() => void handleTest()}>
          {t('setupCenter.testEmail')}
        </Button>
      </div>
    </section>
  );
}
