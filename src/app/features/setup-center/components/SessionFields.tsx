import { useTranslation } from 'react-i18next';
import type { SessionPolicy } from '../../../../shared/api/policyConfig';
import { SESSION_POLICY_LIMITS } from '../../../../shared/rules/policyRules';
import { BoundedNumberField } from './BoundedNumberField';
import { useSectionStyles } from './styles';

export interface SessionFieldsProps {
  values: SessionPolicy;
  onChange: (next: Partial<SessionPolicy>) => void;
  errorOf: (field: keyof SessionPolicy) => string | undefined;
  disabled: boolean;
}

/** 会话: how long a console sign-in may sit unused, and how long it lasts at most. */
export function SessionFields({ values, onChange, errorOf, disabled }: SessionFieldsProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      {(['idleMinutes', 'lifetimeDays'] as const).map((field) => (
        <BoundedNumberField
          key={field}
          label={t(`setupCenter.policy.session.${field}`)}
          note={t(`setupCenter.policy.session.${field}Hint`)}
          limits={SESSION_POLICY_LIMITS[field]}
          value={values[field]}
          error={errorOf(field)}
          disabled={disabled}
          onChange={(value) => onChange({ [field]: value })}
        />
      ))}
    </div>
  );
}
