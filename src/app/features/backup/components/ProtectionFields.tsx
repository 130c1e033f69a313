import { Field, Input, Radio, RadioGroup, Text, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/page';
import type { BackupSectionProps } from './SftpFields';
import { useBackupStyles } from './styles';

/**
 * How archives are encrypted: under a password (written only, typed twice: a typo would lock every archive) or to
 * an OpenPGP public key, whose fingerprint and user ids the server read from the saved key.
 */
export function ProtectionFields({ form, stored, messageOf, isReadOnly, onChange }: BackupSectionProps) {
  const styles = useBackupStyles();
  const { t } = useTranslation();
  const isSavedKey = form.publicKey.trim() === stored.publicKey.trim() && stored.publicKeyInfo !== null;
  return (
    <>
      <Field label={t('backup.settings.protection')} validationMessage={messageOf('protection')}>
        <RadioGroup
          value={form.protection}
          disabled={isReadOnly}
          onChange={(_, data) => onChange({ protection: data.value === 'publicKey' ? 'publicKey' : 'password' })}
        >
          <Radio value="password" label={t('backup.settings.protectionPassword')} />
          <Radio value="publicKey" label={t('backup.settings.protectionPublicKey')} />
        </RadioGroup>
      </Field>
      {form.protection === 'password' ? (
        <>
          <Field
            label={t('backup.settings.archivePassword')}
            hint={t('backup.settings.archivePasswordHint')}
            validationMessage={messageOf('archivePassword')}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={form.archivePassword}
              disabled={isReadOnly}
              placeholder={
                stored.archivePasswordSet ? t('backup.settings.secretSet') : t('backup.settings.secretNotSet')
              }
              onChange={(_, data) => onChange({ archivePassword: data.value })}
            />
          </Field>
          {form.archivePassword === '' ? null : (
            <Field
              label={t('backup.settings.archivePasswordConfirm')}
              validationMessage={messageOf('archivePasswordConfirm')}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={form.archivePasswordConfirm}
                disabled={isReadOnly}
                onChange={(_, data) => onChange({ archivePasswordConfirm: data.value })}
              />
            </Field>
          )}
        </>
      ) : (
        <>
          <Field
            label={t('backup.settings.publicKey')}
            hint={t('backup.settings.publicKeyHint')}
            validationMessage={messageOf('publicKey')}
          >
            <Textarea
              className={styles.mono}
              rows={8}
              resize="vertical"
              value={form.publicKey}
              disabled={isReadOnly}
              onChange={(_, data) => onChange({ publicKey: data.value })}
            />
          </Field>
          {isSavedKey && stored.publicKeyInfo ? (
            <DetailList
              rows={[
                {
                  label: t('backup.settings.keyFingerprint'),
                  value: <Text className={styles.mono}>{stored.publicKeyInfo.fingerprint}</Text>,
                },
                {
                  label: t('backup.settings.keyUserIds'),
                  value: (
                    <ul className={styles.list}>
                      {stored.publicKeyInfo.userIds.map((userId) => (
                        <li key={userId}>
                          <Text>{userId}</Text>
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          ) : form.publicKey.trim() === '' ? null : (
            <Text size={200}>{t('backup.settings.keyAfterSave')}</Text>
          )}
        </>
      )}
    </>
  );
}
