import { Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type FormValue, type FormValues, formFields, isTextKind, type Widget } from '../../../../shared/forms';
import { controlOf } from './controls/controlOf';
import { textOf } from './controls/typedText';
import { FieldFrame } from './FieldFrame';
import type { FormLook } from './formLook';
import { GridLayout } from './GridLayout';
import { ReadOnlyControl } from './ReadOnlyControl';

const useStyles = makeStyles({
  blank: { minHeight: tokens.spacingVerticalXXL },
  note: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  text: { whiteSpace: 'pre-wrap' },
});

export interface WidgetItemProps {
  widget: Widget;
  values: FormValues;
  onFieldChange: (model: string, next: FormValue) => void;
  look: FormLook;
  isReadOnly: boolean;
  /** Rendered messages by field name. */
  errors: Readonly<Record<string, string>>;
}

/** Whether the form data check (src/shared/forms) requires the widget's value: its options or its rules. */
const isRequired = (widget: Widget) =>
  formFields({ list: [widget] }).find((field) => field.widget === widget)?.required;

/** "12/99" under a text box with the word count on. */
function wordCount(widget: Widget, value: FormValue | undefined): string | undefined {
  const { showWordLimit, maxlength } = widget.options;
  if (!isTextKind(widget.type) || !showWordLimit) return undefined;
  const length = textOf(value).length;
  return maxlength === undefined ? String(length) : `${length}/${maxlength}`;
}

/** One widget of a form: a field with its label, static text, a grid of more widgets, or a divider. */
export function WidgetItem(props: WidgetItemProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { widget, values, onFieldChange, look, isReadOnly, errors } = props;
  const { options } = widget;
  if (options.hide) return null;

  switch (widget.type) {
    case 'grid':
      return (
        <GridLayout
          widget={widget}
          renderWidget={(child) => <WidgetItem key={child.model} {...props} widget={child} />}
        />
      );
    case 'divider':
      return <Divider>{widget.name}</Divider>;
    case 'blank':
      return <div className={styles.blank} />;
    case 'text':
      return (
        <FieldFrame title={widget.name} look={look}>
          <Text className={styles.text}>{textOf(options.defaultValue)}</Text>
        </FieldFrame>
      );
    case 'tabs':
      return (
        <FieldFrame title={widget.name} look={look}>
          <Text className={styles.note}>{t('flowForms.renderer.unsupported', { kind: t('flowForms.kind.tabs') })}</Text>
        </FieldFrame>
      );
  }

  const value = values[widget.model];
  const Control = controlOf(widget.type);
  const frame = {
    title: widget.name,
    look,
    isRequired: isRequired(widget),
    error: errors[widget.model],
    hint: wordCount(widget, value),
  };
  if (isReadOnly) {
    return (
      <FieldFrame {...frame} hint={undefined}>
        <ReadOnlyControl widget={widget} value={value} size={look.size} />
      </FieldFrame>
    );
  }
  if (!Control) {
    return (
      <FieldFrame {...frame}>
        <Text className={styles.note}>
          {t('flowForms.renderer.unsupported', { kind: t(`flowForms.kind.${widget.type}`) })}
        </Text>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame {...frame}>
      <Control widget={widget} value={value} onChange={(next) => onFieldChange(widget.model, next)} size={look.size} />
    </FieldFrame>
  );
}
