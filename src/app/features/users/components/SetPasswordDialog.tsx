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
import { UpdatePasswdBodySchema, type User } from '../../../../shared/api';
import { msgRef, passwordStrengthError } from '../../../../shared/rules/validation';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { setPassword } from '../api';
import { useUsersMutation } from '../queries';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Set another user's password for good (spec §7 updatePasswd): strength shown as typed, policy on the server. */
export function SetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState({ passwordNew: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const mutation = useUsersMutation(setPassword);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      userId: user.userId,
      passwordNew: values.passwordNew.trim(),
      passwordConfirm: values.passwordConfirm.trim(),
    };
    const found = schemaErrors(UpdatePasswdBodySchema, body);
    const weak = found.passwordNew ? null : passwordStrengthError(body.passwordNew);
    if (weak) found.passwordNew = tMsg(weak);
    if (!found.passwordConfirm && body.passwordConfirm !== body.passwordNew) {
      found.passwordConfirm = tMsg(msgRef('passwordMismatch'));
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync(body);
      notify.success(t('msg.passwordChanged'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{`${t('users.update.title')} - ${user.userName}`}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="info">
                <MessageBarBody>{t('users.update.note')}</MessageBarBody>
              </MessageBar>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {(['passwordNew', 'passwordConfirm'] as const).map((name) => (
                <Field key={name} label={t(`users.update.${name}`)} required validationMessage={errors[name]}>
                  <Input
                    type="password"
                    autoComplete="new-password"
                    value={values[name]}
                    onChange={(_, data) => setValues((previous) => ({ ...previous, [name]: data.value }))}
                  />
                </Field>
              ))}
              <PasswordStrengthMeter password={values.passwordNew} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('users.action.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={mutation.isPending}>
                {t('users.action.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
