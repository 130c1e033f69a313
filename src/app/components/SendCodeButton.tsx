import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '../../shared/api/signInMethods';

export interface SendCodeButtonProps {
  /** Sends the code; resolves with the server's resend delay, rejects when refused (already shown). */
  onSend: () => Promise<CodeSent | null>;
  disabled?: boolean;
}

/** A shared widget of the sign-in and recovery pages: "Send code", then a countdown until the server accepts another request for the same target. */
export function SendCodeButton({ onSend, disabled = false }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const handleClick = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) setSecondsLeft(sent.resendAfterSeconds);
    } catch (error) {
      // The data layer showed the server's message (too frequent, not configured…).
      console.warn('sending the code failed', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button disabled={disabled || isSending || secondsLeft > 0} onClick={() => void handleClick()}>
      {secondsLeft > 0 ? t('loginMethods.resendIn', { seconds: secondsLeft }) : t('loginMethods.sendCode')}
    </Button>
  );
}
