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
  Switch,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemTask } from '../../../../shared/api/systemTasks';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { serverErrors } from '../../../data/formErrors';
import { tMsg } from '../../../i18n';
import { ScheduleEditor } from '../../tasks';
import { useSaveSystemTask } from '../queries';
import {
  checkSystemTaskBody,
  formFromSystemTask,
  placeSystemTaskErrors,
  SETTING_OF_JOB,
  SETTING_RANGE,
  type SystemTaskFormValues,
  toSystemTaskBody,
} from '../systemTaskForm';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& > *': { flexShrink: 0 } },
  number: { maxWidth: '160px' },
});

/**
 * PUT /task/system/edit: a system task's schedule (the task form's fields with the next firings), whether it runs, and
 * its setting; the shared schema's refusals show before anything is sent, the server's after.
 */
export function SystemTaskDialog({ task, onClose }: { task: SystemTask; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const save = useSaveSystemTask();
  const [form, setForm] = useState<SystemTaskFormValues>(() => formFromSystemTask(task));
  // Message references (the schema's) or texts the server wrote; tMsg renders the one and passes the other through.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<SystemTaskFormValues>) => setForm((current) => ({ ...current, ...change }));
  const placed = placeSystemTaskErrors(errors);
  const setting = SETTING_OF_JOB[task.job];
  const range = SETTING_RANGE[setting];

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toSystemTaskBody(task, form);
    const found = checkSystemTaskBody(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(body);
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const message = (text: string | undefined) => (text ? tMsg(text) : undefined);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !save.isPending && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('backup.systemEdit.title', { name: task.taskName })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Switch
                checked={form.enabled}
                label={t('backup.systemEdit.enabled')}
                onChange={(_, data) => set({ enabled: data.checked })}
              />
              <Suspense fallback={<LoadingSpinner />}>
                <ScheduleEditor values={form} onChange={set} errorOf={(field) => message(placed.schedule[field])} />
              </Suspense>
              <Field
                label={t(`backup.systemEdit.${setting}`)}
                hint={t(`backup.systemEdit.${setting}Hint`, range)}
                required
                validationMessage={message(placed.setting)}
              >
                <Input
                  className={styles.number}
                  inputMode="numeric"
                  value={form.setting}
                  onChange={(_, data) => set({ setting: data.value })}
                />
              </Field>
              {placed.banner ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{tMsg(placed.banner)}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button disabled={save.isPending} onClick={onClose}>
                {t('backup.systemEdit.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {save.isPending ? t('backup.systemEdit.saving') : t('backup.systemEdit.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
