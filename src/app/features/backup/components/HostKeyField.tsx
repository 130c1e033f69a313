import { Button, Field, Input, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSavedEndpoint } from '../settingsForm';
import type { BackupSectionProps } from './SftpFields';
import { useBackupStyles } from './styles';

/**
 * The SFTP server's pinned host key: what is held for the form's host and port, and the choices the contract
 * allows — keep it, forget it (the next connection records it again) or record a given fingerprint (one a test
 * showed, or one read off the server). A pin belongs to its host and port: another server starts over.
 */
export function HostKeyField({ form, stored, messageOf, isReadOnly, onChange }: BackupSectionProps) {
  const styles = useBackupStyles();
  const { t } = useTranslation();
  const headingId = useId();
  const { pin } = form;
  const held = isSavedEndpoint(form, stored) ? stored.hostKey : null;

  const status = () => {
    if (pin.kind === 'forget') return t('backup.pin.forgotten');
    if (held)
      return held.algorithm
        ? t('backup.pin.held', { fingerprint: held.fingerprint, algorithm: held.algorithm })
        : t('backup.pin.heldNoAlgorithm', { fingerprint: held.fingerprint });
    return stored.hostKey && !isSavedEndpoint(form, stored) ? t('backup.pin.newServer') : t('backup.pin.none');
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text id={headingId} weight="semibold">
        {t('backup.pin.label')}
      </Text>
      <Text size={200}>{t('backup.pin.hint')}</Text>
      {pin.kind === 'pin' ? (
        <Field
          label={t('backup.pin.fingerprint')}
          hint={t('backup.pin.fingerprintHint')}
          validationMessage={messageOf('pin')}
        >
          <Input
            className={styles.mono}
            value={pin.fingerprint}
            disabled={isReadOnly}
            placeholder="SHA256:"
            onChange={(_, data) => onChange({ pin: { kind: 'pin', fingerprint: data.value } })}
          />
        </Field>
      ) : (
        <Text className={styles.mono}>{status()}</Text>
      )}
      {isReadOnly ? null : (
        <div className={styles.row}>
          {pin.kind === 'keep' && held ? (
            <Button onClick={() => onChange({ pin: { kind: 'forget' } })}>{t('backup.pin.forget')}</Button>
          ) : null}
          {pin.kind === 'keep' ? (
            <Button onClick={() => onChange({ pin: { kind: 'pin', fingerprint: '' } })}>{t('backup.pin.type')}</Button>
          ) : (
            <Button onClick={() => onChange({ pin: { kind: 'keep' } })}>{t('backup.pin.undo')}</Button>
          )}
        </div>
      )}
    </section>
  );
}
