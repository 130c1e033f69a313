import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../shared/api/accounts';
import { AccountForm } from './AccountForm';

/** The account form in a dialog, on the asset detail page. */
export function AccountFormDialog({
  assetId,
  account,
  onClose,
}: {
  assetId: number;
  account?: Account;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{account ? t('accounts.editTitle') : t('accounts.addTitle')}</DialogTitle>
          <DialogContent>
            <AccountForm assetId={assetId} account={account} onDone={onClose} onCancel={onClose} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
