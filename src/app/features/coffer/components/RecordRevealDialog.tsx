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
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVEAL_REASON_MAX } from '../../../../shared/api/accounts';
import type { PasswordRecord } from '../../../../shared/api/vaultAccounts';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { revealRecordSecret } from '../vaultApi';
import { CopyButton } from './CopyButton';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secretRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  secret: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

/**
 * 查看旧密码 of a password record: a reason (required, at most 99) first, then the secret the change replaced, once,
 * with a copy button. Only whoever may reveal the account's current secret sees it; a refusal shows as the
 * server words it. Each attempt is audited server side.
 */
export function RecordRevealDialog({ record, onClose }: { record: PasswordRecord; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setErrors({ reason: t('msg.revealReasonRequired') });
      return;
    }
    setPending(true);
    try {
      setSecret((await revealRecordSecret({ recordId: record.recordId, reason: reason.trim() })).secret);
      setErrors({});
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setPending(false);
    }
  };

  const title = t('coffer.recordReveal.title', { name: `${record.accountName}@${record.assetName}` });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="record-reveal-dialog">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="warning">
                <MessageBarBody>{t('coffer.recordReveal.warning')}</MessageBarBody>
              </MessageBar>
              {errors[''] && (
                <MessageBar intent="error" data-testid="record-reveal-refused">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={t('coffer.recordReveal.reason')}
                required
                validationMessage={errors.reason}
                validationState={errors.reason ? 'error' : 'none'}
                hint={`${reason.length}/${REVEAL_REASON_MAX}`}
              >
                <Textarea
                  value={reason}
                  maxLength={REVEAL_REASON_MAX}
                  rows={2}
                  placeholder={t('coffer.recordReveal.reasonPlaceholder')}
                  data-testid="record-reveal-reason"
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
              {secret !== null && (
                <Field label={t('coffer.recordReveal.secret')}>
                  <div className={styles.secretRow}>
                    <code className={styles.secret} data-testid="record-revealed-secret">
                      {secret}
                    </code>
                    <CopyButton text={secret} testId="record-reveal-copy" />
                  </div>
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('coffer.common.close')}</Button>
              <Button appearance="primary" type="submit" disabled={isPending} data-testid="record-reveal-submit">
                {t('coffer.recordReveal.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
