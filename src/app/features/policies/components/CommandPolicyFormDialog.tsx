import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  AddCommandPolicyBodySchema,
  type CommandPolicy,
  UpdateCommandPolicyBodySchema,
} from '../../../../shared/api/policies';
import { COMMAND_ACTIONS, CommandAction } from '../../../../shared/rules/approvalRules';
import { createCommandPolicy, saveCommandPolicy } from '../api';
import { lines } from './lines';
import { PolicyActionFields } from './PolicyActionFields';
import { PolicyFormDialog } from './PolicyFormDialog';
import { type PolicyValues, policyValues, usePolicyForm } from './usePolicyForm';

interface Values extends PolicyValues {
  matchKind: 0 | 1;
  patterns: string;
}

const initialValues = (policy?: CommandPolicy): Values => ({
  ...policyValues(policy, CommandAction.block),
  matchKind: policy?.matchKind === 1 ? 1 : 0,
  patterns: policy?.patterns.join('\n') ?? '',
});

/** Add or change a command interception policy (spec §3 Intercept match: string 0, regex 1). */
export function CommandPolicyFormDialog({ policy, onClose }: { policy?: CommandPolicy; onClose: () => void }) {
  const { t } = useTranslation();
  const form = usePolicyForm({
    policy,
    initialValues: () => initialValues(policy),
    approveAction: CommandAction.approve,
    ownFields: (values: Values) => ({ matchKind: values.matchKind, patterns: lines(values.patterns) }),
    add: { schema: AddCommandPolicyBodySchema, run: createCommandPolicy },
    update: { schema: UpdateCommandPolicyBodySchema, run: saveCommandPolicy },
    onClose,
  });
  const { values, set, errors } = form;

  return (
    <PolicyFormDialog
      title={policy ? t('policies.editCommand') : t('policies.addCommand')}
      form={form}
      onClose={onClose}
    >
      <Field label={t('policies.column.matchKind')} validationMessage={errors.matchKind}>
        <RadioGroup
          layout="horizontal"
          value={String(values.matchKind)}
          onChange={(_, data) => set({ matchKind: data.value === '1' ? 1 : 0 })}
        >
          <Radio value="0" label={t('policies.matchKind.0')} />
          <Radio value="1" label={t('policies.matchKind.1')} />
        </RadioGroup>
      </Field>
      <Field
        label={t('policies.column.patterns')}
        required
        hint={t('policies.patternsHint')}
        validationMessage={errors.patterns}
      >
        <Textarea rows={4} value={values.patterns} onChange={(_, data) => set({ patterns: data.value })} />
      </Field>
      <PolicyActionFields form={form} actions={COMMAND_ACTIONS} textKey="commandAction" />
    </PolicyFormDialog>
  );
}
