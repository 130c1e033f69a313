import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { useStopRequest } from '../queries';
import { ReasonField } from './ReasonField';

export interface StopRequestDialogProps {
  processInstanceId: number;
  onClose: () => void;
}

/** 终止 [system:flow:stop]: an administrator ends a request in approval, with a reason the applicant is told. */
export function StopRequestDialog({ processInstanceId, onClose }: StopRequestDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const stopping = useStopRequest();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('approveCenter.stop.reasonRequired'));
      return;
    }
    try {
      await stopping.mutateAsync({ processInstanceId, reason: trimmed });
      notify.success(t('approveCenter.stop.done'));
      onClose();
    } catch (failure) {
      setError(Object.values(serverErrors(failure))[0]);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('approveCenter.stop.title')}>
          <DialogBody>
            <DialogTitle>{t('approveCenter.stop.title')}</DialogTitle>
            <DialogContent>
              <ReasonField
                label={t('approveCenter.stop.reason')}
                placeholder={t('approveCenter.stop.placeholder')}
                value={reason}
                onChange={setReason}
                error={error}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('approveCenter.stop.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={stopping.isPending}>
                {t('approveCenter.stop.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
