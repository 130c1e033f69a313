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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyForm, PolicyValues } from './usePolicyForm';

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: '95vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: tokens.spacingHorizontalM },
});

/**
 * The dialog of a policy form: name and priority first, the form's own fields (children), then enabled,
 * description, and cancel / save.
 */
export function PolicyFormDialog({
  title,
  form,
  onClose,
  children,
}: {
  title: string;
  form: PolicyForm<PolicyValues>;
  onClose: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { values, set, errors } = form;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={title}>
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
              {children}
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
              <Button appearance="primary" type="submit" disabled={form.isSaving}>
                {t('policies.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
