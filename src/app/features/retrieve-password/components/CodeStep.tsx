import { Button, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResetChannel, ResetChannels } from '../../../../shared/api/signInMethods';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { tMsg } from '../../../i18n';
import { sendResetCode, verifyResetCode } from '../api';
import { codeError } from '../rules';
import { useStepStyles } from './styles';

export interface CodeStepProps {
  username: string;
  channels: ResetChannels['channels'];
  onDone: (ticket: string) => void;
}

/** Step 2: choose SMS or e-mail, get a code, exchange it for a reset ticket. */
export function CodeStep({ username, channels, onDone }: CodeStepProps) {
  const styles = useStepStyles();
  const { t } = useTranslation();
  const [channel, setChannel] = useState<ResetChannel | undefined>(channels[0]?.channel);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  if (!channel) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('retrieve.noChannel')}</MessageBarBody>
      </MessageBar>
    );
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = codeError(code);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      onDone(await verifyResetCode(username, channel, code.trim()));
    } catch (failure) {
      console.warn('verifying the code failed', failure);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Field label={t('retrieve.channel')}>
        <RadioGroup value={channel} onChange={(_, data) => setChannel(data.value as ResetChannel)}>
          {channels.map((entry) => (
            <Radio
              key={entry.channel}
              value={entry.channel}
              label={t(entry.channel === 'sms' ? 'retrieve.channelSms' : 'retrieve.channelEmail', {
                masked: entry.masked,
              })}
            />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('retrieve.code')} validationMessage={error ? tMsg(error) : undefined}>
        <div className={styles.codeRow}>
          <Input
            className={styles.grow}
            value={code}
            onChange={(_, data) => setCode(data.value)}
            placeholder={t('retrieve.codePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          {/* Keyed by channel: each channel has its own resend countdown on the server. */}
          <SendCodeButton key={channel} onSend={() => sendResetCode(username, channel)} />
        </div>
      </Field>
      <Button type="submit" appearance="primary" disabled={isBusy}>
        {t('retrieve.next')}
      </Button>
    </form>
  );
}
