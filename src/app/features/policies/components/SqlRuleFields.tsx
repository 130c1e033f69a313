import { Checkbox, Field, FieldContextProvider, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SQL_KINDS } from '../../../../shared/api/sqlPolicyRules';
import type { FormErrors } from '../../../data/formErrors';

export interface SqlRuleValues {
  sqlKinds: string[];
  sqlNoWhere: boolean;
  /** One table rule per line. */
  sqlObjects: string;
  sqlUnparseable: 0 | 1;
}

/** The SQL rules of a command policy whose target is SQL statements (docs/command-interception.md). */
export function SqlRuleFields({
  values,
  set,
  errors,
}: {
  values: SqlRuleValues;
  set: (next: Partial<SqlRuleValues>) => void;
  errors: FormErrors;
}) {
  const { t } = useTranslation();
  const toggle = (kind: string, on: boolean) =>
    set({ sqlKinds: on ? [...values.sqlKinds, kind] : values.sqlKinds.filter((k) => k !== kind) });
  return (
    <>
      <Field label={t('policies.sql.kinds')} hint={t('policies.sql.kindsHint')} validationMessage={errors.sqlKinds}>
        <fieldset
          aria-label={t('policies.sql.kinds')}
          style={{ display: 'flex', flexWrap: 'wrap', border: 0, margin: 0, padding: 0 }}
        >
          {/* Each checkbox is labelled by its kind, not by the field around the group. */}
          <FieldContextProvider value={undefined}>
            {SQL_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                label={kind}
                checked={values.sqlKinds.includes(kind)}
                onChange={(_, data) => toggle(kind, data.checked === true)}
              />
            ))}
          </FieldContextProvider>
        </fieldset>
      </Field>
      <Field validationMessage={errors.sqlNoWhere}>
        <Checkbox
          label={t('policies.sql.noWhere')}
          checked={values.sqlNoWhere}
          onChange={(_, data) => set({ sqlNoWhere: data.checked === true })}
        />
      </Field>
      <Field
        label={t('policies.sql.objects')}
        hint={t('policies.sql.objectsHint')}
        validationMessage={errors.sqlObjects}
      >
        <Textarea rows={3} value={values.sqlObjects} onChange={(_, data) => set({ sqlObjects: data.value })} />
      </Field>
      <Field
        label={t('policies.sql.unparseable')}
        hint={t('policies.sql.unparseableHint')}
        validationMessage={errors.sqlUnparseable}
      >
        <RadioGroup
          value={String(values.sqlUnparseable)}
          onChange={(_, data) => set({ sqlUnparseable: data.value === '1' ? 1 : 0 })}
        >
          <Radio value="0" label={t('policies.sql.unparseableChoice.0')} />
          <Radio value="1" label={t('policies.sql.unparseableChoice.1')} />
        </RadioGroup>
      </Field>
    </>
  );
}
