import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '../../../../shared/api/auth';
import { useHydrated } from '../../../components/useHydrated';
import { tMsg } from '../../../i18n';
import { validateLogin } from '../validateLogin';
import { CaptchaImage } from './CaptchaImage';
import { SIGN_IN_FIELD_ATTRIBUTE, typedBeforeStart } from './typedBeforeStart';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  captchaRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  captchaInput: { flexGrow: 1 },
});

type LoginValues = Required<LoginBody>;

export interface LoginFormProps {
  captcha: { enabled: boolean; uuid: string; img: string | undefined; isLoading: boolean };
  isSubmitting: boolean;
  onRefreshCaptcha: () => void;
  /** Resolves true when sign-in succeeded; on false the captcha answer is cleared. */
  onSubmit: (values: LoginValues) => Promise<boolean>;
  /** The button's text when the form does more than sign in (linking an identity on /bind). */
  submitLabel?: string;
}

export function LoginForm({ captcha, isSubmitting, onRefreshCaptcha, onSubmit, submitLabel }: LoginFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState(() => ({
    username: typedBeforeStart('username'),
    password: typedBeforeStart('password'),
    code: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isCapsLock, setCapsLock] = useState(false);
  // Pre-rendered in login.html: sending waits until the script has taken the form over.
  const hydrated = useHydrated();

  const bind = (name: keyof typeof values) => ({
    [SIGN_IN_FIELD_ATTRIBUTE]: name,
    value: values[name],
    onChange: (_: unknown, data: { value: string }) => setValues((current) => ({ ...current, [name]: data.value })),
  });
  const message = (name: string) => (errors[name] ? tMsg(errors[name]) : undefined);
  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form: LoginValues = { ...values, uuid: captcha.uuid };
    const found = validateLogin(form, captcha.enabled);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ok = await onSubmit(form);
    if (!ok) setValues((current) => ({ ...current, code: '' }));
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Field label={t('login.username')} validationMessage={message('username')}>
        <Input {...bind('username')} placeholder={t('login.usernamePlaceholder')} autoComplete="username" />
      </Field>
      <Field
        label={t('login.password')}
        validationMessage={message('password') ?? (isCapsLock ? t('login.capsLock') : undefined)}
        validationState={message('password') ? 'error' : isCapsLock ? 'warning' : 'none'}
      >
        <Input
          {...bind('password')}
          type="password"
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          onKeyDown={handleKey}
          onKeyUp={handleKey}
        />
      </Field>
      {captcha.enabled ? (
        <Field label={t('login.captcha')} validationMessage={message('code')}>
          <div className={styles.captchaRow}>
            <Input
              {...bind('code')}
              className={styles.captchaInput}
              placeholder={t('login.captchaPlaceholder')}
              autoComplete="off"
            />
            <CaptchaImage src={captcha.img} isLoading={captcha.isLoading} onRefresh={onRefreshCaptcha} />
          </div>
        </Field>
      ) : null}
      <Button type="submit" appearance="primary" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? t('login.submitting') : (submitLabel ?? t('login.submit'))}
      </Button>
    </form>
  );
}
