import { formatMessage, type Lang } from '../../../shared/messages';
import { sendMail } from './mailTransport';
import type { SignInConfig } from './settings';
import { ProviderError } from './smsProvider';

/** Sends a code by e-mail through the configured SMTP server (STARTTLS when offered, or TLS when secure). */
export async function sendCodeEmail(
  config: SignInConfig['email'],
  to: string,
  code: string,
  options: { lang: Lang; product: string; minutes: number },
): Promise<void> {
  try {
    await sendMail(config, {
      to,
      subject: formatMessage('emailCodeSubject', options.lang, { product: options.product }),
      text: formatMessage('emailCodeBody', options.lang, { code, minutes: options.minutes }),
    });
  } catch (error) {
    throw new ProviderError(error instanceof Error ? error.message.slice(0, 120) : 'SMTP error');
  }
}
