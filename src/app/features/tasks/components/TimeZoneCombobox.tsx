import { Combobox, Field, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTimeZones, knownTimeZones } from '../zoneTime';

/** The IANA time zone a schedule is read in, searched by any part of its name (shanghai, new york, utc). */
export function TimeZoneCombobox({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const zones = useMemo(knownTimeZones, []);
  const [query, setQuery] = useState<string | null>(null);
  const shown = filterTimeZones(zones, query ?? '');
  return (
    <Field
      label={t('tasks.form.timeZone')}
      hint={t('tasks.form.timeZoneHint')}
      required
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Combobox
        value={query ?? value}
        placeholder={t('tasks.form.timeZoneSearch')}
        selectedOptions={[value]}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => !data.open && setQuery(null)}
        onOptionSelect={(_, data) => {
          // Typing what matches no option clears the selection (no optionValue): the search goes on.
          if (!data.optionValue) return;
          onChange(data.optionValue);
          setQuery(null);
        }}
      >
        {shown.length === 0 ? (
          <Option disabled value="" text="">
            {t('tasks.form.noTimeZone')}
          </Option>
        ) : (
          shown.map((zone) => (
            <Option key={zone} value={zone}>
              {zone}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
