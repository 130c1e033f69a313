import { useTranslation } from 'react-i18next';
import type { PasswordRecord } from '../../../../shared/api/vaultAccounts';
import { RevealSecretDialog } from '../../../components/RevealSecretDialog';
import { revealRecordSecret } from '../vaultApi';
import { CopyButton } from './CopyButton';

/**
 * 查看旧密码 of a password record: a reason (required, at most 99) first, then the secret the change replaced, once,
 * with a copy button. Only whoever may reveal the account's current secret sees it; a refusal shows as the
 * server words it. Each attempt is audited server side.
 */
export function RecordRevealDialog({ record, onClose }: { record: PasswordRecord; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RevealSecretDialog
      texts={{
        title: t('coffer.recordReveal.title', { name: `${record.accountName}@${record.assetName}` }),
        warning: t('coffer.recordReveal.warning'),
        reason: t('coffer.recordReveal.reason'),
        reasonPlaceholder: t('coffer.recordReveal.reasonPlaceholder'),
        reasonRequired: t('msg.revealReasonRequired'),
        shown: t('coffer.recordReveal.secret'),
        submit: t('coffer.recordReveal.submit'),
        close: t('coffer.common.close'),
      }}
      reveal={(_field, reason) => revealRecordSecret({ recordId: record.recordId, reason })}
      copy={(secret) => <CopyButton text={secret} testId="record-reveal-copy" />}
      showReasonLength
      testIdPrefix="record-reveal"
      secretTestId="record-revealed-secret"
      onClose={onClose}
    />
  );
}
