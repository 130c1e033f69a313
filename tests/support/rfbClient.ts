/**
 * A small RFB (VNC) client for the graphical-session tests, speaking over the bastion's graphical socket as noVNC
 * does: text frames are the socket's JSON control frames, binary frames the RFB stream.
 *
 *   const rfb = await RfbTestClient.connect(url)   socket open, `attached` read, handshake with security None done
 *   rfb.width / rfb.height / rfb.bitsPerPixel       from the ServerInit
 *   rfb.typeText('echo hi > f\n')                   key down/up per character (keysyms of Latin-1, Return for \n)
 *   rfb.requestUpdate(incremental)                  FramebufferUpdateRequest for the whole screen
 *   await rfb.nextUpdate(timeoutMs)                 resolves when a whole FramebufferUpdate has arrived
 *   rfb.pointer(x, y, buttons)                      PointerEvent
 *   rfb.cutText('text')                             ClientCutText (a paste from the browser)
 *   rfb.controls                                    the JSON control frames received
 *   await rfb.close()
 *
 * Only the raw encoding is asked for, so every rectangle's size is known without decoding anything.
 */
import WebSocket from 'ws';

const KEYSYM_RETURN = 0xff0d;

export class RfbTestClient {
  readonly controls: Record<string, unknown>[] = [];
  width = 0;
  height = 0;
  bitsPerPixel = 32;
  name = '';
  /** Whole FramebufferUpdates received since the handshake. */
  updates = 0;
  /** ServerCutText received (the desktop's clipboard offered to the browser). */
  readonly cutTexts: string[] = [];
  /** Bytes of RFB received since the handshake. */
  bytesReceived = 0;
  closeInfo: { code: number; reason: string } | undefined;
  private buffered: Buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  private readonly closed: Promise<void>;

