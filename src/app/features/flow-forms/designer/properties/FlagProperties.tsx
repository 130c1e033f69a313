import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../shared/forms';
import type { PropertyName } from './kindProperties';
import { SwitchProperty } from './SwitchProperty';
import { withOptions } from './widgetEdits';

const FLAGS = ['readonly', 'disabled', 'editable', 'clearable'] as const;

/** The behaviour switches that apply to the widget: read-only, disabled, editable, clearable. */
export function FlagProperties({
  widget,
  has,
  onChange,
}: {
  widget: Widget;
  has: ReadonlySet<PropertyName>;
  onChange: (next: Widget) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {FLAGS.filter((flag) => has.has(flag)).map((flag) => (
        <SwitchProperty
          key={flag}
          label={t(`flowForms.prop.${flag}`)}
          checked={widget.options[flag]}
          onChange={(next) => onChange(withOptions(widget, { [flag]: next }))}
        />
      ))}
    </>
  );
}
