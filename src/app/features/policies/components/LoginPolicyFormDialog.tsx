import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddLoginPolicyBodySchema,
  type LoginPolicy,
  UpdateLoginPolicyBodySchema,
} from '../../../../shared/api/policies';
import { LOGIN_ACTIONS, LoginAction, WEEK_DAYS } from '../../../../shared/approvalRules';
import { notify } from '../../../components/notify';
import { createLoginPolicy, saveLoginPolicy } from '../api';
import { usePoliciesMutation } from '../queries';
import { type FormErrors, lines, schemaErrors, serverErrors } from './formErrors';
import { ScopeFields, type ScopeValues } from './ScopeFields';

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: '95vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: tokens.spacingHorizontalM },
  days: { display: 'flex', flexWrap: 'wrap' },
});

interface Values extends ScopeValues {
  name: string;
  action: number;
  priority: string;
  enabled: boolean;
  description: string;
  days: number[];
  timeRanges: string;
  accessMode: 'none' | '0' | '1';
  accessEntries: string;
}

const initialValues = (policy?: LoginPolicy): Values => ({
  name: policy?.name ?? '',
  action: policy?.action ?? LoginAction.approve,
  priority: String(policy?.priority ?? 100),
  enabled: policy?.enabled ?? true,
  description: policy?.description ?? '',
  days: policy?.days ?? [],
  timeRanges: policy?.timeRanges.map((range) => `${range.start}-${range.end}`).join('\n') ?? '',
  accessMode: policy?.accessMode === 0 ? '0' : policy?.accessMode === 1 ? '1' : 'none',
  accessEntries: policy?.accessEntries.join('\n') ?? '',
  userIds: policy?.scope.userIds ?? [],
  groupIds: policy?.scope.groupIds ?? [],
  assetIds: policy?.scope.assetIds ?? [],
  accountIds: policy?.scope.accountIds ?? [],
  approverIds: policy?.approvers.map((approver) => approver.id) ?? [],
});

/** "09:00-18:00" per line → {start, end}; a line without a dash is passed on for the schema to refuse. */
const toRanges = (text: string) =>
  lines(text).map((line) => {
    const [start = line, end = ''] = line.split(/\s*[-–~]\s*/);
    return { start, end };
  });

/** Add or change a login policy of /maintenance-policy-list (spec §2 login-policy form). */
export function LoginPolicyFormDialog({ policy, onClose }: { policy?: LoginPolicy; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(policy));
  const [errors, setErrors] = useState<FormErrors>({});
  const add = usePoliciesMutation(createLoginPolicy);
  const save = usePoliciesMutation(saveLoginPolicy);
  const set = (next: Partial<Values>) => setValues((previous) => ({ ...previous, ...next }));
  const title = policy ? t('policies.editLogin') : t('policies.addLogin');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const priority = values.priority.trim();
    const body = {
      name: values.name.trim(),
      action: values.action,
      priority: priority === '' ? undefined : Number(priority),
      enabled: values.enabled,
      description: values.description.trim(),
      days: values.days,
      timeRanges: toRanges(values.timeRanges),
      accessMode: values.accessMode === 'none' ? null : Number(values.accessMode),
      accessEntries: values.accessMode === 'none' ? [] : lines(values.accessEntries),
      userIds: values.userIds,
      groupIds: values.groupIds,
      assetIds: values.assetIds,
      accountIds: values.accountIds,
      approverIds: values.action === LoginAction.approve ? values.approverIds : [],
    };
    const found = policy
      ? schemaErrors(UpdateLoginPolicyBodySchema, { id: policy.id, ...body })
      : schemaErrors(AddLoginPolicyBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (policy) await save.mutateAsync(UpdateLoginPolicyBodySchema.parse({ id: policy.id, ...body }));
      else await add.mutateAsync(AddLoginPolicyBodySchema.parse(body));
      notify.success(t(policy ? 'policies.updated' : 'policies.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const toggleDay = (day: number, isChecked: boolean) =>
    set({ days: isChecked ? [...values.days, day].sort() : values.days.filter((d) => d !== day) });
  const rangeError = Object.entries(errors).find(([key]) => key.startsWith('timeRanges'))?.[1];

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.row}>
                <Field label={t('policies.column.name')} required validationMessage={errors.name}>
                  <Input
                    value={values.name}
                    placeholder={t('policies.namePlaceholder')}
                    onChange={(_, data) => set({ name: data.value })}
                  />
                </Field>
                <Field
                  label={t('policies.column.priority')}
                  hint={t('policies.priorityHint')}
                  validationMessage={errors.priority}
                >
                  <Input type="number" value={values.priority} onChange={(_, data) => set({ priority: data.value })} />
                </Field>
              </div>
              <Field label={t('policies.column.action')} validationMessage={errors.action}>
                <RadioGroup
                  layout="horizontal"
                  value={String(values.action)}
                  onChange={(_, data) => set({ action: Number(data.value) })}
                >
                  {LOGIN_ACTIONS.map((action) => (
                    <Radio key={action} value={String(action)} label={t(`policies.loginAction.${action}`)} />
                  ))}
                </RadioGroup>
              </Field>
              <ScopeFields
                values={values}
                onChange={set}
                withApprovers={values.action === LoginAction.approve}
                errors={errors}
              />
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
                validationMessage={rangeError}
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
                  validationMessage={Object.entries(errors).find(([key]) => key.startsWith('accessEntries'))?.[1]}
                >
                  <Textarea
                    rows={3}
                    value={values.accessEntries}
                    onChange={(_, data) => set({ accessEntries: data.value })}
                  />
                </Field>
              )}
              <Switch
                checked={values.enabled}
                label={values.enabled ? t('policies.enabled') : t('policies.disabled')}
                onChange={(_, data) => set({ enabled: data.checked })}
              />
              <Field label={t('policies.column.description')} validationMessage={errors.description}>
                <Textarea value={values.description} onChange={(_, data) => set({ description: data.value })} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('policies.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
                {t('policies.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
