import { Field, Input, makeStyles, Radio, RadioGroup, Switch, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TASK_CONCURRENCY_MAX } from '../../../../shared/api/tasks';
import { MissedRunPolicy, type MissedRunPolicyValue } from '../../../../shared/rules/taskRules';
import type { TaskFormValues } from '../taskForm';

const useStyles = makeStyles({
  concurrency: { maxWidth: '160px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type RunValues = Pick<TaskFormValues, 'missedRuns' | 'concurrency' | 'enabled' | 'description'>;

/** How a task runs: missed firings, accounts at once, enabled once saved, and its description. */
export function RunSettingsFields({
  values,
  onChange,
  errors,
}: {
  values: RunValues;
  onChange: (next: Partial<RunValues>) => void;
  errors: Record<string, string>;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.group}>
      <Field label={t('tasks.form.missedRuns')} hint={t('tasks.form.missedHint')} validationMessage={errors.missedRuns}>
        <RadioGroup
          value={values.missedRuns}
          onChange={(_, data) => onChange({ missedRuns: data.value as MissedRunPolicyValue })}
        >
          <Radio value={MissedRunPolicy.runOnce} label={t('tasks.form.missedRunOnce')} />
          <Radio value={MissedRunPolicy.skip} label={t('tasks.form.missedSkip')} />
        </RadioGroup>
      </Field>
      <Field
        label={t('tasks.form.concurrency')}
        hint={t('tasks.form.concurrencyHint', { max: TASK_CONCURRENCY_MAX })}
        validationMessage={errors.concurrency}
      >
        <Input
          className={styles.concurrency}
          type="number"
          min={1}
          max={TASK_CONCURRENCY_MAX}
          value={values.concurrency}
          onChange={(_, data) => onChange({ concurrency: data.value })}
        />
      </Field>
      <Switch
        checked={values.enabled}
        label={t('tasks.form.enabled')}
        onChange={(_, data) => onChange({ enabled: data.checked })}
      />
      <Field label={t('tasks.form.description')} validationMessage={errors.description}>
        <Textarea value={values.description} onChange={(_, data) => onChange({ description: data.value })} />
      </Field>
    </div>
  );
}
