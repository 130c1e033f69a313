import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyLoginApprovalBodySchema, type LoginApproval } from '../../../../shared/api/approvals';
import { LOGIN_REASON_MAX } from '../../../../shared/rules/approvalRules';
import { isApiError } from '../../../data/errors';
import { checkWith } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { fileLoginApproval } from '../api';
import { ensureApprovalTexts } from '../i18n';

ensureApprovalTexts();

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface LoginApprovalRequestDialogProps {
  assetId: number;
  accountId: number;
  onClose: () => void;
  onFiled?: (request: LoginApproval) => void;
}

/**
 * Asks for a login where a login policy requires approval (the terminal opens it when the login check answers
 * approvalRequired): a reason, then POST /host_login_policy_approve/apply.
 */
export function LoginApprovalRequestDialog({ assetId, accountId, onClose, onFiled }: LoginApprovalRequestDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(ApplyLoginApprovalBodySchema, { assetId, accountId, reason });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0]);
      return;
    }
    setBusy(true);
    try {
      const request = await fileLoginApproval(checked.value);
      notify.success(t('approvals.applied'));
      onFiled?.(request);
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.msg : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('approvals.applyTitle')}>
          <DialogBody>
            <DialogTitle>{t('approvals.applyTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>{t('approvals.applyIntro')}</Text>
              <Field
                label={t('approvals.applyReason')}
                required
                validationMessage={error}
                validationState={error ? 'error' : 'none'}
                hint={`${reason.length}/${LOGIN_REASON_MAX}`}
              >
                <Textarea
                  rows={3}
                  maxLength={LOGIN_REASON_MAX}
                  placeholder={t('approvals.applyPlaceholder')}
                  value={reason}
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('approvals.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={isBusy}>
                {t('approvals.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
