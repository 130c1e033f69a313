import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import { type SignInSettingsEdit, SignInSettingsEditSchema } from '../../../../shared/api/signInMethods';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isApiError } from '../../../data/errors';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { SsoSettingsSection } from '../../sso';
import { toEditBody, toEditForm } from '../api';
import { useSaveSignInSettings, useSignInSettings } from '../queries';
import { EmailSection } from './EmailSection';
import { errorsByPath } from './formTypes';
import { MethodsSection } from './MethodsSection';
import { SmsSection } from './SmsSection';
import { useSectionStyles } from './styles';

/** 登录方式 / Sign-in methods: read with system:setting:query, saved with system:setting:edit. */
export function SignInMethodsTab() {
  const { t } = useTranslation();
  const settings = useSignInSettings();
  if (settings.isPending) return <LoadingSpinner />;
  if (settings.isError || !settings.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{settings.error?.message}</MessageBarBody>
      </MessageBar>
    );
  }
  // Keyed by what is stored, so a save (or another tab's) re-seeds the form.
  return (
    <SignInMethodsForm key={JSON.stringify(settings.data)} stored={settings.data} saveLabel={t('setupCenter.save')} />
  );
}

function SignInMethodsForm({
  stored,
  saveLabel,
}: {
  stored: NonNullable<ReturnType<typeof useSignInSettings>['data']>;
  saveLabel: string;
}) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const isReadOnly = !useHasPermission([Permission.settingEdit]);
  const save = useSaveSignInSettings();
  const [form, setForm] = useState<SignInSettingsEdit>(() => toEditForm(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toEditBody(form);
    const parsed = SignInSettingsEditSchema.safeParse(body);
    setErrors(parsed.success ? {} : errorsByPath(parsed.error.issues));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(body);
      notify.success(t('msg.settingsSaved'));
    } catch (error) {
      // The server's message was shown; a field it names is marked too.
      if (isApiError(error) && error.field) setErrors({ [error.field]: error.msg });
    }
  };

  const sectionProps = { form, stored, errors, isReadOnly, onChange: setForm };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      {isReadOnly ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('setupCenter.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <MethodsSection {...sectionProps} />
      <SmsSection {...sectionProps} />
      <EmailSection {...sectionProps} />
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={isReadOnly || save.isPending}>
          {save.isPending ? t('setupCenter.saving') : saveLabel}
        </Button>
      </div>
    </form>
  );
}

/** The sign-in methods form, then the single sign-on provider with its own save (another endpoint). */
export function SignInMethodsWithSso() {
  const isReadOnly = !useHasPermission([Permission.settingEdit]);
  return (
    <>
      <SignInMethodsTab />
      <SsoSettingsSection isReadOnly={isReadOnly} />
    </>
  );
}
