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
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../../shared/api/coffers';
import { EXPORT_PASSWORD_MAX, EXPORT_PASSWORD_MIN, SAFE_REASON_MAX } from '../../../../shared/rules/cofferRules';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { exportSafe } from '../exportApi';
import { checkExport, EMPTY_EXPORT, type ExportValues } from '../exportForm';
import { useCofferMutation } from '../queries';
import { useCofferDialogStyles } from './dialogStyles';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  command: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/**
 * 导出 of one safe (POST /coffer/export): an export password typed twice and a reason, then the OpenPGP-encrypted
 * CSV of every account with its secret is saved, and a toast says how many accounts it holds. The form is checked
 * with the contract's schema first; a refusal shows under the field the server names, or above the form.
 */
export function ExportDialog({ coffer, onClose }: { coffer: Coffer; onClose: () => void }) {
  const dialogStyles = useCofferDialogStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<ExportValues>(EMPTY_EXPORT);
  const [errors, setErrors] = useState<FormErrors>({});
  // A refusal may mean the licence ended meanwhile: the safe lists are read again, so the row says so.
  const run = useCofferMutation(exportSafe, true);
  const set = (field: keyof ExportValues, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkExport(coffer.cofferId, values);
    if (!checked.ok) {
      const found: FormErrors = {};
      for (const [field, ref] of Object.entries(checked.problems)) found[field === 'cofferId' ? '' : field] = tMsg(ref);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const { accountCount } = await run.mutateAsync(checked.body);
      notify.success(t('coffer.export.done', { message: t('msg.cofferExported'), count: accountCount }));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const passwordField = (name: 'password' | 'confirm', label: string, hint?: string) => (
    <Field
      label={label}
      required
      hint={hint}
      validationMessage={errors[name]}
      validationState={errors[name] ? 'error' : 'none'}
    >
      <Input
        type="password"
        autoComplete="new-password"
        value={values[name]}
        maxLength={EXPORT_PASSWORD_MAX}
        data-testid={`export-${name}`}
        onChange={(_, data) => set(name, data.value)}
      />
    </Field>
  );
  const title = t('coffer.export.title', { name: coffer.cofferName });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={dialogStyles.surface} data-testid="export-dialog">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={dialogStyles.content}>
              <MessageBar intent="info" data-testid="export-format">
                <MessageBarBody>
                  <Text block>{t('coffer.export.format')}</Text>
                  <code className={styles.command}>{t('coffer.export.command')}</code>
                </MessageBarBody>
              </MessageBar>
              <MessageBar intent="warning">
                <MessageBarBody>{t('coffer.export.audit')}</MessageBarBody>
              </MessageBar>
              {errors[''] && (
                <MessageBar intent="error" data-testid="export-refused">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.row}>
                {passwordField(
                  'password',
                  t('coffer.export.password'),
                  t('coffer.export.passwordHint', { min: EXPORT_PASSWORD_MIN, max: EXPORT_PASSWORD_MAX }),
                )}
                {passwordField('confirm', t('coffer.export.confirm'))}
              </div>
              <PasswordStrengthMeter password={values.password} />
              <Field
                label={t('coffer.export.reason')}
                required
                validationMessage={errors.reason}
                validationState={errors.reason ? 'error' : 'none'}
                hint={`${values.reason.length}/${SAFE_REASON_MAX}`}
              >
                <Textarea
                  value={values.reason}
                  maxLength={SAFE_REASON_MAX}
                  rows={2}
                  placeholder={t('coffer.export.reasonPlaceholder')}
                  data-testid="export-reason"
                  onChange={(_, data) => set('reason', data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('coffer.common.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={run.isPending} data-testid="export-submit">
                {t('coffer.export.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
