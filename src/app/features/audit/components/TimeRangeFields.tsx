import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** From and to, in the browser's time zone. */
export function TimeRangeFields({
  values,
  onChange,
}: {
  values: { beginTime: string; endTime: string };
  onChange: (key: 'beginTime' | 'endTime', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(['beginTime', 'endTime'] as const).map((key) => (
        <Field key={key} label={t(`audit.field.${key}`)}>
          <Input type="datetime-local" value={values[key]} onChange={(_, data) => onChange(key, data.value)} />
        </Field>
      ))}
    </>
  );
}
