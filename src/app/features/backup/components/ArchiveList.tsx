import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupArchive } from '../../../../shared/api/backupSettings';
import { ResponseCode } from '../../../../shared/codes';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DataTable } from '../../../components/table';
import { isApiError } from '../../../data/errors';
import { type ArchiveColumnOptions, archiveColumns } from './archiveColumns';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

export interface ArchiveListProps extends Omit<ArchiveColumnOptions, 'monoClass'> {
  /** A backup server is set up (host and user): without one there is nothing to list. */
  hasServer: boolean;
  archives: UseQueryResult<BackupArchive[]>;
}

/** The archives of the backup directory, or why there are none: no server set up, none yet, the server's refusal. */
export function ArchiveList({ hasServer, archives, ...options }: ArchiveListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const isNotConfigured =
    !hasServer || (isApiError(archives.error) && archives.error.code === ResponseCode.backupNotConfigured);
  if (isNotConfigured) {
    return (
      <MessageBar intent="info" role="status">
        <MessageBarBody>{t('backup.archives.notConfigured')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (archives.isError) {
    // The server's precise reason (refused, host key changed, directory missing …).
    return (
      <MessageBar intent="error" role="status">
        <MessageBarBody>{isApiError(archives.error) ? archives.error.msg : String(archives.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (archives.isPending) return <LoadingSpinner />;
  if (archives.data.length === 0) {
    return (
      <Text role="status" italic>
        {t('backup.archives.empty')}
      </Text>
    );
  }
  return (
    <DataTable
      label={t('backup.archives.tableLabel')}
      columns={archiveColumns(t, { ...options, monoClass: styles.mono })}
      rows={archives.data}
      rowKey={(archive) => archive.fileName}
    />
  );
}
