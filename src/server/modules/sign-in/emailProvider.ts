import nodemailer from 'nodemailer';
import { formatMessage, type Lang } from '../../../shared/messages';
import type { SignInConfig } from './settings';
import { ProviderError } from './smsProvider';

const TIMEOUT_MS = 10_000;

/** Sends a code by e-mail through the configured SMTP server (STARTTLS when offered, or TLS when secure). */
export async function sendCodeEmail(
  config: SignInConfig['email'],
  to: string,
  code: string,
  options: { lang: Lang; product: string; minutes: number },
): Promise<void> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.username ? { auth: { user: config.username, pass: config.password } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: config.from,
      to,
      subject: formatMessage('emailCodeSubject', options.lang, { product: options.product }),
      text: formatMessage('emailCodeBody', options.lang, { code, minutes: options.minutes }),
    });
  } catch (error) {
    throw new ProviderError(error instanceof Error ? error.message.slice(0, 120) : 'SMTP error');
  } finally {
    transport.close();
  }
}
