import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../shared/api/accounts';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumLabel, RouteLink } from '../../../components/page';
import { ensureAccountTexts } from '../i18n';
import { accountDetailPath } from '../paths';
import { useAccounts } from '../queries';
import { useAccountActions } from '../useAccountActions';
import { AccountFormDialog } from './AccountFormDialog';
import { CheckBadge } from './CheckBadge';
import { GeneratedKeyDialog } from './GeneratedKeyDialog';
import { HostKeyBar } from './HostKeyBar';
import { RevealDialog } from './RevealDialog';

ensureAccountTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground3 },
  table: { tableLayout: 'auto' },
});

type Dialog = { kind: 'form'; account?: Account } | { kind: 'reveal'; account: Account } | null;

/** The accounts of one asset on /assets-manage-detail: list, add/edit, check, generate key, reveal, delete. */
export function AccountSection({ assetId, canManage }: { assetId: number; canManage: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const accounts = useAccounts({ assetId: String(assetId), pageNum: 1, pageSize: 500 });
  const actions = useAccountActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = accounts.data?.rows ?? [];
  const title = t('accounts.sectionTitle');
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.bar}>
        <Title3 as="h2">{title}</Title3>
        {actions.canAdd && canManage && (
          <Button appearance="primary" onClick={() => setDialog({ kind: 'form' })}>
            {t('accounts.add')}
          </Button>
        )}
      </div>
      <HostKeyBar assetId={assetId} canAccept={actions.canCheck && canManage} />
      {rows.length === 0 ? (
        <Text className={styles.empty}>{t('accounts.empty')}</Text>
      ) : (
        <Table className={styles.table} aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('accounts.field.accountName')}</TableHeaderCell>
              <TableHeaderCell>{t('accounts.field.accountType')}</TableHeaderCell>
              <TableHeaderCell>{t('accounts.field.authKind')}</TableHeaderCell>
              <TableHeaderCell>{t('accounts.field.credential')}</TableHeaderCell>
              <TableHeaderCell>{t('accounts.field.checkResult')}</TableHeaderCell>
              <TableHeaderCell>{t('accounts.field.checkTime')}</TableHeaderCell>
              <TableHeaderCell>{t('accounts.field.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((account) => {
              const can = actions.can(account);
              const stored = account.hasPassword || account.hasKey;
              return (
                <TableRow key={account.accountId}>
                  <TableCell>
                    <RouteLink to={accountDetailPath(account.accountId)}>{account.accountName}</RouteLink>
                  </TableCell>
                  <TableCell>{enumLabel('account_type', account.accountType, i18n.language)}</TableCell>
                  <TableCell>{t(account.authKind === 'key' ? 'accounts.keyAuth' : 'accounts.passwordAuth')}</TableCell>
                  <TableCell>{t(stored ? 'accounts.stored' : 'accounts.notStored')}</TableCell>
                  <TableCell>
                    <CheckBadge account={account} />
                  </TableCell>
                  <TableCell>{account.checkTime ? formatDateTime(account.checkTime) : ''}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      {can.check && (
                        <Button
                          size="small"
                          disabled={actions.checkingId === account.accountId}
                          onClick={() => void actions.check(account)}
                        >
                          {actions.checkingId === account.accountId ? t('accounts.checking') : t('accounts.check')}
                        </Button>
                      )}
                      {can.edit && (
                        <Button size="small" onClick={() => setDialog({ kind: 'form', account })}>
                          {t('accounts.edit')}
                        </Button>
                      )}
                      {can.edit && (
                        <Button size="small" onClick={() => void actions.generateKey(account)}>
                          {t('accounts.generateKey')}
                        </Button>
                      )}
                      {can.reveal && (
                        <Button size="small" onClick={() => setDialog({ kind: 'reveal', account })}>
                          {t('accounts.reveal')}
                        </Button>
                      )}
                      {can.remove && (
                        <Button size="small" onClick={() => void actions.remove(account)}>
                          {t('accounts.delete')}
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {dialog?.kind === 'form' && (
        <AccountFormDialog assetId={assetId} account={dialog.account} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reveal' && <RevealDialog account={dialog.account} onClose={() => setDialog(null)} />}
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
