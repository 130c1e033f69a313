import { Badge, Button, MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../components/formatDateTime';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DetailList, enumLabel } from '../../components/page';
import { AccountFormDialog } from './components/AccountFormDialog';
import { CheckBadge } from './components/CheckBadge';
import { GeneratedKeyDialog } from './components/GeneratedKeyDialog';
import { HostKeyBar } from './components/HostKeyBar';
import { RevealDialog } from './components/RevealDialog';
import { ensureAccountTexts } from './i18n';
import { assetDetailPath, idFromSearch } from './paths';
import { useAccount } from './queries';
import { useAccountActions } from './useAccountActions';

ensureAccountTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tags: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
});

/** /account-manage-detail?accountId= (spec §2): one account with its check result and actions. */
export function AccountDetailPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const accountId = idFromSearch(search, 'accountId');
  const account = useAccount(accountId);
  const actions = useAccountActions();
  const [dialog, setDialog] = useState<'edit' | 'reveal' | null>(null);
  const title = t('accounts.detailTitle');
  if (accountId === null || account.isError)
    return (
      <section className={styles.root} aria-label={title}>
        <Title3 as="h1">{title}</Title3>
        <MessageBar intent="error">
          <MessageBarBody>{t('accounts.notFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  if (!account.data) return <LoadingSpinner />;
  const data = account.data;
  const can = actions.can(data);
  const empty = t('accounts.none');
  const back = () => navigate(assetDetailPath(data.assetId));
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <div className={styles.bar}>
        <Button onClick={back}>{t('accounts.back')}</Button>
        {can.check && (
          <Button appearance="primary" disabled={actions.checkingId !== null} onClick={() => void actions.check(data)}>
            {actions.checkingId !== null ? t('accounts.checking') : t('accounts.check')}
          </Button>
        )}
        {can.edit && <Button onClick={() => setDialog('edit')}>{t('accounts.edit')}</Button>}
        {can.edit && <Button onClick={() => void actions.generateKey(data)}>{t('accounts.generateKey')}</Button>}
        {can.reveal && <Button onClick={() => setDialog('reveal')}>{t('accounts.reveal')}</Button>}
        {can.remove && (
          <Button
            onClick={() =>
              void actions.remove(data).then((removed) => {
                if (removed) back();
              })
            }
          >
            {t('accounts.delete')}
          </Button>
        )}
      </div>
      <HostKeyBar assetId={data.assetId} canAccept={actions.canCheck && data.canManage} />
      <DetailList
        rows={[
          { label: t('accounts.field.accountName'), value: data.accountName },
          { label: t('accounts.field.assetName'), value: data.assetName },
          { label: t('accounts.field.address'), value: data.address },
          { label: t('accounts.field.accountType'), value: enumLabel('account_type', data.accountType, i18n.language) },
          {
            label: t('accounts.field.authKind'),
            value: t(data.authKind === 'key' ? 'accounts.keyAuth' : 'accounts.passwordAuth'),
          },
          {
            label: t('accounts.field.credential'),
            value: t(data.hasPassword || data.hasKey ? 'accounts.stored' : 'accounts.notStored'),
          },
          ...(data.keyFingerprint ? [{ label: t('accounts.field.keyFingerprint'), value: data.keyFingerprint }] : []),
          { label: t('accounts.field.checkResult'), value: <CheckBadge account={data} /> },
          { label: t('accounts.field.checkMessage'), value: data.checkMessage ?? empty },
          { label: t('accounts.field.checkTime'), value: data.checkTime ? formatDateTime(data.checkTime) : empty },
          {
            label: t('accounts.field.tags'),
            value: (
              <span className={styles.tags}>
                {data.tags.length === 0
                  ? empty
                  : data.tags.map((tag) => (
                      <Badge key={tag.tagId} appearance="tint">
                        {tag.tagName}
                      </Badge>
                    ))}
              </span>
            ),
          },
          { label: t('accounts.field.description'), value: data.description || empty },
          { label: t('accounts.field.createTime'), value: formatDateTime(data.createTime) },
          { label: t('accounts.field.updateTime'), value: formatDateTime(data.updateTime) },
        ]}
      />
      {dialog === 'edit' && <AccountFormDialog assetId={data.assetId} account={data} onClose={() => setDialog(null)} />}
      {dialog === 'reveal' && <RevealDialog account={data} onClose={() => setDialog(null)} />}
      {actions.generated && (
        <GeneratedKeyDialog
          publicKey={actions.generated.publicKey}
          fingerprint={actions.generated.fingerprint}
          onClose={actions.closeGenerated}
        />
      )}
    </section>
  );
}
