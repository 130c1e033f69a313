import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { STATUS_VALUES } from '../texts';

/** Normal (0) or disabled (1); a system dictionary's stays as it is. */
export function StatusField({
  value,
  isDisabled,
  error,
  onChange,
}: {
  value: number;
  isDisabled: boolean;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('dict.type.status')} validationMessage={error}>
      <RadioGroup
        layout="horizontal"
        value={String(value)}
        disabled={isDisabled}
        onChange={(_, data) => onChange(Number(data.value))}
      >
        {STATUS_VALUES.map((status) => (
          <Radio key={status} value={status} label={t(`dict.status.${status}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
