import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REFUSE_REASON_MAX,
  RefuseRegistrationBodySchema,
  type RegistrationRequest,
} from '../../../../shared/api/registration';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { useDecideRegistration } from '../queries';

/** Spec §5 refusal reason: required, at most 99 characters with a counter, 2–4 rows. */
export function RefuseRegistrationDialog({ request, onClose }: { request: RegistrationRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const { refuse } = useDecideRegistration();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { id: request.id, reason };
    const found = schemaErrors(RefuseRegistrationBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await refuse.mutateAsync({ id: request.id, reason: reason.trim() });
      notify.success(t('msg.registrationRefused'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('registrations.refuseTitle', { userName: request.userName })}</DialogTitle>
            <DialogContent>
              {errors[''] ? (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label={t('registrations.refuseReason')}
                required
                validationMessage={errors.reason}
                hint={`${reason.length}/${REFUSE_REASON_MAX}`}
              >
                <Textarea
                  rows={3}
                  resize="vertical"
                  maxLength={REFUSE_REASON_MAX}
                  placeholder={t('registrations.refusePlaceholder')}
                  value={reason}
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('registrations.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={refuse.isPending}>
                {t('registrations.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
