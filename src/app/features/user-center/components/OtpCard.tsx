import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OtpBindStart, VerificationCodeSchema } from '../../../../shared/api/signInMethods';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { beginOtpBind, finishOtpBind, unbindOtp } from '../api';
import '../otpText';
import { useOtpStatus, userCenterKeys } from '../queries';

const useStyles = makeStyles({
  card: {
    maxWidth: '880px',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    marginBlockStart: tokens.spacingVerticalL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  qr: { width: '200px', height: '200px' },
  secret: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The personal centre's OTP card: bind (QR code and secret, confirmed by a code) or unbind (with a code). */
export function OtpCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useOtpStatus();
  const [pending, setPending] = useState<OtpBindStart | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    const parsed = VerificationCodeSchema.safeParse(code);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await action();
      setPending(null);
      setCode('');
      await client.invalidateQueries({ queryKey: userCenterKeys.otp() });
    } catch (failure) {
      // The server's message was shown (wrong code, expired binding…).
      console.warn('OTP change failed', failure);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const handleStart = async () => {
    setBusy(true);
    try {
      setPending(await beginOtpBind());
    } catch (failure) {
      console.warn('starting OTP binding failed', failure);
    } finally {
      setBusy(false);
    }
  };

  const handleConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await finishOtpBind(code.trim());
      notify.success(t('msg.otpBound'));
    });
  };
  const handleUnbind = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await unbindOtp(code.trim());
      notify.success(t('msg.otpUnbound'));
    });
  };

  const codeField = (
    <Field label={t('otpCard.code')} validationMessage={error ? tMsg(error) : undefined}>
      <Input
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('otpCard.codePlaceholder')}
        onChange={(_, data) => setCode(data.value)}
      />
    </Field>
  );

  return (
    <Card className={styles.card} aria-label={t('otpCard.title')}>
      <CardHeader
        header={
          <Text as="h2" size={500} weight="semibold">
            {t('otpCard.title')}
          </Text>
        }
      />
      {status.data?.bound ? (
        <form className={styles.form} onSubmit={handleUnbind} noValidate>
          <Text>{t('otpCard.bound')}</Text>
          <Text>{t('otpCard.unbindHint')}</Text>
          {codeField}
          <div className={styles.actions}>
            <Button type="submit" disabled={isBusy}>
              {t('otpCard.unbind')}
            </Button>
          </div>
        </form>
      ) : pending ? (
        <form className={styles.form} onSubmit={handleConfirm} noValidate>
          <Text>{t('otpCard.scan')}</Text>
          <img className={styles.qr} src={pending.qr} alt={t('otpCard.qrAlt')} />
          <Field label={t('otpCard.secret')}>
            <Text className={styles.secret} data-testid="otp-secret">
              {pending.secret}
            </Text>
          </Field>
          {codeField}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={isBusy}>
              {t('otpCard.confirm')}
            </Button>
            <Button onClick={() => setPending(null)}>{t('otpCard.cancel')}</Button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <Text>{t('otpCard.notBound')}</Text>
          {status.data?.required ? (
            <MessageBar intent="warning">
              <MessageBarBody>{t('otpCard.requiredHint')}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" disabled={isBusy || status.isPending} onClick={() => void handleStart()}>
              {t('otpCard.bind')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
