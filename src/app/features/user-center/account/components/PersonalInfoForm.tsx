import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../../../shared/api/auth';
import { EMAIL_MAX } from '../../../../../shared/rules/validation';
import { tMsg } from '../../../../i18n';
import { notify } from '../../../../notify';
import { refreshSession } from '../../../../session';
import { updatePersonalInfo } from '../api';
import { type PersonalInfoErrors, type PersonalInfoField, validatePersonalInfo } from '../personalInfoRules';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const PHONE_LENGTH = 11;

export interface PersonalInfoFormProps {
  session: Session;
  onSaved?: () => void;
  /** Extra buttons (a dialog's cancel) placed before the save button. */
  extraActions?: ReactNode;
}

/**
 * Personal info (spec §3, §5): user name and nickname read-only; phone and e-mail checked with the
 * shared schema; both serve password recovery. Saved through POST /ucenter/user/updateOwnInfo.
 */
export function PersonalInfoForm({ session, onSaved, extraActions }: PersonalInfoFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [phonenumber, setPhone] = useState(session.phonenumber);
  const [email, setEmail] = useState(session.email);
  const [errors, setErrors] = useState<PersonalInfoErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const values = { userId: session.userId, userName: session.userName, nickName: session.nickName, phonenumber, email };

  const check = (field?: PersonalInfoField) => {
    const result = validatePersonalInfo(values);
    const found = result.ok ? {} : result.errors;
    setErrors((previous) => (field ? { ...previous, [field]: found[field] } : found));
    return result;
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = check();
    if (!result.ok) return;
    setSubmitting(true);
    try {
      await updatePersonalInfo(result.value);
      notify.success(t('msg.infoSaved'));
      await refreshSession();
      onSaved?.();
    } catch (error) {
      // The data layer already showed the server's message; the form stays for another try.
      console.error('update personal info failed', error);
    } finally {
      setSubmitting(false);
    }
  };

  const message = (field: PersonalInfoField) => (errors[field] ? tMsg(errors[field] as string) : undefined);

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <MessageBar intent="info">
        <MessageBarBody>{t('account.info.hint')}</MessageBarBody>
      </MessageBar>
      <Field label={t('account.info.userName')}>
        <Input value={session.userName} readOnly />
      </Field>
      <Field label={t('account.info.nickName')}>
        <Input value={session.nickName} readOnly />
      </Field>
      <Field label={t('account.info.phonenumber')} validationMessage={message('phonenumber')}>
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          placeholder={t('account.info.phonePlaceholder')}
          value={phonenumber}
          onChange={(_, data) => setPhone(data.value)}
          onBlur={() => check('phonenumber')}
        />
      </Field>
      <Field label={t('account.info.email')} validationMessage={message('email')}>
        <Input
          type="email"
          maxLength={EMAIL_MAX}
          placeholder={t('account.info.emailPlaceholder')}
          value={email}
          onChange={(_, data) => setEmail(data.value)}
          onBlur={() => check('email')}
        />
      </Field>
      <div className={styles.actions}>
        {extraActions}
        <Button appearance="primary" type="submit" disabled={isSubmitting}>
          {t('account.info.submit')}
        </Button>
      </div>
    </form>
  );
}
