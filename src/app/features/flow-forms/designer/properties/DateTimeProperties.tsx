import { useTranslation } from 'react-i18next';
import { DATE_TYPES, type Widget } from '../../../../../shared/forms';
import type { PropertyName } from './kindProperties';
import { SelectProperty } from './SelectProperty';
import { SwitchProperty } from './SwitchProperty';
import { TextProperty } from './TextProperty';
import { setDateType, setTimeRange, setTimestamp, withOptions } from './widgetEdits';

interface DateTimePropertiesProps {
  widget: Widget;
  has: ReadonlySet<PropertyName>;
  onChange: (next: Widget) => void;
}

/** A picker's display type (date), range (time), timestamp (date) and value format. */
export function DateTimeProperties({ widget, has, onChange }: DateTimePropertiesProps) {
  const { t } = useTranslation();
  const { options } = widget;
  return (
    <>
      {has.has('dateType') && (
        <SelectProperty
          label={t('flowForms.prop.dateType')}
          value={options.type ?? 'date'}
          choices={DATE_TYPES.map((type) => ({ value: type, text: t(`flowForms.prop.dateTypes.${type}`) }))}
          onChange={(type) => onChange(setDateType(widget, type))}
        />
      )}
      {has.has('isRange') && (
        <SwitchProperty
          label={t('flowForms.prop.isRange')}
          checked={options.isRange}
          onChange={(isRange) => onChange(setTimeRange(widget, isRange))}
        />
      )}
      {has.has('timestamp') && (
        <SwitchProperty
          label={t('flowForms.prop.timestamp')}
          checked={options.timestamp}
          onChange={(timestamp) => onChange(setTimestamp(widget, timestamp))}
        />
      )}
      {has.has('format') && (
        <TextProperty
          label={t('flowForms.prop.format')}
          value={options.format ?? ''}
          onChange={(format) => onChange(withOptions(widget, { format }))}
        />
      )}
    </>
  );
}
