import { useTranslation } from 'react-i18next';
import type { VaultPasswordPolicyConfig } from '../../../../shared/api/policyConfig';
import { VAULT_PASSWORD_POLICY_LIMITS } from '../../../../shared/rules/policyRules';
import { BoundedNumberField } from './BoundedNumberField';
import { StrengthField } from './StrengthField';
import { useSectionStyles } from './styles';

export interface VaultPasswordFieldsProps {
  values: VaultPasswordPolicyConfig;
  onChange: (next: Partial<VaultPasswordPolicyConfig>) => void;
  errorOf: (field: keyof VaultPasswordPolicyConfig) => string | undefined;
  disabled: boolean;
}

/** 保险箱密码策略: what a vault account's new password must reach, and how long generated ones are. */
export function VaultPasswordFields({ values, onChange, errorOf, disabled }: VaultPasswordFieldsProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.grid}>
        {(['minLength', 'generateLength'] as const).map((field) => (
          <BoundedNumberField
            key={field}
            label={t(`setupCenter.policy.vault.${field}`)}
            limits={VAULT_PASSWORD_POLICY_LIMITS[field]}
            value={values[field]}
            error={errorOf(field)}
            disabled={disabled}
            onChange={(value) => onChange({ [field]: value })}
          />
        ))}
      </div>
      <StrengthField
        label={t('setupCenter.policy.vault.minStrength')}
        value={values.minStrength}
        error={errorOf('minStrength')}
        disabled={disabled}
        onChange={(minStrength) => onChange({ minStrength })}
      />
    </>
  );
}
