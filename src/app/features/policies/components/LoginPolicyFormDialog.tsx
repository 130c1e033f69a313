import { Checkbox, Field, makeStyles, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  AddLoginPolicyBodySchema,
  type LoginPolicy,
  UpdateLoginPolicyBodySchema,
} from '../../../../shared/api/policies';
import { LOGIN_ACTIONS, LoginAction, WEEK_DAYS } from '../../../../shared/rules/approvalRules';
import { createLoginPolicy, saveLoginPolicy } from '../api';
import { lines } from './lines';
import { PolicyActionFields } from './PolicyActionFields';
import { PolicyFormDialog } from './PolicyFormDialog';
import { type PolicyValues, policyValues, usePolicyForm } from './usePolicyForm';

const useStyles = makeStyles({
  days: { display: 'flex', flexWrap: 'wrap' },
});

interface Values extends PolicyValues {
  days: number[];
  timeRanges: string;
  accessMode: 'none' | '0' | '1';
  accessEntries: string;
}

const initialValues = (policy?: LoginPolicy): Values => ({
  ...policyValues(policy, LoginAction.approve),
  days: policy?.days ?? [],
  timeRanges: policy?.timeRanges.map((range) => `${range.start}-${range.end}`).join('\n') ?? '',
  accessMode: policy?.accessMode === 0 ? '0' : policy?.accessMode === 1 ? '1' : 'none',
  accessEntries: policy?.accessEntries.join('\n') ?? '',
});

/** "09:00-18:00" per line → {start, end}; a line without a dash is passed on for the schema to refuse. */
const toRanges = (text: string) =>
  lines(text).map((line) => {
    const [start = line, end = ''] = line.split(/\s*[-–~]\s*/);
    return { start, end };
  });

const ownFields = (values: Values) => ({
  days: values.days,
  timeRanges: toRanges(values.timeRanges),
  accessMode: values.accessMode === 'none' ? null : Number(values.accessMode),
  accessEntries: values.accessMode === 'none' ? [] : lines(values.accessEntries),
});

/** The first error under a list field (`timeRanges.0.start` and the like). */
const listError = (errors: Record<string, string>, field: string) =>
  Object.entries(errors).find(([key]) => key.startsWith(field))?.[1];

/** Add or change a login policy of /maintenance-policy-list (spec §2 login-policy form). */
export function LoginPolicyFormDialog({ policy, onClose }: { policy?: LoginPolicy; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = usePolicyForm({
    policy,
    initialValues: () => initialValues(policy),
    approveAction: LoginAction.approve,
    ownFields,
    add: { schema: AddLoginPolicyBodySchema, run: createLoginPolicy },
    update: { schema: UpdateLoginPolicyBodySchema, run: saveLoginPolicy },
    onClose,
  });
  const { values, set, errors } = form;
  const toggleDay = (day: number, isChecked: boolean) =>
    set({ days: isChecked ? [...values.days, day].sort() : values.days.filter((d) => d !== day) });

  return (
    <PolicyFormDialog title={policy ? t('policies.editLogin') : t('policies.addLogin')} form={form} onClose={onClose}>
      <PolicyActionFields form={form} actions={LOGIN_ACTIONS} textKey="loginAction" />
      <Field label={t('policies.column.days')} hint={t('policies.daysHint')}>
        <div className={styles.days}>
          {WEEK_DAYS.map((day) => (
            <Checkbox
              key={day}
              label={t(`policies.day.${day}`)}
              checked={values.days.includes(day)}
              onChange={(_, data) => toggleDay(day, data.checked === true)}
            />
          ))}
        </div>
      </Field>
      <Field
        label={t('policies.column.timeRanges')}
        hint={t('policies.rangesHint')}
        validationMessage={listError(errors, 'timeRanges')}
      >
        <Textarea rows={2} value={values.timeRanges} onChange={(_, data) => set({ timeRanges: data.value })} />
      </Field>
      <Field label={t('policies.column.access')}>
        <RadioGroup
          layout="horizontal"
          value={values.accessMode}
          onChange={(_, data) => set({ accessMode: data.value as Values['accessMode'] })}
        >
          <Radio value="none" label={t('policies.accessMode.none')} />
          <Radio value="1" label={t('policies.accessMode.1')} />
          <Radio value="0" label={t('policies.accessMode.0')} />
        </RadioGroup>
      </Field>
      {values.accessMode !== 'none' && (
        <Field
          label={t('policies.column.access')}
          hint={t('policies.entriesHint')}
          validationMessage={listError(errors, 'accessEntries')}
        >
          <Textarea rows={3} value={values.accessEntries} onChange={(_, data) => set({ accessEntries: data.value })} />
        </Field>
      )}
    </PolicyFormDialog>
  );
}
