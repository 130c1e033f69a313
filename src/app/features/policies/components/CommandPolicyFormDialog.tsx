import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  AddCommandPolicyBodySchema,
  type CommandPolicy,
  UpdateCommandPolicyBodySchema,
} from '../../../../shared/api/policies';
import { PolicyTarget } from '../../../../shared/api/sqlPolicyRules';
import { COMMAND_ACTIONS, CommandAction } from '../../../../shared/rules/approvalRules';
import type { FormErrors } from '../../../data/formErrors';
import { createCommandPolicy, saveCommandPolicy } from '../api';
import { ensureSqlPolicyTexts } from '../sqlPolicyTexts';
import { lines } from './lines';
import { PolicyActionFields } from './PolicyActionFields';
import { PolicyFormDialog } from './PolicyFormDialog';
import { SqlRuleFields, type SqlRuleValues } from './SqlRuleFields';
import { type PolicyValues, policyValues, usePolicyForm } from './usePolicyForm';

interface Values extends PolicyValues, SqlRuleValues {
  target: 0 | 1;
  matchKind: 0 | 1;
  patterns: string;
}

const initialValues = (policy?: CommandPolicy): Values => ({
  ...policyValues(policy, CommandAction.block),
  target: policy?.target === PolicyTarget.sql ? 1 : 0,
  matchKind: policy?.matchKind === 1 ? 1 : 0,
  patterns: policy?.patterns.join('\n') ?? '',
  sqlKinds: policy?.sqlKinds ?? [],
  sqlNoWhere: policy?.sqlNoWhere ?? false,
  sqlObjects: policy?.sqlObjects.join('\n') ?? '',
  sqlUnparseable: policy?.sqlUnparseable === 1 ? 1 : 0,
});

const ownFields = (values: Values) =>
  values.target === PolicyTarget.sql
    ? {
        target: values.target,
        matchKind: 0,
        patterns: [],
        sqlKinds: values.sqlKinds,
        sqlNoWhere: values.sqlNoWhere,
        sqlObjects: lines(values.sqlObjects),
        sqlUnparseable: values.sqlUnparseable,
      }
    : { target: values.target, matchKind: values.matchKind, patterns: lines(values.patterns) };

ensureSqlPolicyTexts();

/**
 * Add or change a command interception policy: shell lines (spec §3 Intercept match: string 0, regex 1) or SQL
 * statements of database sessions (kinds, without WHERE, tables, the unparseable choice).
 */
export function CommandPolicyFormDialog({ policy, onClose }: { policy?: CommandPolicy; onClose: () => void }) {
  const { t } = useTranslation();
  const form = usePolicyForm({
    policy,
    initialValues: () => initialValues(policy),
    approveAction: CommandAction.approve,
    ownFields,
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
      <Field label={t('policies.sql.target')} hint={t('policies.sql.rulesHint')} validationMessage={errors.target}>
        <RadioGroup
          layout="horizontal"
          value={String(values.target)}
          onChange={(_, data) => set({ target: data.value === '1' ? 1 : 0 })}
        >
          <Radio value="0" label={t('policies.sql.targets.0')} />
          <Radio value="1" label={t('policies.sql.targets.1')} />
        </RadioGroup>
      </Field>
      {values.target === PolicyTarget.sql ? (
        <SqlRuleFields values={values} set={set} errors={errors} />
      ) : (
        <ShellRuleFields values={values} set={set} errors={errors} />
      )}
      <PolicyActionFields form={form} actions={COMMAND_ACTIONS} textKey="commandAction" />
    </PolicyFormDialog>
  );
}

/** Spec §3 Intercept match and the patterns of a shell policy. */
function ShellRuleFields({
  values,
  set,
  errors,
}: {
  values: Values;
  set: (next: Partial<Values>) => void;
  errors: FormErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
