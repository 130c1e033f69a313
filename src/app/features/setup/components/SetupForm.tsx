import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { tMsg } from '../../../i18n';
import { type SetupForm as SetupValues, validateSetup } from '../validateSetup';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: SetupValues = { userName: '', nickName: '', password: '', passwordConfirm: '', companyName: '' };

export interface SetupFormProps {
  isSubmitting: boolean;
  onSubmit: (values: SetupValues) => void;
}

export function SetupForm({ isSubmitting, onSubmit }: SetupFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<SetupValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bind = (name: keyof SetupValues) => ({
    value: values[name],
    onChange: (_: unknown, data: { value: string }) => setValues((current) => ({ ...current, [name]: data.value })),
  });
  const message = (name: keyof SetupValues) => (errors[name] ? tMsg(errors[name]) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetup(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Field label={t('setup.userName')} required validationMessage={message('userName')}>
        <Input {...bind('userName')} autoComplete="username" />
      </Field>
      <Field label={t('setup.nickName')} required validationMessage={message('nickName')}>
        <Input {...bind('nickName')} />
      </Field>
      <Field label={t('setup.password')} required validationMessage={message('password')}>
        <Input {...bind('password')} type="password" autoComplete="new-password" />
      </Field>
      <PasswordStrengthMeter password={values.password} />
      <Field label={t('setup.passwordConfirm')} required validationMessage={message('passwordConfirm')}>
        <Input {...bind('passwordConfirm')} type="password" autoComplete="new-password" />
      </Field>
      <Field label={t('setup.companyName')} validationMessage={message('companyName')}>
        <Input {...bind('companyName')} autoComplete="organization" />
      </Field>
      <Button type="submit" appearance="primary" disabled={isSubmitting}>
        {isSubmitting ? t('setup.submitting') : t('setup.submit')}
      </Button>
    </form>
  );
}
