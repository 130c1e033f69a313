import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
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
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.port;
  }

  get port(): number {
    return (this.server?.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }

  /** The 6-digit code of the latest mail to this address, waiting for it to arrive. */
  async codeFor(address: string, countBefore = 0): Promise<string> {
    for (let tries = 0; tries < 300; tries += 1) {
      const mails = this.mails.filter((mail) => mail.to.includes(address));
      const code = mails.at(-1)?.raw.match(/\b(\d{6})\b/)?.[1];
      if (mails.length > countBefore && code) return code;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail reached ${address}`);
  }
}
