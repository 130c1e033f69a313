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
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Account, REVEAL_REASON_MAX } from '../../../../shared/api/accounts';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { revealSecret } from '../api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secret: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

/** Asks for a reason (required, at most 99), then shows the stored secret once; the server audits it. */
export function RevealDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [field, setField] = useState<'secret' | 'passphrase'>('secret');
  const [errors, setErrors] = useState<FormErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setErrors({ reason: t('accounts.revealReasonPlaceholder') });
      return;
    }
    setPending(true);
    try {
      setSecret((await revealSecret(account.accountId, { field, reason: reason.trim() })).secret);
      setErrors({});
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('accounts.revealTitle')}>
          <DialogBody>
            <DialogTitle>{t('accounts.revealTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="warning">
                <MessageBarBody>{t('accounts.revealWarning')}</MessageBarBody>
              </MessageBar>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {account.hasPassphrase && (
                <Field label={t('accounts.revealField')}>
                  <RadioGroup
                    layout="horizontal"
                    value={field}
                    onChange={(_, data) => setField(data.value === 'passphrase' ? 'passphrase' : 'secret')}
                  >
                    <Radio value="secret" label={t('accounts.revealSecret')} />
                    <Radio value="passphrase" label={t('accounts.revealPassphrase')} />
                  </RadioGroup>
                </Field>
              )}
              <Field label={t('accounts.revealReason')} required validationMessage={errors.reason}>
                <Textarea
                  value={reason}
                  maxLength={REVEAL_REASON_MAX}
                  rows={2}
                  placeholder={t('accounts.revealReasonPlaceholder')}
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
              {secret !== null && (
                <Field label={t('accounts.field.credential')}>
                  <code className={styles.secret} data-testid="revealed-secret">
                    {secret}
                  </code>
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('accounts.close')}</Button>
              <Button appearance="primary" type="submit" disabled={pending}>
                {t('accounts.revealSubmit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
