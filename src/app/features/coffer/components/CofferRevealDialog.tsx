import { useTranslation } from 'react-i18next';
import type { CofferAccount } from '../../../../shared/api/coffers';
import { RevealSecretDialog } from '../../../components/RevealSecretDialog';
import { revealSecret } from '../api';
import { CopyButton } from './CopyButton';

/**
 * 查看密码 of a safe's account (the accounts feature's RevealDialog, through the coffer's licence): a reason
 * (required, at most 99) first, then the secret once with a copy button; the server audits each reveal. A key
 * account whose passphrase is stored offers that too. A refusal (licence expired or too weak) shows as the
 * server words it.
 */
export function CofferRevealDialog({
  cofferId,
  account,
  onClose,
}: {
  cofferId: number;
  account: CofferAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RevealSecretDialog
      texts={{
        title: t('coffer.reveal.title', { name: `${account.accountName}@${account.assetName}` }),
        warning: t('coffer.reveal.warning'),
        reason: t('coffer.reveal.reason'),
        reasonPlaceholder: t('coffer.reveal.reasonPlaceholder'),
        reasonRequired: t('msg.revealReasonRequired'),
        shown: t('coffer.reveal.secret'),
        submit: t('coffer.reveal.submit'),
        close: t('coffer.common.close'),
      }}
      passphrase={
        account.hasPassphrase
          ? {
              label: t('coffer.reveal.field'),
              secret: t('coffer.reveal.fieldSecret'),
              passphrase: t('coffer.reveal.fieldPassphrase'),
              shownPassphrase: t('coffer.reveal.passphrase'),
            }
          : undefined
      }
      reveal={(field, reason) => revealSecret({ cofferId, accountId: account.accountId, field, reason })}
      copy={(secret) => <CopyButton text={secret} testId="coffer-reveal-copy" />}
      showReasonLength
      testIdPrefix="coffer-reveal"
      onClose={onClose}
    />
  );
}
