import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TransferDirectionCode, type TransferRecord, TransferStatus } from '../../../../shared/api/transfer';
import { ensureTransferTexts } from '../transfer/i18n';

ensureTransferTexts();

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  passed: { color: tokens.colorPaletteGreenForeground1 },
});

/**
 * This tab's transfers held for approval and how they stand: waiting, placed (an upload), downloadable (a download:
 * the approved copy is fetched with the button), or refused with the approver's reason.
 */
export function HeldTransferList({
  held,
  onFetch,
}: {
  held: readonly TransferRecord[];
  onFetch(record: TransferRecord): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (held.length === 0) return null;
  const stateOf = (record: TransferRecord) => {
    if (record.status === TransferStatus.held) return <Text>{t('terminalDrive.held.waiting')}</Text>;
    if (record.status === TransferStatus.failed)
      return <Text className={styles.failed}>{t('terminalDrive.held.failed', { reason: record.failure ?? '' })}</Text>;
    if (record.direction === TransferDirectionCode.upload)
      return <Text className={styles.passed}>{t('terminalDrive.held.uploaded')}</Text>;
    return (
      <Button size="small" appearance="primary" onClick={() => onFetch(record)}>
        {t('terminalDrive.held.fetch', { name: record.fileName })}
      </Button>
    );
  };
  return (
    <section aria-label={t('terminalDrive.held.title')}>
      <Text weight="semibold">{t('terminalDrive.held.title')}</Text>
      <ul className={styles.list} data-testid="held-transfers">
        {held.map((record) => (
          <li key={record.recordId} className={styles.item}>
            <Text>
              {t(
                record.direction === TransferDirectionCode.upload
                  ? 'terminalDrive.held.upload'
                  : 'terminalDrive.held.download',
              )}{' '}
              {record.fileName}
            </Text>
            {stateOf(record)}
          </li>
        ))}
      </ul>
    </section>
  );
}
