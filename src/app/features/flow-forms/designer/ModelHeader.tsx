import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FormModel,
  MODEL_KEY_MAX,
  MODEL_KEY_PREFIX,
  MODEL_NAME_MAX,
  ModelKeySchema,
  ModelNameSchema,
} from '../../../../shared/forms';
import { tMsg } from '../../../i18n';

const useStyles = makeStyles({
  header: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** The first message of a shared schema for the value, rendered; undefined when it passes. */
function schemaMessage(schema: typeof ModelKeySchema | typeof ModelNameSchema, value: string): string | undefined {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? tMsg(issue.message) : undefined;
}

interface ModelHeaderProps {
  form: FormModel;
  onChange: (next: FormModel) => void;
  isKeyEditable: boolean;
}

/**
 * The model key (Process_ then at most 32 characters in all; fixed once the model is saved) and the model
 * name (at most 32), checked with the schemas the server saves them with. A box shows its message once it
 * has been left or holds something.
 */
export function ModelHeader({ form, onChange, isKeyEditable }: ModelHeaderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [touched, setTouched] = useState({ key: false, name: false });
  const hasPrefix = form.modelKey.startsWith(MODEL_KEY_PREFIX);
  const keyRest = hasPrefix ? form.modelKey.slice(MODEL_KEY_PREFIX.length) : form.modelKey;
  const keyError = touched.key || keyRest ? schemaMessage(ModelKeySchema, form.modelKey) : undefined;
  const nameError = touched.name || form.name ? schemaMessage(ModelNameSchema, form.name) : undefined;
  return (
    <div className={styles.header}>
      <Field
        label={t('flowForms.designer.modelKey')}
        required
        validationMessage={isKeyEditable ? keyError : undefined}
        hint={isKeyEditable ? undefined : t('flowForms.designer.modelKeyLocked')}
      >
        <Input
          contentBefore={hasPrefix || isKeyEditable ? <Text>{MODEL_KEY_PREFIX}</Text> : undefined}
          value={keyRest}
          readOnly={!isKeyEditable}
          maxLength={MODEL_KEY_MAX - MODEL_KEY_PREFIX.length}
          onBlur={() => setTouched({ ...touched, key: true })}
          onChange={(_, data) => onChange({ ...form, modelKey: `${MODEL_KEY_PREFIX}${data.value}` })}
        />
      </Field>
      <Field label={t('flowForms.designer.modelName')} required validationMessage={nameError}>
        <Input
          value={form.name}
          maxLength={MODEL_NAME_MAX}
          onBlur={() => setTouched({ ...touched, name: true })}
          onChange={(_, data) => onChange({ ...form, name: data.value })}
        />
      </Field>
    </div>
  );
}
