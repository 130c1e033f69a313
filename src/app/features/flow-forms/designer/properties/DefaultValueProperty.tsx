import { Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../shared/forms';
import { controlOf } from '../../components/controls/controlOf';
import { textOf } from '../../components/controls/typedText';
import { withOptions } from './widgetEdits';

/**
 * The default value, edited with the control the form itself shows (so it takes the widget's shape: a list
 * for a multiple select, a range, a date in the widget's format). Static text and rich text take plain text.
 */
export function DefaultValueProperty({ widget, onChange }: { widget: Widget; onChange: (next: Widget) => void }) {
  const { t } = useTranslation();
  const label = t('flowForms.prop.defaultValue');
  const value = widget.options.defaultValue;
  if (widget.type === 'text' || widget.type === 'editor') {
    return (
      <Field label={label}>
        <Textarea
          resize="vertical"
          value={textOf(value)}
          onChange={(_, data) => onChange(withOptions(widget, { defaultValue: data.value }))}
        />
      </Field>
    );
  }
  const Control = controlOf(widget.type);
  if (!Control) return null;
  const editable = withOptions(widget, { disabled: false, readonly: false });
  return (
    <Field label={label}>
      <Control
        widget={editable}
        value={value}
        onChange={(defaultValue) => onChange(withOptions(widget, { defaultValue }))}
        size="medium"
      />
    </Field>
  );
}
