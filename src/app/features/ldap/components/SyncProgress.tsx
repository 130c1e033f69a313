import { Field, MessageBar, MessageBarBody, ProgressBar, Text } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tMsg } from '../../../i18n';
import { useSyncRun } from '../queries';
import { useLdapStyles } from './styles';

/** A run's progress while it works, then its counts and the names it skipped with the reasons. */
export function SyncProgress({ runId, onFinished }: { runId: number; onFinished: () => void }) {
  const styles = useLdapStyles();
  const { t } = useTranslation();
  const run = useSyncRun(runId).data;
  const reported = useRef<number | null>(null);
  const isFinished = Boolean(run?.finishedAt);
  useEffect(() => {
    if (isFinished && reported.current !== runId) {
      reported.current = runId;
      onFinished();
    }
  }, [isFinished, runId, onFinished]);

  if (!run) return <ProgressBar aria-label={t('ldap.running', { done: 0, total: 0 })} />;
  const counts = t('ldap.counts', run);
  if (!isFinished) {
    const label = t('ldap.running', { done: run.done, total: run.total });
    return (
      <Field label={label} validationMessage={counts} validationState="none">
        <ProgressBar value={run.total > 0 ? run.done / run.total : undefined} aria-label={label} />
      </Field>
    );
  }
  if (run.error) {
    return (
      <MessageBar intent="error" role="status">
        <MessageBarBody>{t('ldap.failed', { reason: tMsg(run.error) })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.section}>
      <MessageBar intent="success" role="status" aria-label={t('ldap.finished')}>
        <MessageBarBody>
          {t('ldap.finished')}: {counts}
        </MessageBarBody>
      </MessageBar>
      {run.skippedUsers.length > 0 ? (
        <div>
          <Text weight="semibold">{t('ldap.skippedList')}</Text>
          <ul>
            {run.skippedUsers.map((user) => (
              <li key={user.userName}>
                {user.userName}: {tMsg(user.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
