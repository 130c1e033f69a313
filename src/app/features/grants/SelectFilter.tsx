import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../components/page';

/** A search field that picks one of `choices`, or 全部 (''). */
export function SelectFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{t('grants.common.all')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
