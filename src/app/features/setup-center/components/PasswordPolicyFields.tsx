import { Field, Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '../../../../shared/api/policyConfig';
import { PASSWORD_POLICY_LIMITS } from '../../../../shared/rules/policyRules';
import { BoundedNumberField } from './BoundedNumberField';
import { StrengthField } from './StrengthField';
import { useSectionStyles } from './styles';
import { TrustedNetworksField } from './TrustedNetworksField';

type NumberField = keyof typeof PASSWORD_POLICY_LIMITS;
const LENGTH_FIELDS: NumberField[] = ['minLength', 'maxLength'];
const EXPIRY_FIELDS: NumberField[] = ['expireDays', 'expireWarnDays', 'historyCount'];
const LOCK_FIELDS: NumberField[] = ['lockThreshold', 'lockMinutes'];

export interface PasswordPolicyFieldsProps {
  values: PasswordPolicy;
  onChange: (next: Partial<PasswordPolicy>) => void;
  errorOf: (field: keyof PasswordPolicy) => string | undefined;
  disabled: boolean;
}

/** 密码策略: the console users' passwords (length, strength, expiry, history) and the sign-in lockout. */
export function PasswordPolicyFields({ values, onChange, errorOf, disabled }: PasswordPolicyFieldsProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const text = (key: string) => t(`setupCenter.policy.password.${key}`);
  const numbers = (fields: NumberField[]) => (
    <div className={styles.grid}>
      {fields.map((field) => (
        <BoundedNumberField
          key={field}
          label={text(field)}
          {...(field === 'expireDays' ? { note: text('expireDaysHint') } : {})}
          limits={PASSWORD_POLICY_LIMITS[field]}
          value={values[field]}
          error={errorOf(field)}
          disabled={disabled}
          onChange={(value) => onChange({ [field]: value })}
        />
      ))}
    </div>
  );
  return (
    <>
      {numbers(LENGTH_FIELDS)}
      <StrengthField
        label={text('minStrength')}
        value={values.minStrength}
        error={errorOf('minStrength')}
        disabled={disabled}
        onChange={(minStrength) => onChange({ minStrength })}
      />
      {numbers(EXPIRY_FIELDS)}
      {numbers(LOCK_FIELDS)}
      <TrustedNetworksField
        label={text('lockTrustedNetworks')}
        hint={text('lockTrustedNetworksHint')}
        networks={values.lockTrustedNetworks}
        error={errorOf('lockTrustedNetworks')}
        disabled={disabled}
        onChange={(lockTrustedNetworks) => onChange({ lockTrustedNetworks })}
      />
      <Field {...(errorOf('captchaEnabled') ? { validationMessage: errorOf('captchaEnabled') } : {})}>
        <Switch
          label={text('captchaEnabled')}
          checked={values.captchaEnabled}
          disabled={disabled}
          onChange={(_, data) => onChange({ captchaEnabled: data.checked })}
        />
      </Field>
    </>
  );
}
