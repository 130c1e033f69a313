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
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordBody } from '../../../../../shared/api/auth';
import { PasswordStrengthMeter } from '../../../../components/PasswordStrengthMeter';
import { tMsg } from '../../../../i18n';
import { notify } from '../../../../notify';
import { logout, refreshSession } from '../../../../session';
import { changeOwnPassword, forceChangeOwnPassword } from '../api';
import {
  type ChangePasswordErrors,
  type ChangePasswordField,
  trimPasswords,
  validateChangePassword,
  validateChangePasswordField,
} from '../changePasswordRules';
import { usePasswordLengthPolicy } from '../queries';
import { useCapsLock } from '../useCapsLock';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: ChangePasswordBody = { oldPassword: '', passwordNew: '', passwordConfirm: '' };
const FIELDS: readonly { name: ChangePasswordField; label: string; placeholder: string }[] = [
  { name: 'oldPassword', label: 'oldPassword', placeholder: 'oldPasswordPlaceholder' },
  { name: 'passwordNew', label: 'newPassword', placeholder: 'newPasswordPlaceholder' },
  { name: 'passwordConfirm', label: 'confirmPassword', placeholder: 'confirmPasswordPlaceholder' },
];

export interface ChangePasswordDialogProps {
  /** user: may cancel; mustChange / expired: cancelling signs out (spec §4). */
  reason: 'user' | 'mustChange' | 'expired';
  onClose: () => void;
}

/** Change password (spec §3, §5): 600 px dialog; a failed change only logs and the dialog stays (§8). */
export function ChangePasswordDialog({ reason, onClose }: ChangePasswordDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const policy = usePasswordLengthPolicy(true);
  const { isCapsLock, handleKey } = useCapsLock();
  const [values, setValues] = useState<ChangePasswordBody>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const isForced = reason !== 'user';

  const handleBlur = (name: ChangePasswordField) =>
    setErrors((previous) => ({ ...previous, [name]: validateChangePasswordField(name, values, policy) }));

  const handleCancel = async () => {
    onClose();
    if (isForced) {
      // The password must change before anything else: leaving the dialog signs out (spec §4).
      await logout();
      window.location.reload();
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values, policy);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const change = reason === 'mustChange' ? forceChangeOwnPassword : changeOwnPassword;
      await change(trimPasswords(values));
      notify.success(t('msg.passwordChanged'));
      onClose();
      if (isForced) await refreshSession();
    } catch (error) {
      // Spec §8: a failed change only logs; the data layer already showed the server's message.
      console.error('change password failed', error);
    } finally {
      setSubmitting(false);
    }
  };

  const hint =
    reason === 'mustChange'
      ? t('account.changePassword.forcedHint')
      : reason === 'expired'
        ? t('account.changePassword.expiredHint')
        : null;

  return (
    <Dialog open modalType={isForced ? 'alert' : 'modal'} onOpenChange={(_, data) => !data.open && void handleCancel()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>
              {reason === 'mustChange' ? t('account.changePassword.forcedTitle') : t('account.changePassword.title')}
            </DialogTitle>
            <DialogContent className={styles.form}>
              {hint && (
                <MessageBar intent="warning">
                  <MessageBarBody>{hint}</MessageBarBody>
                </MessageBar>
              )}
              {isCapsLock && (
                <MessageBar intent="info">
                  <MessageBarBody>{t('account.changePassword.capsLock')}</MessageBarBody>
                </MessageBar>
              )}
              {FIELDS.map((field) => (
                <Field
                  key={field.name}
                  required
                  label={t(`account.changePassword.${field.label}`)}
                  validationMessage={errors[field.name] ? tMsg(errors[field.name] as string) : undefined}
                >
                  <Input
                    type="password"
                    autoComplete={field.name === 'oldPassword' ? 'current-password' : 'new-password'}
                    placeholder={t(`account.changePassword.${field.placeholder}`)}
                    value={values[field.name]}
                    onChange={(_, data) => setValues((previous) => ({ ...previous, [field.name]: data.value }))}
                    onBlur={() => handleBlur(field.name)}
                    onKeyDown={handleKey}
                    onKeyUp={handleKey}
                  />
                </Field>
              ))}
              <PasswordStrengthMeter password={values.passwordNew} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => void handleCancel()}>
                {isForced ? t('account.changePassword.logout') : t('account.changePassword.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={isSubmitting}>
                {t('account.changePassword.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
