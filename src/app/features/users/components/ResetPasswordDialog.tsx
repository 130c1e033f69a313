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
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetPasswdBodySchema, type User } from '../../../../shared/api';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { resetPassword } from '../api';
import { useUsersMutation } from '../queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secret: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400 },
});

/** Reset another user's password: typed or generated; a generated one is shown here once, never again. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [isGenerate, setGenerate] = useState(true);
  const [password, setPasswordValue] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [shown, setShown] = useState<string | null>(null);
  const mutation = useUsersMutation(resetPassword);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = isGenerate
      ? { userId: user.userId, generate: true }
      : { userId: user.userId, password: password.trim() };
    const found = schemaErrors(ResetPasswdBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await mutation.mutateAsync(body);
      notify.success(t('msg.userPasswordResetDone'));
      if (result.password) setShown(result.password);
      else onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const handleCopy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      notify.success(t('users.reset.copied'));
    } catch {
      // No clipboard outside a secure context (plain HTTP on a LAN address): the text stays selectable.
      notify.warning(t('users.reset.copyFailed'));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{`${t('users.reset.title')} - ${user.userName}`}</DialogTitle>
            <DialogContent className={styles.form}>
              {shown ? (
                <>
                  <MessageBar intent="warning">
                    <MessageBarBody>{t('users.reset.generated')}</MessageBarBody>
                  </MessageBar>
                  <Input readOnly className={styles.secret} value={shown} aria-label={t('users.reset.password')} />
                </>
              ) : (
                <>
                  <MessageBar intent="info">
                    <MessageBarBody>{t('users.reset.note')}</MessageBarBody>
                  </MessageBar>
                  {errors[''] && (
                    <MessageBar intent="error">
                      <MessageBarBody>{errors['']}</MessageBarBody>
                    </MessageBar>
                  )}
                  <Field label={t('users.reset.modeLabel')}>
                    <RadioGroup
                      layout="horizontal"
                      value={isGenerate ? 'generate' : 'type'}
                      onChange={(_, data) => setGenerate(data.value === 'generate')}
                    >
                      <Radio value="generate" label={t('users.reset.generate')} />
                      <Radio value="type" label={t('users.reset.type')} />
                    </RadioGroup>
                  </Field>
                  {!isGenerate && (
                    <Field label={t('users.reset.password')} required validationMessage={errors.password}>
                      <Input
                        type="password"
                        autoComplete="new-password"
                        value={password}
                        onChange={(_, data) => setPasswordValue(data.value)}
                      />
                    </Field>
                  )}
                </>
              )}
            </DialogContent>
            <DialogActions>
              {shown ? (
                <>
                  <Button onClick={() => void handleCopy()}>{t('users.action.copy')}</Button>
                  <Button appearance="primary" onClick={onClose}>
                    {t('users.reset.done')}
                  </Button>
                </>
              ) : (
                <>
                  <Button onClick={onClose}>{t('users.action.cancel')}</Button>
                  <Button appearance="primary" type="submit" disabled={mutation.isPending}>
                    {t('users.action.save')}
                  </Button>
                </>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
