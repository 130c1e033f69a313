import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormModel, WIDGET_MODEL_MAX, WIDGET_NAME_MAX, type Widget } from '../../../../../shared/forms';
import { problemText } from './problemText';
import { fieldNameProblem, titleProblem } from './propertyChecks';

interface IdentityPropertiesProps {
  form: FormModel;
  widget: Widget;
  onChange: (next: Widget) => void;
}

/**
 * The field name and the title. A field name is taken only once it is valid and no other widget's, so the
 * form never holds two widgets of one name (the designer finds widgets by it); the box keeps what is typed.
 */
export function IdentityProperties({ form, widget, onChange }: IdentityPropertiesProps) {
  const { t } = useTranslation();
  const [model, setModel] = useState(widget.model);
  const modelError = problemText(fieldNameProblem(form, widget, model));
  const handleModel = (next: string) => {
    setModel(next);
    if (next !== widget.model && !fieldNameProblem(form, widget, next)) onChange({ ...widget, model: next });
  };
  return (
    <>
      <Field label={t('flowForms.prop.model')} required validationMessage={modelError}>
        <Input value={model} maxLength={WIDGET_MODEL_MAX} onChange={(_, data) => handleModel(data.value)} />
      </Field>
      <Field label={t('flowForms.prop.name')} required validationMessage={problemText(titleProblem(widget))}>
        <Input
          value={widget.name}
          maxLength={WIDGET_NAME_MAX}
          onChange={(_, data) => onChange({ ...widget, name: data.value })}
        />
      </Field>
    </>
  );
}
