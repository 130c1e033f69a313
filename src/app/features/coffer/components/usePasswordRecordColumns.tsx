import { Badge, Button } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PasswordRecord } from '../../../../shared/api/vaultAccounts';
import { formatDateTime } from '../../../components/formatDateTime';
import type { DataColumn } from '../../../components/table';
import { RECORD_HOW_COLOURS, RECORD_HOW_KEYS } from '../recordHow';

/** The columns of /password-record: account, asset, how, changed by, when, and 查看旧密码 where one is kept. */
export function usePasswordRecordColumns(onReveal: (record: PasswordRecord) => void): DataColumn<PasswordRecord>[] {
  const { t } = useTranslation();
  return [
    { key: 'accountName', header: t('coffer.records.accountName'), render: (row) => row.accountName },
    { key: 'assetName', header: t('coffer.records.assetName'), render: (row) => row.assetName },
    {
      key: 'how',
      header: t('coffer.records.how'),
      render: (row) => (
        <Badge appearance="tint" color={RECORD_HOW_COLOURS[row.how]} data-testid="record-how" data-how={row.how}>
          {t(RECORD_HOW_KEYS[row.how])}
        </Badge>
      ),
    },
    { key: 'changedBy', header: t('coffer.records.changedBy'), render: (row) => row.changedBy },
    { key: 'changeTime', header: t('coffer.records.changeTime'), render: (row) => formatDateTime(row.changeTime) },
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (row) =>
        row.hasPrevious && (
          <Button
            size="small"
            icon={<HistoryRegular />}
            aria-label={t('coffer.records.revealOf', { name: `${row.accountName}@${row.assetName}` })}
            data-testid="record-reveal"
            onClick={() => onReveal(row)}
          >
            {t('coffer.records.reveal')}
          </Button>
        ),
    },
  ];
}
