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
import { type FormEvent, type ReactNode, useState } from 'react';
import { REVEAL_REASON_MAX } from '../../shared/api/accounts';
import { type FormErrors, serverErrors } from '../data/formErrors';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secretRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  secret: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

/** What a reveal asks for: the password or private key, or a key's passphrase. */
export type RevealField = 'secret' | 'passphrase';

/** The dialog's words, in the caller's own i18n keys. */
export interface RevealSecretTexts {
  /** The dialog's title, also the form's name. */
  title: string;
  warning: string;
  reason: string;
  reasonPlaceholder: string;
  /** Shown under the reason when it is left empty (or only blanks). */
  reasonRequired: string;
  /** The label over the revealed secret (over a passphrase too, unless the passphrase choice names its own). */
  shown: string;
  submit: string;
  close: string;
}

/** The secret-or-passphrase choice, offered when the account stores a passphrase. */
export interface PassphraseChoice {
  label: string;
  secret: string;
  passphrase: string;
  /** The label over a revealed passphrase; texts.shown when left out. */
  shownPassphrase?: string;
}

export interface RevealSecretDialogProps {
  texts: RevealSecretTexts;
  /** The audited call (silent: its refusal shows in the dialog, as the server words it); reason comes trimmed. */
  reveal: (field: RevealField, reason: string) => Promise<{ secret: string }>;
  onClose: () => void;
  passphrase?: PassphraseChoice;
  /** A copy button beside the revealed secret. */
  copy?: (secret: string) => ReactNode;
  /** Shows the reason's length against its limit (12/99) under the box. */
  showReasonLength?: boolean;
  /** Test ids `<prefix>-dialog`, `-reason`, `-field`, `-refused` and `-submit`; none without it. */
  testIdPrefix?: string;
  /** The revealed secret's test id. */
  secretTestId?: string;
}

/**
 * Reveals a stored secret once: a reason first (required, trimmed, at most 99 characters), then the secret;
 * the server audits each attempt, and a refusal shows in the server's words. Changing the secret-or-passphrase
 * choice hides what was shown: another field is asked for (and audited) again.
 */
export function RevealSecretDialog({
  texts,
  reveal,
  onClose,
  passphrase,
  copy,
  showReasonLength = false,
  testIdPrefix,
  secretTestId = 'revealed-secret',
}: RevealSecretDialogProps) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [field, setField] = useState<RevealField>('secret');
  const [errors, setErrors] = useState<FormErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const testId = (part: string) => (testIdPrefix ? `${testIdPrefix}-${part}` : undefined);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setErrors({ reason: texts.reasonRequired });
      return;
    }
    setPending(true);
    try {
      setSecret((await reveal(field, reason.trim())).secret);
      setErrors({});
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid={testId('dialog')}>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={texts.title}>
          <DialogBody>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="warning">
                <MessageBarBody>{texts.warning}</MessageBarBody>
              </MessageBar>
              {errors[''] && (
                <MessageBar intent="error" data-testid={testId('refused')}>
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {passphrase && (
                <Field label={passphrase.label}>
                  <RadioGroup
                    layout="horizontal"
                    value={field}
                    data-testid={testId('field')}
                    onChange={(_, data) => {
                      setField(data.value === 'passphrase' ? 'passphrase' : 'secret');
                      setSecret(null);
                    }}
                  >
                    <Radio value="secret" label={passphrase.secret} />
                    <Radio value="passphrase" label={passphrase.passphrase} />
                  </RadioGroup>
                </Field>
              )}
              <Field
                label={texts.reason}
                required
                validationMessage={errors.reason}
                validationState={errors.reason ? 'error' : 'none'}
                hint={showReasonLength ? `${reason.length}/${REVEAL_REASON_MAX}` : undefined}
              >
                <Textarea
                  value={reason}
                  maxLength={REVEAL_REASON_MAX}
                  rows={2}
                  placeholder={texts.reasonPlaceholder}
                  data-testid={testId('reason')}
                  onChange={(_, data) => setReason(data.value)}
                />
              </Field>
              {secret !== null && (
                <Field label={field === 'passphrase' ? (passphrase?.shownPassphrase ?? texts.shown) : texts.shown}>
                  <div className={styles.secretRow}>
                    <code className={styles.secret} data-testid={secretTestId}>
                      {secret}
                    </code>
                    {copy?.(secret)}
                  </div>
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{texts.close}</Button>
              <Button appearance="primary" type="submit" disabled={isPending} data-testid={testId('submit')}>
                {texts.submit}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
