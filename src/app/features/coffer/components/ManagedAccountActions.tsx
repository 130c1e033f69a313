import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ManagedAccount } from '../../../../shared/api/vaultAccounts';
import { passwordRecordPath, weakFixPath } from '../paths';
import { RowLink } from './RowLink';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/**
 * A managed account's links: fix its weak password (for those who may change it and hold system:coffer:manage),
 * and its password records (for holders of system:asset:query, the page's permission). Real links, so they open
 * in a new tab too; the label names the account.
 */
export function ManagedAccountActions({
  account,
  canFix,
  canSeeRecords,
}: {
  account: ManagedAccount;
  canFix: boolean;
  canSeeRecords: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const name = `${account.accountName}@${account.assetName}`;
  return (
    <span className={styles.root}>
      {canFix && account.weak && account.canManage && (
        <RowLink
          to={weakFixPath(account.accountId)}
          label={t('coffer.accountList.fixOf', { name })}
          testId="account-fix"
        >
          {t('coffer.accountList.fix')}
        </RowLink>
      )}
      {canSeeRecords && (
        <RowLink
          to={passwordRecordPath(account.accountId)}
          label={t('coffer.accountList.recordsOf', { name })}
          testId="account-records"
        >
          {t('coffer.accountList.records')}
        </RowLink>
      )}
    </span>
  );
}
