import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BackupSettings } from '../../../../shared/api/backupSettings';
import { type BackupFormValues, needsPasswordAgain } from '../settingsForm';
import { useBackupStyles } from './styles';

type TextField = 'host' | 'username' | 'directory';

export interface BackupSectionProps {
  form: BackupFormValues;
  stored: BackupSettings;
  /** Rendered messages by form field. */
  messageOf: (field: string) => string | undefined;
  isReadOnly: boolean;
  onChange: (change: Partial<BackupFormValues>) => void;
}

/** The SFTP server, its account and the backup directory; the password written only. */
export function SftpFields({ form, stored, messageOf, isReadOnly, onChange }: BackupSectionProps) {
  const styles = useBackupStyles();
  const { t } = useTranslation();
  const isPasswordAgain = !isReadOnly && needsPasswordAgain(form, stored) && form.password === '';
  const text = (field: TextField, hint?: string) => (
    <Field label={t(`backup.settings.${field}`)} hint={hint} validationMessage={messageOf(field)}>
      <Input value={form[field]} disabled={isReadOnly} onChange={(_, data) => onChange({ [field]: data.value })} />
    </Field>
  );
  return (
    <>
      <div className={styles.row}>
        <div className={styles.grow}>{text('host', t('backup.settings.hostHint'))}</div>
        <Field label={t('backup.settings.port')} validationMessage={messageOf('port')}>
          <Input
            type="number"
            min={1}
            max={65535}
            value={form.port}
            disabled={isReadOnly}
            onChange={(_, data) => onChange({ port: data.value })}
          />
        </Field>
      </div>
      {text('username')}
      <Field
        label={t('backup.settings.password')}
        hint={isPasswordAgain ? undefined : t('backup.settings.passwordHint')}
        validationMessage={messageOf('password') ?? (isPasswordAgain ? t('backup.settings.passwordAgain') : undefined)}
        validationState={messageOf('password') ? 'error' : isPasswordAgain ? 'warning' : 'none'}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={form.password}
          disabled={isReadOnly}
          placeholder={stored.passwordSet ? t('backup.settings.secretSet') : t('backup.settings.secretNotSet')}
          onChange={(_, data) => onChange({ password: data.value })}
        />
      </Field>
      {text('directory', t('backup.settings.directoryHint'))}
    </>
  );
}
