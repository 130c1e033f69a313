import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type TransferRecord, TransferStatus } from '../../../../shared/api/transfer';
import { formatDateTime } from '../../../components/formatDateTime';
import { formatBytes } from '../format';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column', gap: '2px', wordBreak: 'break-all' },
  path: { fontFamily: tokens.fontFamilyMonospace },
  meta: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** The session's transfer log: direction, remote path, size, SHA-256, result and when. */
export function TransferList({ transfers }: { transfers: readonly (TransferRecord & { userName: string })[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (transfers.length === 0) return <Text className={styles.meta}>{t('sessionAudit.transfers.none')}</Text>;
  const result = (status: number) =>
    status === TransferStatus.stored
      ? t('sessionAudit.transfers.stored')
      : status === TransferStatus.failed
        ? t('sessionAudit.transfers.failed')
        : status === TransferStatus.held
          ? t('sessionAudit.transfers.held')
          : t('sessionAudit.transfers.running');
  return (
    <ol className={styles.list} aria-label={t('sessionAudit.transfers.title')} data-testid="session-transfers">
      {transfers.map((transfer) => (
        <li key={transfer.recordId} className={styles.item}>
          <Text weight="semibold">
            {transfer.direction === 0 ? t('sessionAudit.transfers.upload') : t('sessionAudit.transfers.download')}{' '}
            {transfer.fileName} · {formatBytes(transfer.size)} · {result(transfer.status)}
          </Text>
          <Text className={styles.path}>{transfer.remotePath}</Text>
          {transfer.sha256 && (
            <Text className={`${styles.path} ${styles.meta}`}>
              {t('sessionAudit.transfers.sha256')} {transfer.sha256}
            </Text>
          )}
          {transfer.failure && <Text className={styles.failed}>{transfer.failure}</Text>}
          <Text className={styles.meta}>
            {formatDateTime(transfer.createdAt)} – {formatDateTime(transfer.finishedAt) || '-'}
          </Text>
        </li>
      ))}
    </ol>
  );
}
