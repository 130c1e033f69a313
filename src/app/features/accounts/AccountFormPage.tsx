import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { AccountForm } from './components/AccountForm';
import { ensureAccountTexts } from './i18n';
import { accountDetailPath, assetDetailPath, idFromSearch } from './paths';
import { useAccount } from './queries';

ensureAccountTexts();

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '640px',
  },
});

/** /account-manage-form?assetId=[&accountId=] (spec §2): add an account to an asset, or edit one. */
export function AccountFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const assetId = idFromSearch(search, 'assetId');
  const accountId = idFromSearch(search, 'accountId');
  const account = useAccount(accountId);
  const title = accountId === null ? t('accounts.addTitle') : t('accounts.editTitle');
  if (assetId === null || account.isError)
    return (
      <section className={styles.root} aria-label={title}>
        <Title3 as="h1">{title}</Title3>
        <MessageBar intent="error">
          <MessageBarBody>{t('accounts.notFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  if (accountId !== null && !account.data) return <LoadingSpinner />;
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <AccountForm
        assetId={account.data?.assetId ?? assetId}
        account={account.data}
        onDone={(saved) => navigate(accountDetailPath(saved.accountId))}
        onCancel={() => navigate(assetDetailPath(assetId))}
      />
    </section>
  );
}
