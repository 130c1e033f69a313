import nodemailer from 'nodemailer';
import type { SignInConfig } from './settings';

const TIMEOUT_MS = 10_000;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends one plain-text mail through the SMTP server of the sign-in settings (STARTTLS when offered, TLS when
 * secure), giving up after 10 s at each stage. The one place Gatehouse talks SMTP.
 */
export async function sendMail(config: SignInConfig['email'], mail: Mail): Promise<void> {
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
    await transport.sendMail({ from: config.from, ...mail });
  } finally {
    transport.close();
  }
}
