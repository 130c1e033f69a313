import { Field, Radio, RadioGroup, Subtitle2, Switch, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SecondFactor } from '../../../../shared/api/signInMethods';
import { tMsg } from '../../../i18n';
import type { SectionProps } from './formTypes';
import { useSectionStyles } from './styles';

/** Which methods are on (the password always), and the second factor after the password. */
export function MethodsSection({ form, errors, isReadOnly, onChange }: SectionProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('setupCenter.methods')}>
      <Subtitle2 as="h3">{t('setupCenter.methods')}</Subtitle2>
      <Text>{t('setupCenter.passwordAlways')}</Text>
      <Switch
        label={t('setupCenter.smsLogin')}
        checked={form.smsLogin}
        disabled={isReadOnly}
        onChange={(_, data) => onChange({ ...form, smsLogin: data.checked })}
      />
      <Switch
        label={t('setupCenter.otpLogin')}
        checked={form.otpLogin}
        disabled={isReadOnly}
        onChange={(_, data) => onChange({ ...form, otpLogin: data.checked })}
      />
      <Switch
        label={t('setupCenter.qrLogin')}
        checked={form.qrLogin ?? true}
        disabled={isReadOnly}
        onChange={(_, data) => onChange({ ...form, qrLogin: data.checked })}
      />
      <Switch
        label={t('setupCenter.keyLogin')}
        checked={form.keyLogin ?? true}
        disabled={isReadOnly}
        onChange={(_, data) => onChange({ ...form, keyLogin: data.checked })}
      />
      <Field validationMessage={errors.ssoLogin ? tMsg(errors.ssoLogin) : undefined}>
        <Switch
          label={t('sso.ssoSwitch')}
          checked={form.ssoLogin ?? false}
          disabled={isReadOnly}
          onChange={(_, data) => onChange({ ...form, ssoLogin: data.checked })}
        />
      </Field>
      <Switch
        label={t('setupCenter.selfRegister')}
        checked={form.selfRegister ?? false}
        disabled={isReadOnly}
        onChange={(_, data) => onChange({ ...form, selfRegister: data.checked })}
      />
      <Field label={t('setupCenter.secondFactor')} hint={t('setupCenter.secondHint')}>
        <RadioGroup
          layout="horizontal"
          value={form.secondFactor}
          disabled={isReadOnly}
          onChange={(_, data) => onChange({ ...form, secondFactor: data.value as SecondFactor })}
        >
          <Radio value="none" label={t('setupCenter.secondNone')} />
          <Radio value="sms" label={t('setupCenter.secondSms')} />
          <Radio value="otp" label={t('setupCenter.secondOtp')} />
        </RadioGroup>
      </Field>
    </section>
  );
}
