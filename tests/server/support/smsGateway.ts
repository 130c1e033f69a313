import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real SMS gateway stand-in on 127.0.0.1: Gatehouse's HTTP provider really sends to it, and the test
 * reads the code from what arrived, as a phone owner would read the message.
 */
export class SmsGateway {
  readonly received: GatewayRequest[] = [];
  /** What the gateway answers; tests switch it to a failure. */
  answer = { status: 200, body: '{"result":"OK"}' };
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(this.answer.status, { 'content-type': 'application/json' });
        response.end(this.answer.body);
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
  }

  get url(): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}/sms/send`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages (JSON bodies of the default template) that went to this phone. */
  messagesTo(phone: string): { phone: string; code: string }[] {
    return this.received
      .filter((request) => request.body.includes(phone))
      .map((request) => JSON.parse(request.body) as { phone: string; code: string });
  }

  /** The code of the latest message to this phone, waiting for it to arrive (sign-in sends in the background). */
  async codeFor(phone: string, countBefore = 0): Promise<string> {
    for (let tries = 0; tries < 200; tries += 1) {
      const messages = this.messagesTo(phone);
      const last = messages.at(-1);
      if (messages.length > countBefore && last) return last.code;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no SMS reached ${phone}`);
  }
}
