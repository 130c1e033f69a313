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
    if (!this.server) throw new Error('the gateway is not started');
    const { port } = this.server.address() as AddressInfo;
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

  private readCount = new Map<string, number>();

  /**
   * The code of the next message to this phone not read yet, waiting for it to arrive (sign-in sends
   * in the background). Each message is read once, so suites on both databases may reuse numbers.
   */
  async codeFor(phone: string): Promise<string> {
    const read = this.readCount.get(phone) ?? 0;
    for (let tries = 0; tries < 300; tries += 1) {
      const message = this.messagesTo(phone)[read];
      if (message) {
        this.readCount.set(phone, read + 1);
        return message.code;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no SMS reached ${phone}`);
  }
}
