import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../shared/api/accounts';
import { RevealSecretDialog } from '../../../components/RevealSecretDialog';
import { revealSecret } from '../api';

/** Asks for a reason (required, at most 99), then shows the stored secret once; the server audits it. */
export function RevealDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RevealSecretDialog
      texts={{
        title: t('accounts.revealTitle'),
        warning: t('accounts.revealWarning'),
        reason: t('accounts.revealReason'),
        reasonPlaceholder: t('accounts.revealReasonPlaceholder'),
        reasonRequired: t('accounts.revealReasonPlaceholder'),
        shown: t('accounts.field.credential'),
        submit: t('accounts.revealSubmit'),
        close: t('accounts.close'),
      }}
      passphrase={
        account.hasPassphrase
          ? {
              label: t('accounts.revealField'),
              secret: t('accounts.revealSecret'),
              passphrase: t('accounts.revealPassphrase'),
            }
          : undefined
      }
      reveal={(field, reason) => revealSecret(account.accountId, { field, reason })}
      onClose={onClose}
    />
  );
}