  private constructor(private readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString('utf8') };
        this.wake();
        resolve();
      });
    });
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) {
        this.buffered = Buffer.concat([this.buffered, data]);
      } else {
        this.controls.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
      }
      this.wake();
    });
  }

  static async connect(url: string, options: { encodings?: number[] } = {}): Promise<RfbTestClient> {
    const ws = new WebSocket(url);
    const client = new RfbTestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await client.waitUntil(() => client.controls.some((frame) => frame.type === 'attached'), 10_000, 'attached');
    await client.handshake();
    client.send(setEncodings(options.encodings ?? [0]));
    return client;
  }

  /** What the socket closed with (code 1000 after a `closed` frame), once it has. */
  async waitClosed(timeoutMs = 15_000): Promise<{ code: number; reason: string }> {
    await this.waitUntil(() => this.closeInfo !== undefined, timeoutMs, 'close');
    return this.closeInfo as { code: number; reason: string };
  }

  requestUpdate(incremental: boolean): void {
    const message = Buffer.alloc(10);
    message.writeUInt8(3, 0);
    message.writeUInt8(incremental ? 1 : 0, 1);
    message.writeUInt16BE(this.width, 6);
    message.writeUInt16BE(this.height, 8);
    this.send(message);
  }

  /** Resolves once one more whole FramebufferUpdate has been read. */
  async nextUpdate(timeoutMs = 10_000): Promise<void> {
    const target = this.updates + 1;
    await this.waitUntil(
      () => {
        this.drain();
        return this.updates >= target;
      },
      timeoutMs,
      'a framebuffer update',
    );
  }

  key(keysym: number, down: boolean): void {
    const message = Buffer.alloc(8);
    message.writeUInt8(4, 0);
    message.writeUInt8(down ? 1 : 0, 1);
    message.writeUInt32BE(keysym, 4);
    this.send(message);
  }

  pointer(x: number, y: number, buttons = 0): void {
    const message = Buffer.alloc(6);
    message.writeUInt8(5, 0);
    message.writeUInt8(buttons, 1);
    message.writeUInt16BE(x, 2);
    message.writeUInt16BE(y, 4);
    this.send(message);
  }

  typeText(text: string): void {
    for (const char of text) {
      const keysym = char === '\n' ? KEYSYM_RETURN : (char.codePointAt(0) ?? 0);
      this.key(keysym, true);
      this.key(keysym, false);
    }
  }

  cutText(text: string): void {
    const bytes = Buffer.from(text, 'latin1');
    const head = Buffer.alloc(8);
    head.writeUInt8(6, 0);
    head.writeUInt32BE(bytes.length, 4);
    this.send(Buffer.concat([head, bytes]));
  }

  send(data: Buffer | string): void {
    this.ws.send(data);
  }

  async close(): Promise<void> {
    if (!this.closeInfo) this.ws.close(1000);
    await this.closed;
  }

  private async handshake(): Promise<void> {
    const version = (await this.read(12)).toString('latin1');
    if (version !== 'RFB 003.008\n') throw new Error(`unexpected version ${JSON.stringify(version)}`);
    this.send(Buffer.from('RFB 003.008\n', 'latin1'));
    const count = (await this.read(1)).readUInt8(0);
    const types = [...(await this.read(count))];
    if (!types.includes(1)) throw new Error(`security None not offered: ${types}`);
    this.send(Buffer.of(1));
    if ((await this.read(4)).readUInt32BE(0) !== 0) throw new Error('security result not OK');
    this.send(Buffer.of(1));
    const init = await this.read(24);
    this.width = init.readUInt16BE(0);
    this.height = init.readUInt16BE(2);
    this.bitsPerPixel = init.readUInt8(4);
    this.name = (await this.read(init.readUInt32BE(20))).toString('utf8');
  }

  /** Reads whole server messages from the buffer, counting FramebufferUpdates; stops at an incomplete one. */
  private drain(): void {
    for (;;) {
      const length = this.serverMessageLength();
      if (length === 0 || this.buffered.length < length) return;
      if (this.buffered.readUInt8(0) === 0) this.updates += 1;
      if (this.buffered.readUInt8(0) === 3) this.cutTexts.push(this.buffered.subarray(8, length).toString('latin1'));
      this.bytesReceived += length;
      this.buffered = this.buffered.subarray(length);
    }
  }

  private serverMessageLength(): number {
    const data = this.buffered;
    if (data.length < 1) return 0;
    switch (data.readUInt8(0)) {
      case 0: {
        if (data.length < 4) return 0;
        let offset = 4;
        const bytesPerPixel = this.bitsPerPixel / 8;
        for (let rect = 0; rect < data.readUInt16BE(2); rect++) {
          if (data.length < offset + 12) return 0;
          const width = data.readUInt16BE(offset + 4);
          const height = data.readUInt16BE(offset + 6);
          const encoding = data.readInt32BE(offset + 8);
          if (encoding !== 0) throw new Error(`rectangle with encoding ${encoding} (only raw was asked for)`);
          offset += 12 + width * height * bytesPerPixel;
        }
        return offset;
      }
      case 1:
        return data.length < 6 ? 0 : 6 + 6 * data.readUInt16BE(4);
      case 2:
        return 1;
      case 3:
        return data.length < 8 ? 0 : 8 + data.readUInt32BE(4);
      default:
        throw new Error(`server message type ${data.readUInt8(0)}`);
    }
  }

  private async read(bytes: number): Promise<Buffer> {
    await this.waitUntil(() => this.buffered.length >= bytes, 10_000, `${bytes} bytes`);
    const data = this.buffered.subarray(0, bytes);
    this.buffered = this.buffered.subarray(bytes);
    return data;
  }

  private async waitUntil(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (this.closeInfo && what !== 'close')
        throw new Error(`socket closed (${this.closeInfo.code} ${this.closeInfo.reason}) waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

function setEncodings(encodings: number[]): Buffer {
  const message = Buffer.alloc(4 + 4 * encodings.length);
  message.writeUInt8(2, 0);
  message.writeUInt16BE(encodings.length, 2);
  encodings.forEach((encoding, i) => {
    message.writeInt32BE(encoding, 4 + 4 * i);
  });
  return message;
}
