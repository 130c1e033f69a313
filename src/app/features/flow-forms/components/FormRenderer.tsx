import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { FormModel, FormValue, FormValues } from '../../../../shared/forms';
import { tMsg } from '../../../i18n';
import { ensureFlowFormTexts } from '../i18n';
import { formLookOf } from './formLook';
import { WidgetItem } from './WidgetItem';

ensureFlowFormTexts();

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormRendererProps {
  /** A form model that passed FormModelSchema (a form from the server is parsed with it first). */
  form: Pick<FormModel, 'list' | 'config'>;
  value: FormValues;
  onChange: (next: FormValues) => void;
  /** Shows the data as read-only text, as the approval screens show a submitted request. */
  readOnly?: boolean;
  /**
   * Messages by field name: message references of the shared schemas ("formFieldRequired?title=…"), rendered
   * here, or texts already rendered (validateFormData, a refusal from the server). '' is the form's own.
   */
  errors?: Readonly<Record<string, string>>;
}

/**
 * A form model's fields in Fluent controls (spec §2 "Form designer", §3 "Widget"), labelled and sized as its
 * form properties say. The caller owns the <form>, the buttons and the check (validateFormData).
 */
export function FormRenderer({ form, value, onChange, readOnly = false, errors = {} }: FormRendererProps) {
  const styles = useStyles();
  const look = formLookOf(form.config);
  const messages = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, tMsg(message)]));
  const handleFieldChange = (model: string, next: FormValue) => onChange({ ...value, [model]: next });
  return (
    <div className={styles.form}>
      {messages[''] && (
        <MessageBar intent="error">
          <MessageBarBody>{messages['']}</MessageBarBody>
        </MessageBar>
      )}
      {form.list.map((widget) => (
        <WidgetItem
          key={widget.model}
          widget={widget}
          values={value}
          onFieldChange={handleFieldChange}
          look={look}
          isReadOnly={readOnly}
          errors={messages}
        />
      ))}
    </div>
  );
}
