import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { ManagedAccount } from '../../../../shared/api/vaultAccounts';
import { formatDateTime } from '../../../components/formatDateTime';
import { EnumBadge } from '../../../components/page';
import type { DataColumn } from '../../../components/table';
import { useHasPermission } from '../../../session';
import { ManagedAccountActions } from './ManagedAccountActions';
import { StrengthBadge } from './StrengthBadge';

const useStyles = makeStyles({
  tags: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
});

/**
 * The columns of /account-manage-list: account, asset, address, type, auth kind, strength, weak, the safes holding
 * it, last change, check result, links. `canFix`: the caller holds system:coffer:manage (the weak fix needs it).
 */
export function useManagedAccountColumns(canFix: boolean): DataColumn<ManagedAccount>[] {
  const styles = useStyles();
  const { t } = useTranslation();
  const canSeeRecords = useHasPermission([Permission.assetQuery]);
  return [
    { key: 'accountName', header: t('coffer.accountList.accountName'), render: (row) => row.accountName },
    { key: 'assetName', header: t('coffer.accountList.assetName'), render: (row) => row.assetName },
    { key: 'address', header: t('coffer.accountList.address'), render: (row) => row.address },
    {
      key: 'accountType',
      header: t('coffer.accountList.accountType'),
      render: (row) => <EnumBadge dictType="account_type" value={row.accountType} />,
    },
    {
      key: 'authKind',
      header: t('coffer.accountList.authKind'),
      render: (row) => t(`coffer.authKind.${row.authKind}`, { defaultValue: row.authKind }),
    },
    { key: 'strength', header: t('coffer.accountList.strength'), render: (row) => <StrengthBadge account={row} /> },
    {
      key: 'weak',
      header: t('coffer.accountList.weak'),
      render: (row) =>
        row.weak ? (
          <Badge appearance="filled" color="danger" data-testid="account-weak">
            {t('coffer.accountList.weakYes')}
          </Badge>
        ) : (
          ''
        ),
    },
    {
      key: 'safes',
      header: t('coffer.accountList.safes'),
      render: (row) =>
        row.safes.length === 0 ? (
          t('coffer.common.empty')
        ) : (
          <span className={styles.tags}>
            {row.safes.map((safe) => (
              <Badge key={safe.cofferId} appearance="outline" color="brand">
                {safe.cofferName}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      key: 'lastChange',
      header: t('coffer.accountList.lastChange'),
      render: (row) => formatDateTime(row.lastChangeTime),
    },
    {
      key: 'checkResult',
      header: t('coffer.accountList.checkResult'),
      render: (row) => <EnumBadge dictType="password_check" value={row.checkResult} />,
    },
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (row) => <ManagedAccountActions account={row} canFix={canFix} canSeeRecords={canSeeRecords} />,
    },
  ];
}
