import {
  Button,
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
  AddCommandPolicyBodySchema,
  type CommandPolicy,
  UpdateCommandPolicyBodySchema,
} from '../../../../shared/api/policies';
import { COMMAND_ACTIONS, CommandAction } from '../../../../shared/approvalRules';
import { notify } from '../../../components/notify';
import { createCommandPolicy, saveCommandPolicy } from '../api';
import { usePoliciesMutation } from '../queries';
import { type FormErrors, lines, schemaErrors, serverErrors } from './formErrors';
import { ScopeFields, type ScopeValues } from './ScopeFields';

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: '95vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: tokens.spacingHorizontalM },
});

interface Values extends ScopeValues {
  name: string;
  matchKind: 0 | 1;
  patterns: string;
  action: number;
  priority: string;
  enabled: boolean;
  description: string;
}

const initialValues = (policy?: CommandPolicy): Values => ({
  name: policy?.name ?? '',
  matchKind: policy?.matchKind === 1 ? 1 : 0,
  patterns: policy?.patterns.join('\n') ?? '',
  action: policy?.action ?? CommandAction.block,
  priority: String(policy?.priority ?? 100),
  enabled: policy?.enabled ?? true,
  description: policy?.description ?? '',
  userIds: policy?.scope.userIds ?? [],
  groupIds: policy?.scope.groupIds ?? [],
  assetIds: policy?.scope.assetIds ?? [],
  accountIds: policy?.scope.accountIds ?? [],
  approverIds: policy?.approvers.map((approver) => approver.id) ?? [],
});

/** Add or change a command interception policy (spec §3 Intercept match: string 0, regex 1). */
export function CommandPolicyFormDialog({ policy, onClose }: { policy?: CommandPolicy; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(policy));
  const [errors, setErrors] = useState<FormErrors>({});
  const add = usePoliciesMutation(createCommandPolicy);
  const save = usePoliciesMutation(saveCommandPolicy);
  const set = (next: Partial<Values>) => setValues((previous) => ({ ...previous, ...next }));
  const title = policy ? t('policies.editCommand') : t('policies.addCommand');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const priority = values.priority.trim();
    const body = {
      ...values,
      name: values.name.trim(),
      patterns: lines(values.patterns),
      priority: priority === '' ? undefined : Number(priority),
      approverIds: values.action === CommandAction.approve ? values.approverIds : [],
      description: values.description.trim(),
    };
    const found = policy
      ? schemaErrors(UpdateCommandPolicyBodySchema, { id: policy.id, ...body })
      : schemaErrors(AddCommandPolicyBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (policy) await save.mutateAsync(UpdateCommandPolicyBodySchema.parse({ id: policy.id, ...body }));
      else await add.mutateAsync(AddCommandPolicyBodySchema.parse(body));
      notify.success(t(policy ? 'policies.updated' : 'policies.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

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
              <Field label={t('policies.column.action')} validationMessage={errors.action}>
                <RadioGroup
                  layout="horizontal"
                  value={String(values.action)}
                  onChange={(_, data) => set({ action: Number(data.value) })}
                >
                  {COMMAND_ACTIONS.map((action) => (
                    <Radio key={action} value={String(action)} label={t(`policies.commandAction.${action}`)} />
                  ))}
                </RadioGroup>
              </Field>
              <ScopeFields
                values={values}
                onChange={set}
                withApprovers={values.action === CommandAction.approve}
                errors={errors}
              />
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
