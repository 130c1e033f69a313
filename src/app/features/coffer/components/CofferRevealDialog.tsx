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
import { CopyRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVEAL_REASON_MAX } from '../../../../shared/api/accounts';
import type { CofferAccount } from '../../../../shared/api/coffers';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { revealSecret } from '../api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secretRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  secret: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

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
  const styles = useStyles();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [field, setField] = useState<'secret' | 'passphrase'>('secret');
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
      const reply = await revealSecret({ cofferId, accountId: account.accountId, field, reason: reason.trim() });
      setSecret(reply.secret);
      setErrors({});
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setPending(false);
    }
  };

  const handleCopy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('coffer.reveal.copied'));
    } catch {
      // No clipboard outside a secure context (plain HTTP on a LAN address): the text stays selectable.
      notify.warning(t('coffer.reveal.copyFailed'));
    }
  };

  const title = t('coffer.reveal.title', { name: `${account.accountName}@${account.assetName}` });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="coffer-reveal-dialog">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="warning">
                <MessageBarBody>{t('coffer.reveal.warning')}</MessageBarBody>
              </MessageBar>
              {errors[''] && (
                <MessageBar intent="error" data-testid="coffer-reveal-refused">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {account.hasPassphrase && (
                <Field label={t('coffer.reveal.field')}>
                  <RadioGroup
                    layout="horizontal"
                    value={field}
                    data-testid="coffer-reveal-field"
                    onChange={(_, data) => {
                      setField(data.value === 'passphrase' ? 'passphrase' : 'secret');
                      // What is shown is what was asked for: another field asks (and is audited) again.
                      setSecret(null);
                    }}
                  >
                    <Radio value="secret" label={t('coffer.reveal.fieldSecret')} />
                    <Radio value="passphrase" label={t('coffer.reveal.fieldPassphrase')} />
                  </RadioGroup>
                </Field>
              )}
              <Field
                label={t('coffer.reveal.reason')}
                required
                validationMessage={errors.reason}
                validationState={errors.reason ? 'error' : 'none'}
                hint={`${reason.length}/${REVEAL_REASON_MAX}`}
              >
                <Textarea
                  value={reason}
                  maxLength={REVEAL_REASON_MAX}
                  rows={2}
                  placeholder={t('coffer.reveal.reasonPlaceholder')}
                  data-testid="coffer-reveal-reason"
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
              {secret !== null && (
                <Field label={field === 'passphrase' ? t('coffer.reveal.passphrase') : t('coffer.reveal.secret')}>
                  <div className={styles.secretRow}>
                    <code className={styles.secret} data-testid="revealed-secret">
                      {secret}
                    </code>
                    <Button
                      size="small"
                      icon={<CopyRegular />}
                      data-testid="coffer-reveal-copy"
                      onClick={() => void handleCopy()}
                    >
                      {t('coffer.reveal.copy')}
                    </Button>
                  </div>
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('coffer.common.close')}</Button>
              <Button appearance="primary" type="submit" disabled={isPending} data-testid="coffer-reveal-submit">
                {t('coffer.reveal.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
