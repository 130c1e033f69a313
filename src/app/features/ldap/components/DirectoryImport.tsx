import { Button, MessageBar, MessageBarBody, Subtitle2, Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LdapSyncBody } from '../../../../shared/api/ldap';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { userKeys } from '../../users';
import { isImportable, startSync } from '../api';
import { ldapKeys, useDirectoryUsers } from '../queries';
import { DirectoryUserTable } from './DirectoryUserTable';
import { SyncProgress } from './SyncProgress';
import { useLdapStyles } from './styles';

/** Preview of the directory's users, then an import of the selected ones or a sync of all, with its progress. */
export function DirectoryImport() {
  const styles = useLdapStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [isRequested, setRequested] = useState(false);
  const preview = useDirectoryUsers(isRequested);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [runId, setRunId] = useState<number | null>(null);
  const [isStarting, setStarting] = useState(false);

  const handlePreview = () => {
    setSelected(new Set());
    if (isRequested) void preview.refetch();
    else setRequested(true);
  };

  const handleStart = async (body: LdapSyncBody) => {
    setStarting(true);
    try {
      const started = await startSync(body);
      setRunId(started.runId);
    } catch (error) {
      console.warn('the import did not start', error);
    } finally {
      setStarting(false);
    }
  };

  const handleFinished = () => {
    // What the directory users now are in Gatehouse, and the user list, changed with the run.
    void client.invalidateQueries({ queryKey: ldapKeys.directoryUsers() });
    void client.invalidateQueries({ queryKey: userKeys.all() });
    setSelected(new Set());
  };

  const users = preview.data?.users ?? [];
  const importable = users.filter(isImportable);
  return (
    <section className={styles.wide} aria-label={t('ldap.import')}>
      <Subtitle2 as="h3">{t('ldap.import')}</Subtitle2>
      <Text>{t('ldap.importHint')}</Text>
      <div className={styles.row}>
        <Button onClick={handlePreview} disabled={preview.isFetching}>
          {isRequested ? t('ldap.refreshPreview') : t('ldap.preview')}
        </Button>
        <Button
          appearance="primary"
          disabled={selected.size === 0 || isStarting}
          onClick={() => void handleStart({ all: false, userNames: [...selected] })}
        >
          {t('ldap.importSelected', { count: selected.size })}
        </Button>
        <Button disabled={isStarting} onClick={() => void handleStart({ all: true })}>
          {t('ldap.syncAll')}
        </Button>
      </div>
      {runId !== null ? <SyncProgress runId={runId} onFinished={handleFinished} /> : null}
      {preview.isFetching ? <LoadingSpinner /> : null}
      {preview.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{preview.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {preview.data?.truncated ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('ldap.truncated', { count: users.length })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {preview.data && users.length === 0 ? <Text>{t('ldap.noUsers')}</Text> : null}
      {users.length > 0 ? (
        <DirectoryUserTable
          users={users}
          selected={selected}
          importableCount={importable.length}
          onSelect={setSelected}
        />
      ) : null}
    </section>
  );
}
