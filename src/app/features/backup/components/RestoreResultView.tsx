import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BackupRestoreResult } from '../../../../shared/api/backupSettings';
import { formatDateTime } from '../../../components/formatDateTime';
import { DetailList } from '../../../components/page';

const COUNTS = ['assetsCreated', 'accountsCreated', 'secretsRestored', 'assetsSkipped', 'accountsSkipped'] as const;

/** What a restore wrote, as the server counted it. */
export function RestoreResultView({ result }: { result: BackupRestoreResult }) {
  const { t } = useTranslation();
  return (
    <>
      <MessageBar intent="success" role="status">
        <MessageBarBody>
          {t('backup.restore.done', {
            fileName: result.fileName,
            createdTime: formatDateTime(result.createdTime),
            version: result.sourceVersion,
          })}
        </MessageBarBody>
      </MessageBar>
      <section aria-label={t('backup.restore.counts')}>
        <DetailList
          rows={COUNTS.map((count) => ({ label: t(`backup.restore.${count}`), value: String(result[count]) }))}
        />
      </section>
    </>
  );
}
