import { Button, Dropdown, Field, Input, Option, Subtitle2, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneSchema, type SignInSettingsEdit } from '../../../../shared/api/signInMethods';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { sendTestSms, toEditBody } from '../api';
import type { SectionProps } from './formTypes';
import { useSectionStyles } from './styles';

const METHODS = ['POST', 'PUT', 'GET'] as const;
type SmsForm = SignInSettingsEdit['sms'];
type TextField = Exclude<keyof SmsForm, 'method'>;

/** The SMS gateway's HTTP API, and a test message to a number with what is on screen. */
export function SmsSection({ form, stored, errors, isReadOnly, onChange }: SectionProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const [testPhone, setTestPhone] = useState('');
  const [testError, setTestError] = useState<string | undefined>();
  const [isTesting, setTesting] = useState(false);
  const set = (change: Partial<SmsForm>) => onChange({ ...form, sms: { ...form.sms, ...change } });
  const message = (field: string) => (errors[`sms.${field}`] ? tMsg(errors[`sms.${field}`] as string) : undefined);
  const text = (field: TextField, label: string, multiline = false) => (
    <Field label={t(`setupCenter.${label}`)} validationMessage={message(field)}>
      {multiline ? (
        <Textarea
          value={form.sms[field] ?? ''}
          disabled={isReadOnly}
          onChange={(_, data) => set({ [field]: data.value })}
        />
      ) : (
        <Input
          value={form.sms[field] ?? ''}
          disabled={isReadOnly}
          onChange={(_, data) => set({ [field]: data.value })}
        />
      )}
    </Field>
  );

  const handleTest = async () => {
    const parsed = PhoneSchema.safeParse(testPhone);
    setTestError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setTesting(true);
    try {
      await sendTestSms(parsed.data, toEditBody(form).sms);
      notify.success(t('msg.testSmsSent'));
    } catch (error) {
      console.warn('test SMS failed', error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <section className={styles.section} aria-label={t('setupCenter.sms')}>
      <Subtitle2 as="h3">{t('setupCenter.sms')}</Subtitle2>
      {text('url', 'smsUrl')}
      <Field label={t('setupCenter.smsMethod')}>
        <Dropdown
          value={form.sms.method}
          selectedOptions={[form.sms.method]}
          disabled={isReadOnly}
          onOptionSelect={(_, data) => set({ method: data.optionValue as SmsForm['method'] })}
        >
          {METHODS.map((method) => (
            <Option key={method} value={method}>
              {method}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {text('contentType', 'smsContentType')}
      {text('headers', 'smsHeaders', true)}
      {text('apiKeyHeader', 'smsApiKeyHeader')}
      <Field label={t('setupCenter.smsApiKey')} validationMessage={message('apiKey')}>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.sms.apiKey ?? ''}
          disabled={isReadOnly}
          placeholder={stored.sms.apiKeySet ? t('setupCenter.secretSet') : t('setupCenter.secretNotSet')}
          onChange={(_, data) => set({ apiKey: data.value })}
        />
      </Field>
      {text('bodyTemplate', 'smsBodyTemplate', true)}
      {text('successContains', 'smsSuccessContains')}
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('setupCenter.testPhone')}
          validationMessage={testError ? tMsg(testError) : undefined}
        >
          <Input value={testPhone} inputMode="tel" onChange={(_, data) => setTestPhone(data.value)} />
        </Field>
        <Button disabled={isReadOnly || isTesting} onClick={() => void handleTest()}>
          {t('setupCenter.testSms')}
        </Button>
      </div>
    </section>
  );
}
