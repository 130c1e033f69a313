import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { POLICY_STRENGTHS, type PolicyStrength } from '../../../../shared/rules/policyRules';

export interface StrengthFieldProps {
  label: string;
  value: PolicyStrength;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: PolicyStrength) => void;
}

/** The §5 strength a policy asks for: middle (two kinds of characters) or high (all three). */
export function StrengthField({ label, value, error, disabled, onChange }: StrengthFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={label} {...(error ? { validationMessage: error, validationState: 'error' as const } : {})}>
      <RadioGroup
        value={value}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value === 'high' ? 'high' : 'middle')}
      >
        {POLICY_STRENGTHS.map((strength) => (
          <Radio key={strength} value={strength} label={t(`setupCenter.policy.strength.${strength}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
