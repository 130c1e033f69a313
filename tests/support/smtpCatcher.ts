import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  /** The decoded text body (single-part mails, as Gatehouse sends). */
  text: string;
}

/** Decodes the body of a single-part message: base64 or quoted-printable, as its header says. */
export function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : '';
  const body = split >= 0 ? raw.slice(split + 4) : raw;
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It demands AUTH with the given
 * credentials (over plain text on loopback), so a test sees that the stored SMTP password is used.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly credentials = { user: 'mailer', pass: 'smtp-secret-1' }) {}

  async start(): Promise<number> {
    this.server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.credentials.user && auth.password === this.credentials.pass) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            text: textOf(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.port;
  }

  get port(): number {
    if (!this.server) throw new Error('the SMTP server is not started');
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }

  private readCount = new Map<string, number>();

  /** The 6-digit code of the next mail to this address not read yet, waiting for it to arrive. */
  async codeFor(address: string): Promise<string> {
    const read = this.readCount.get(address) ?? 0;
    for (let tries = 0; tries < 300; tries += 1) {
      const mail = this.mails.filter((entry) => entry.to.includes(address))[read];
      if (mail) {
        this.readCount.set(address, read + 1);
        const code = mail.text.match(/\b(\d{6})\b/)?.[1];
        if (!code) throw new Error(`the mail to ${address} holds no code: ${mail.text}`);
        return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail reached ${address}`);
  }
}
