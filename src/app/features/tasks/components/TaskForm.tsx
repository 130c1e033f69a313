import {
  Button,
  Divider,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULABLE_TASK_TYPES, TaskType } from '../../../../shared/rules/taskRules';
import { enumLabel } from '../../../components/page';
import type { FormErrors } from '../../../data/formErrors';
import { type TaskFormValues, toScheduleInput, toTargets } from '../taskForm';
import { placeErrors } from '../taskFormErrors';
import { NextRunsPreview } from './NextRunsPreview';
import { RunSettingsFields } from './RunSettingsFields';
import { ScheduleFields } from './ScheduleFields';
import { ScriptField } from './ScriptField';
import { SelectorField } from './SelectorField';
import { TargetFields } from './TargetFields';
import { TargetPreview } from './TargetPreview';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface TaskFormProps {
  /** The form's accessible name (the page's title). */
  label: string;
  initial: TaskFormValues;
  /** Set on edit: whose asset scope the task runs with until it is saved again. */
  ownerName?: string;
  /** Set on edit of a password-change task: its script's name. */
  scriptName?: string;
  errors: FormErrors;
  isSaving: boolean;
  onSubmit: (values: TaskFormValues) => void;
  onCancel: () => void;
}

/** The scheduled task's fields in four parts: basics, schedule with its next runs, targets with their accounts, run settings. */
export function TaskForm({
  label,
  initial,
  ownerName,
  scriptName,
  errors,
  isSaving,
  onSubmit,
  onCancel,
}: TaskFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const set = (next: Partial<TaskFormValues>) => setValues((previous) => ({ ...previous, ...next }));
  const placed = placeErrors(errors);
  const types = SCHEDULABLE_TASK_TYPES.includes(values.taskType)
    ? SCHEDULABLE_TASK_TYPES
    : [...SCHEDULABLE_TASK_TYPES, values.taskType];
  const typeLabel = (type: number) => enumLabel('task_type', type, i18n.language);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={label}>
      {placed.banner && (
        <MessageBar intent="error">
          <MessageBarBody>{placed.banner}</MessageBarBody>
        </MessageBar>
      )}
      {ownerName && (
        <MessageBar intent="info">
          <MessageBarBody>{t('tasks.form.ownerNote', { owner: ownerName })}</MessageBarBody>
        </MessageBar>
      )}
      <Subtitle2 as="h2">{t('tasks.form.basics')}</Subtitle2>
      <div className={styles.row}>
        <Field label={t('tasks.form.taskName')} required validationMessage={placed.field.taskName}>
          <Input value={values.taskName} onChange={(_, data) => set({ taskName: data.value })} />
        </Field>
        <Field
          label={t('tasks.form.taskType')}
          required
          hint={t('tasks.form.typeHint', {
            types: SCHEDULABLE_TASK_TYPES.map(typeLabel).join(t('tasks.schedule.listSeparator')),
          })}
          validationMessage={placed.field.taskType}
        >
          <Dropdown
            value={typeLabel(values.taskType)}
            selectedOptions={[String(values.taskType)]}
            onOptionSelect={(_, data) => set({ taskType: Number(data.optionValue) })}
          >
            {types.map((type) => (
              <Option key={type} value={String(type)}>
                {typeLabel(type)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {values.taskType === TaskType.passwordChange && (
          <ScriptField
            value={values.scriptId}
            savedName={scriptName}
            onChange={(scriptId) => set({ scriptId })}
            error={placed.field.scriptId}
          />
        )}
      </div>
      <Divider />
      <Subtitle2 as="h2">{t('tasks.form.scheduleSection')}</Subtitle2>
      <ScheduleFields values={values} onChange={set} errorOf={(field) => placed.schedule[field]} />
      <NextRunsPreview schedule={toScheduleInput(values)} />
      <Divider />
      <Subtitle2 as="h2">{t('tasks.form.targetsSection')}</Subtitle2>
      <TargetFields targets={values.targets} onChange={(targets) => set({ targets })} error={placed.targets} />
      <SelectorField value={values.selector} onChange={(selector) => set({ selector })} error={placed.selector} />
      <TargetPreview targets={toTargets(values)} />
      <Divider />
      <Subtitle2 as="h2">{t('tasks.form.runSection')}</Subtitle2>
      <RunSettingsFields values={values} onChange={set} errors={placed.field} />
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={isSaving}>
          {t('tasks.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('tasks.form.cancel')}</Button>
      </div>
    </form>
  );
}
