import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RegistrationRequest } from '../../../../shared/api/registration';
import { notify } from '../../../notify';
import { useDecideRegistration } from '../queries';

/**
 * Asks before approving (the account is created at once). In the same React tree as the list dialog,
 * so that closing it gives the list its focus and accessibility back.
 */
export function ApproveRegistrationDialog({ request, onClose }: { request: RegistrationRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const { approve } = useDecideRegistration();

  const handleApprove = async () => {
    try {
      await approve.mutateAsync(request.id);
      notify.success(t('msg.registrationApproved'));
    } catch {
      // The data layer showed the refusal (already decided, user name taken meanwhile…).
    }
    onClose();
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('registrations.approve')}</DialogTitle>
          <DialogContent>{t('registrations.confirmApprove', { userName: request.userName })}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('registrations.cancel')}</Button>
            <Button appearance="primary" disabled={approve.isPending} onClick={() => void handleApprove()}>
              {t('registrations.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
