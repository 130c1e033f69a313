import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tMsg } from '../../../i18n';
import { resetPassword } from '../api';
import { newPasswordErrors } from '../rules';
import { useStepStyles } from './styles';

type PasswordField = 'passwordNew' | 'passwordConfirm';
const FIELDS: readonly { name: PasswordField; label: string; placeholder: string }[] = [
  { name: 'passwordNew', label: 'retrieve.newPassword', placeholder: 'retrieve.newPasswordPlaceholder' },
  { name: 'passwordConfirm', label: 'retrieve.confirmPassword', placeholder: 'retrieve.confirmPasswordPlaceholder' },
];

/** Step 3: the new password under the §5 rules (the server also checks length policy and history). */
export function PasswordStep({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const styles = useStepStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState({ passwordNew: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string | undefined>>>({});
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordErrors(values.passwordNew, values.passwordConfirm);
    setErrors(found);
    if (found.passwordNew || found.passwordConfirm) return;
    setBusy(true);
    try {
      await resetPassword({
        ticket,
        passwordNew: values.passwordNew.trim(),
        passwordConfirm: values.passwordConfirm.trim(),
      });
      onDone();
    } catch (failure) {
      // The server's message is shown (too short, reused, expired ticket…); the form stays.
      console.warn('resetting the password failed', failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          required
          label={t(field.label)}
          validationMessage={errors[field.name] ? tMsg(errors[field.name] as string) : undefined}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t(field.placeholder)}
            value={values[field.name]}
            onChange={(_, data) => setValues((previous) => ({ ...previous, [field.name]: data.value }))}
          />
        </Field>
      ))}
      <Button type="submit" appearance="primary" disabled={isBusy}>
        {t('retrieve.submit')}
      </Button>
    </form>
  );
}
