import { Button, MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CofferAccount } from '../../../shared/api/coffers';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EnumBadge, PagedListFrame, SearchBar, TextFilter } from '../../components/page';
import { type DataColumn, usePaging } from '../../components/table';
import { isApiError } from '../../data/errors';
import { CofferConnectButton } from './components/CofferConnectButton';
import { CofferRevealDialog } from './components/CofferRevealDialog';
import { CofferRightsBar } from './components/CofferRightsBar';
import { SafeApplicationDialog } from './components/SafeApplicationDialog';
import { ensureCofferTexts } from './i18n';
import { COFFER_PATH, idFromSearch } from './paths';
import { useCoffer, useCofferAccounts, useCofferAuth } from './queries';

ensureCofferTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/**
 * /coffer-account?cofferId= (spec §2, hidden): the accounts of one safe and the caller's rights on it. A use
 * licence connects (web terminal), a reveal licence shows a password with a reason; without a valid licence
 * the server's refusal says why (none, or expired) and the caller may apply.
 */
export function CofferAccountPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cofferId = idFromSearch(search, 'cofferId');
  const coffer = useCoffer(cofferId);
  const auth = useCofferAuth(cofferId);
  const [accountName, setAccountName] = useState('');
  const [filter, setFilter] = useState('');
  const { paging, setPaging, toFirstPage } = usePaging();
  const accounts = useCofferAccounts(
    { cofferId: cofferId ?? 0, ...paging, ...(filter ? { accountName: filter } : {}) },
    cofferId !== null,
  );
  const [revealing, setRevealing] = useState<CofferAccount | null>(null);
  const [isApplying, setApplying] = useState(false);
  const name = coffer.data?.cofferName ?? (cofferId === null ? '' : `#${cofferId}`);
  const title = cofferId === null ? t('coffer.accounts.title') : t('coffer.accounts.titleNamed', { name });

  if (cofferId === null || auth.isError)
    return (
      <section className={styles.root} aria-label={title}>
        <Title3 as="h1">{title}</Title3>
        <MessageBar intent="error">
          <MessageBarBody>
            {cofferId === null ? t('coffer.accounts.notFound') : isApiError(auth.error) ? auth.error.msg : ''}
          </MessageBarBody>
        </MessageBar>
        <div>
          <Button onClick={() => navigate(COFFER_PATH)}>{t('coffer.common.back')}</Button>
        </div>
      </section>
    );
  if (!auth.data) return <LoadingSpinner />;
  const rights = auth.data;
  const refusal = accounts.isError && isApiError(accounts.error) ? accounts.error.msg : undefined;

  const columns: DataColumn<CofferAccount>[] = [
    { key: 'accountName', header: t('coffer.accounts.accountName'), render: (row) => row.accountName },
    { key: 'assetName', header: t('coffer.accounts.assetName'), render: (row) => row.assetName },
    { key: 'address', header: t('coffer.accounts.address'), render: (row) => row.address },
    {
      key: 'accountType',
      header: t('coffer.accounts.accountType'),
      render: (row) => <EnumBadge dictType="account_type" value={row.accountType} />,
    },
    {
      key: 'checkResult',
      header: t('coffer.accounts.checkResult'),
      render: (row) => <EnumBadge dictType="password_check" value={row.checkResult} />,
    },
    {
      key: 'actions',
      header: t('coffer.common.actions'),
      render: (row) => (
        <span className={styles.actions}>
          {rights.canUse && (
            <CofferConnectButton assetId={row.assetId} accountId={row.accountId} accountName={row.accountName} />
          )}
          {rights.canReveal && row.hasSecret && (
            <Button
              size="small"
              icon={<EyeRegular />}
              aria-label={t('coffer.accounts.revealOf', { name: row.accountName })}
              data-testid="coffer-reveal"
              onClick={() => setRevealing(row)}
            >
              {t('coffer.accounts.reveal')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <PagedListFrame
      title={title}
      header={<CofferRightsBar auth={rights} refusal={refusal} onApply={() => setApplying(true)} />}
      search={
        <SearchBar
          searchLabel={t('coffer.common.search')}
          onSubmit={() => {
            setFilter(accountName.trim());
            toFirstPage();
          }}
        >
          <TextFilter
            label={t('coffer.field.accountName')}
            value={accountName}
            placeholder={t('coffer.list.accountPlaceholder')}
            onChange={setAccountName}
          />
        </SearchBar>
      }
      actions={<Button onClick={() => navigate(COFFER_PATH)}>{t('coffer.common.back')}</Button>}
      // A refusal is said once, in the rights bar, in the server's words.
      list={{ ...accounts, isError: accounts.isError && refusal === undefined }}
      columns={columns}
      rowKey={(row) => row.accountId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {revealing && <CofferRevealDialog cofferId={cofferId} account={revealing} onClose={() => setRevealing(null)} />}
      {isApplying && (
        <SafeApplicationDialog
          target={{
            recordId: coffer.data?.pendingRecordId ?? null,
            cofferId,
            cofferName: name,
            ownerName: coffer.data?.ownerNickName || coffer.data?.ownerName || '',
          }}
          onClose={() => setApplying(false)}
        />
      )}
    </PagedListFrame>
  );
}
