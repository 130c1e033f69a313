import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ScopeFields } from './ScopeFields';
import type { PolicyForm, PolicyValues } from './usePolicyForm';

/**
 * What a policy does (one of `actions`, labelled policies.<textKey>.<action>), whom it applies to, and the
 * approvers when the action asks for approval.
 */
export function PolicyActionFields({
  form,
  actions,
  textKey,
}: {
  form: PolicyForm<PolicyValues>;
  actions: readonly number[];
  textKey: 'commandAction' | 'loginAction';
}) {
  const { t } = useTranslation();
  const { values, set, errors } = form;
  return (
    <>
      <Field label={t('policies.column.action')} validationMessage={errors.action}>
        <RadioGroup
          layout="horizontal"
          value={String(values.action)}
          onChange={(_, data) => set({ action: Number(data.value) })}
        >
          {actions.map((action) => (
            <Radio key={action} value={String(action)} label={t(`policies.${textKey}.${action}`)} />
          ))}
        </RadioGroup>
      </Field>
      <ScopeFields values={values} onChange={set} withApprovers={form.hasApprovers} errors={errors} />
    </>
  );
}
