import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterBodySchema } from '../../../shared/api/registration';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { isApiError } from '../../data/errors';
import { schemaErrors } from '../../data/formErrors';
import { register } from './api';
import { useCaptcha, usePasswordRule } from './queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  captchaRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  grow: { flexGrow: 1 },
  captchaButton: {
    height: '32px',
    width: '120px',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    overflow: 'hidden',
  },
  captchaImage: { height: '100%', width: '100%', objectFit: 'contain' },
});

type FieldName = 'userName' | 'nickName' | 'phonenumber' | 'email' | 'password' | 'passwordConfirm' | 'code';
type Values = Record<FieldName, string>;
const EMPTY: Values = {
  userName: '',
  nickName: '',
  phonenumber: '',
  email: '',
  password: '',
  passwordConfirm: '',
  code: '',
};

const TEXT_FIELDS: readonly { name: FieldName; type: 'text' | 'tel' | 'email' | 'password'; auto: string }[] = [
  { name: 'userName', type: 'text', auto: 'username' },
  { name: 'nickName', type: 'text', auto: 'nickname' },
  { name: 'phonenumber', type: 'tel', auto: 'tel' },
  { name: 'email', type: 'email', auto: 'email' },
];
const PLACEHOLDERS: Record<FieldName, string> = {
  userName: 'register.userNamePlaceholder',
  nickName: 'register.nickNamePlaceholder',
  phonenumber: 'register.phonePlaceholder',
  email: 'register.emailPlaceholder',
  password: 'register.passwordPlaceholder',
  passwordConfirm: 'register.passwordConfirmPlaceholder',
  code: 'register.captchaPlaceholder',
};

/**
 * The registration form: spec §5 rules checked here with the shared schema, the password policy and
 * strength shown as the server will apply them; the server checks everything again and its refusal
 * goes under the field it names.
 */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const rule = usePasswordRule();
  const captcha = useCaptcha();
  const isCaptchaOn = captcha.data?.captchaEnabled ?? false;
  const label = (name: FieldName) => t(name === 'code' ? 'register.captcha' : `register.${name}`);
  const set = (name: FieldName, value: string) => setValues((previous) => ({ ...previous, [name]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, uuid: captcha.data?.uuid ?? '' };
    const found = schemaErrors(RegisterBodySchema, body);
    if (!found.passwordConfirm && values.passwordConfirm !== values.password) {
      found.passwordConfirm = t('msg.passwordMismatch');
    }
    if (isCaptchaOn && values.code.trim() === '') found.code = t('msg.captchaRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await register(body);
      onDone();
    } catch (error) {
      if (isApiError(error)) setErrors(error.field ? { [error.field]: error.msg } : { '': error.msg });
      else setErrors({ '': String(error) });
      // A captcha is used up by any attempt.
      set('code', '');
      void captcha.refetch();
    } finally {
      setBusy(false);
    }
  };

  const policy = rule.data
    ? t(rule.data.minStrength === 'high' ? 'register.passwordHintHigh' : 'register.passwordHint', {
        min: rule.data.passwdMinLen,
        max: rule.data.passwdMaxLen,
      })
    : undefined;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      {errors[''] ? (
        <MessageBar intent="error">
          <MessageBarBody>{errors['']}</MessageBarBody>
        </MessageBar>
      ) : null}
      {TEXT_FIELDS.map((field) => (
        <Field key={field.name} required label={label(field.name)} validationMessage={errors[field.name]}>
          <Input
            type={field.type}
            autoComplete={field.auto}
            placeholder={t(PLACEHOLDERS[field.name])}
            value={values[field.name]}
            onChange={(_, data) => set(field.name, data.value)}
          />
        </Field>
      ))}
      <Field required label={label('password')} hint={policy} validationMessage={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t(PLACEHOLDERS.password)}
          value={values.password}
          onChange={(_, data) => set('password', data.value)}
        />
      </Field>
      <PasswordStrengthMeter password={values.password} />
      <Field required label={label('passwordConfirm')} validationMessage={errors.passwordConfirm}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t(PLACEHOLDERS.passwordConfirm)}
          value={values.passwordConfirm}
          onChange={(_, data) => set('passwordConfirm', data.value)}
        />
      </Field>
      {isCaptchaOn ? (
        <Field required label={label('code')} validationMessage={errors.code}>
          <div className={styles.captchaRow}>
            <Input
              className={styles.grow}
              autoComplete="off"
              placeholder={t(PLACEHOLDERS.code)}
              value={values.code}
              onChange={(_, data) => set('code', data.value)}
            />
            <button
              type="button"
              className={styles.captchaButton}
              onClick={() => void captcha.refetch()}
              title={t('register.captchaImage')}
              aria-label={t('register.captchaImage')}
            >
              {captcha.data?.img ? (
                <img className={styles.captchaImage} src={captcha.data.img} alt={t('register.captchaImage')} />
              ) : null}
            </button>
          </div>
        </Field>
      ) : null}
      <Button type="submit" appearance="primary" disabled={isBusy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
