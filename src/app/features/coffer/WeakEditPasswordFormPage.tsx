import { MessageBar, MessageBarBody, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { WeakAccountList } from './components/WeakAccountList';
import { WeakFixForm } from './components/WeakFixForm';
import { ensureCofferTexts } from './i18n';
import { idFromSearch } from './paths';
import { type FixTarget, fixTargetOf } from './vaultApi';
import { useFixTarget, usePasswordPolicy } from './vaultQueries';

ensureCofferTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * /weak-edit-password-form [system:coffer:manage] (docs/coffer.md "Weak passwords"): the weak passwords the caller
 * sees, and for the chosen one (or ?accountId=) the form that stores the strong password now set on the host,
 * under the vault's policy, with a generated one on offer and the account check after.
 */
export function WeakEditPasswordFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const accountId = idFromSearch(search, 'accountId');
  // The row chosen in the list is known already; an id from the address alone is read from the server.
  const [picked, setPicked] = useState<FixTarget | null>(null);
  const known = picked !== null && picked.accountId === accountId ? picked : null;
  const fetched = useFixTarget(known === null ? accountId : null);
  const policy = usePasswordPolicy();
  const target: FixTarget | null =
    accountId === null
      ? null
      : (known ?? fetched.data ?? { accountId, accountName: `#${accountId}`, assetName: '', address: '' });
  const title = t('coffer.weakFix.title');
  const formTitle = t('coffer.weakFix.formTitle');
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <MessageBar intent="info" data-testid="weak-note">
        <MessageBarBody>{t('coffer.weakFix.note')}</MessageBarBody>
      </MessageBar>
      <WeakAccountList
        chosenId={accountId}
        onChoose={(account) => {
          setPicked(fixTargetOf(account));
          setSearch({ accountId: String(account.accountId) }, { replace: true });
        }}
      />
      <section className={styles.section} aria-label={formTitle}>
        <Text as="h2" size={400} weight="semibold">
          {formTitle}
        </Text>
        {fetched.isError && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('coffer.weakFix.loadFailed', { reason: fetched.error.message })}</MessageBarBody>
          </MessageBar>
        )}
        {target === null ? (
          <Text data-testid="weak-no-account">{t('coffer.weakFix.noAccount')}</Text>
        ) : policy.data ? (
          <WeakFixForm key={target.accountId} target={target} policy={policy.data} />
        ) : policy.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('table.loadFailed')}</MessageBarBody>
          </MessageBar>
        ) : (
          <LoadingSpinner />
        )}
      </section>
    </section>
  );
}
