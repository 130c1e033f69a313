import { Button, Field, Input, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { BackupSettings } from '../../../../shared/api/backupSettings';
import { serverErrors } from '../../../data/formErrors';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { useSaveBackupSettings } from '../queries';
import { type BackupFormValues, checkBackupForm, toBackupEditBody, toBackupForm } from '../settingsForm';
import { HostKeyField } from './HostKeyField';
import { ProtectionFields } from './ProtectionFields';
import { SftpFields } from './SftpFields';
import { SftpTest } from './SftpTest';
import { useBackupStyles } from './styles';

/** A field the server names → the form's (the pin is one control, whatever its wire name). */
const formFieldOf = (field: string) => (field === 'hostKeyFingerprint' ? 'pin' : field);

/**
 * 账号备份: read with system:setting:query, saved with system:backup:edit only (the destination and the key decide
 * who can read every backed-up secret), tested with system:setting:edit (POST /setting/sftp/test).
 */
export function BackupSettingsForm({ stored }: { stored: BackupSettings }) {
  const styles = useBackupStyles();
  const { t } = useTranslation();
  const canEdit = useHasPermission([Permission.backupEdit]);
  const canTest = useHasPermission([Permission.settingEdit]);
  const isReadOnly = !canEdit;
  const save = useSaveBackupSettings();
  const [form, setForm] = useState<BackupFormValues>(() => toBackupForm(stored));
  // Message references (the schema's) or texts the server wrote; tMsg renders the one and passes the other through.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const messageOf = (field: string) => (errors[field] ? tMsg(errors[field]) : undefined);
  const set = (change: Partial<BackupFormValues>) => setForm((current) => ({ ...current, ...change }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBackupForm(form, stored);
    setErrors(found as Record<string, string>);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(toBackupEditBody(form));
      // The saved settings re-seed the form: typed secrets are gone, the pin is what the server now holds.
      setForm(toBackupForm(saved));
      notify.success(t('msg.settingsSaved'));
    } catch (error) {
      const placed = serverErrors(error);
      setErrors(Object.fromEntries(Object.entries(placed).map(([field, text]) => [formFieldOf(field), text])));
    }
  };

  const sectionProps = { form, stored, messageOf, isReadOnly, onChange: set };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('backup.settings.title')}>
      <section className={styles.section}>
        <Subtitle2 as="h3">{t('backup.settings.title')}</Subtitle2>
        <MessageBar intent="warning">
          <MessageBarBody>{t('backup.settings.power')}</MessageBarBody>
        </MessageBar>
        {isReadOnly ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('backup.settings.readOnly')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <MessageBar intent={stored.configured ? 'success' : 'info'}>
          <MessageBarBody>
            {stored.configured ? t('backup.settings.configured') : t('backup.settings.notConfigured')}
          </MessageBarBody>
        </MessageBar>
        <Subtitle2 as="h4">{t('backup.settings.server')}</Subtitle2>
        <SftpFields {...sectionProps} />
        <HostKeyField {...sectionProps} />
        <SftpTest
          form={form}
          canEdit={canEdit}
          canTest={canTest}
          onPin={(fingerprint) => set({ pin: { kind: 'pin', fingerprint } })}
          onForget={() => set({ pin: { kind: 'forget' } })}
          onFieldError={(field, text) => setErrors({ [formFieldOf(field)]: text })}
        />
        <Subtitle2 as="h4">{t('backup.settings.encryption')}</Subtitle2>
        <ProtectionFields {...sectionProps} />
        <Field
          label={t('backup.settings.retention')}
          hint={t('backup.settings.retentionHint')}
          validationMessage={messageOf('retention')}
        >
          <Input
            type="number"
            min={1}
            max={365}
            value={form.retention}
            disabled={isReadOnly}
            onChange={(_, data) => set({ retention: data.value })}
          />
        </Field>
        {errors[''] ? (
          <MessageBar intent="error">
            <MessageBarBody>{errors['']}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" appearance="primary" disabled={isReadOnly || save.isPending}>
            {save.isPending ? t('backup.settings.saving') : t('backup.settings.save')}
          </Button>
        </div>
      </section>
    </form>
  );
}
