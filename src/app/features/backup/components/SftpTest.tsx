import { Button, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SftpTestBody, SftpTestConfigSchema, type SftpTestResult } from '../../../../shared/api/backupSettings';
import { ResponseCode } from '../../../../shared/codes';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isApiError } from '../../../data/errors';
import { tMsg } from '../../../i18n';
import { testSftp } from '../api';
import { useNoteLearnedHostKey } from '../queries';
import { type BackupFormValues, toSftpTestBody } from '../settingsForm';
import { useBackupStyles } from './styles';

type Outcome = { ok: true; result: SftpTestResult } | { ok: false; text: string; isKeyChanged: boolean };

export interface SftpTestProps {
  form: BackupFormValues;
  /** May change the settings: the form's values are tested; else the saved ones. */
  canEdit: boolean;
  /** Holds system:setting:edit, which POST /setting/sftp/test takes. */
  canTest: boolean;
  onPin: (fingerprint: string) => void;
  onForget: () => void;
  onFieldError: (field: string, text: string) => void;
}

/**
 * POST /setting/sftp/test with what is on screen (nothing saved, except a first contact's host key with the saved
 * server), saying what worked — the directory as the server resolves it, the key it presented — or the server's
 * precise reason. A key not held can be accepted (recorded on save); a changed key can be forgotten and tested again.
 */
export function SftpTest({ form, canEdit, canTest, onPin, onForget, onFieldError }: SftpTestProps) {
  const styles = useBackupStyles();
  const { t } = useTranslation();
  const noteLearned = useNoteLearnedHostKey();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isTesting, setTesting] = useState(false);

  const run = async (body: SftpTestBody) => {
    if (body.config) {
      const parsed = SftpTestConfigSchema.safeParse(body.config);
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      if (issue) {
        const field = String(issue.path[0] ?? '');
        onFieldError(field === 'hostKeyFingerprint' ? 'pin' : field, issue.message);
        setOutcome({ ok: false, text: tMsg(issue.message), isKeyChanged: false });
        return;
      }
    }
    setTesting(true);
    setOutcome(null);
    try {
      const result = await testSftp(body);
      if (result.hostKeyLearned) noteLearned(result.hostKey);
      setOutcome({ ok: true, result });
    } catch (error) {
      const text = isApiError(error) ? error.msg : String(error);
      const isKeyChanged = isApiError(error) && error.code === ResponseCode.backupSftpHostKeyChanged;
      setOutcome({ ok: false, text, isKeyChanged });
      if (isApiError(error) && error.field) onFieldError(error.field, error.msg);
    } finally {
      setTesting(false);
    }
  };

  const handleForgetAndRetry = () => {
    onForget();
    void run(toSftpTestBody({ ...form, pin: { kind: 'forget' } }, canEdit));
  };

  /** What the presented key is to this form: learned by the test, accepted (saved later), held, or neither. */
  const pinState = (result: SftpTestResult): 'learned' | 'accepted' | 'pinned' | 'notPinned' => {
    if (result.hostKeyLearned) return 'learned';
    if (form.pin.kind === 'pin' && form.pin.fingerprint.trim() === result.hostKey.fingerprint) return 'accepted';
    return result.hostKeyPinned ? 'pinned' : 'notPinned';
  };
  const shownPin = outcome?.ok ? pinState(outcome.result) : null;

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Button disabled={!canTest || isTesting} onClick={() => void run(toSftpTestBody(form, canEdit))}>
          {isTesting ? t('backup.test.running') : t('backup.test.run')}
        </Button>
        {isTesting ? <LoadingSpinner size="tiny" /> : null}
      </div>
      {canTest ? null : <Text size={200}>{t('backup.test.needsEdit')}</Text>}
      {canTest && !canEdit ? <Text size={200}>{t('backup.test.savedOnly')}</Text> : null}
      {outcome?.ok === false ? (
        <MessageBar intent="error" role="status">
          <MessageBarBody>{outcome.text}</MessageBarBody>
          {outcome.isKeyChanged && canEdit ? (
            <MessageBarActions>
              <Button onClick={handleForgetAndRetry}>{t('backup.test.forgetAndRetry')}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      {outcome?.ok ? (
        <MessageBar intent={shownPin === 'notPinned' ? 'warning' : 'success'} role="status" layout="multiline">
          <MessageBarBody>
            <div>{t('msg.backupSftpTestOk')}</div>
            <div className={styles.mono}>{t('backup.test.directory', { directory: outcome.result.directory })}</div>
            <div className={styles.mono}>
              {t('backup.test.hostKey', {
                fingerprint: outcome.result.hostKey.fingerprint,
                algorithm: outcome.result.hostKey.algorithm,
              })}
            </div>
            <div>{t(`backup.test.${shownPin}`)}</div>
          </MessageBarBody>
          {shownPin === 'notPinned' && canEdit ? (
            <MessageBarActions>
              <Button onClick={() => onPin(outcome.result.hostKey.fingerprint)}>{t('backup.test.accept')}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
    </div>
  );
}
