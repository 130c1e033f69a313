import WebSocket from 'ws';
import type { RfbUpstream } from '../src/server/bastion/graphical/rfbUpstream';

/**
 * An RFB client that measures input-to-screen latency (bench/rdp.ts): it keeps a copy of the screen (raw encoding,
 * 32 bits per pixel), asks for the next incremental update as soon as one arrives (as noVNC does), and after a key it
 * resolves at the first update whose pixels differ from the screen it holds. It speaks security None to the bastion's
 * graphical socket (`overWebSocket`) and takes over a connection the bastion's own RFB client has logged into
 * (`overUpstream`: an x11vnc on a local display, with its password).
 */
export class RfbProbe {
  width = 0;
  height = 0;
  private screen = Buffer.alloc(0);
  private chunks: Buffer[] = [];
  private buffered = 0;
  private waiter: { bytes: number; resolve: () => void; reject: (error: Error) => void } | undefined;
  private changeWaiter: ((at: number) => void) | undefined;
  private closed: Error | undefined;
  private markDrawn: () => void = () => undefined;
  /** Resolves once the whole screen has arrived (the first, non-incremental update). */
  readonly drawn = new Promise<void>((resolve) => {
    this.markDrawn = resolve;
  });

  private constructor(
    private readonly send: (bytes: Buffer) => void,
    readonly close: () => void,
  ) {}

  /** The bastion's graphical socket: binary frames are RFB, text frames its JSON control frames (ignored here). */
  static async overWebSocket(url: string): Promise<RfbProbe> {
    const ws = new WebSocket(url);
    const probe = new RfbProbe(
      (bytes) => ws.send(bytes),
      () => ws.close(1000),
    );
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) probe.receive(data);
    });
    ws.on('close', () => probe.fail(new Error('the graphical socket closed')));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await probe.start();
    return probe;
  }

  /** A connection logged in by connectRfbUpstream (paused after the ServerInit). */
  static overUpstream(upstream: RfbUpstream): RfbProbe {
    const { socket } = upstream;
    socket.setNoDelay(true);
    const probe = new RfbProbe(
      (bytes) => socket.write(bytes),
      () => socket.destroy(),
    );
    socket.on('data', (data) => probe.receive(data));
    socket.on('close', () => probe.fail(new Error('the RFB connection closed')));
    socket.on('error', (error) => probe.fail(error));
    if (upstream.rest.length > 0) probe.receive(upstream.rest);
    socket.resume();
    probe.afterInit(upstream.width, upstream.height);
    return probe;
  }

  /** Presses and releases a key; resolves with the milliseconds until the screen showed a change. */
  async keyToScreen(keysym: number, timeoutMs = 5000): Promise<number> {
    const started = performance.now();
    const changed = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no screen change within ${timeoutMs} ms`)), timeoutMs);
      this.changeWaiter = (at) => {
        clearTimeout(timer);
        resolve(at);
      };
    });
    this.key(keysym, true);
    this.key(keysym, false);
    return (await changed) - started;
  }

  pointer(x: number, y: number): void {
    const message = Buffer.alloc(6);
    message.writeUInt8(5, 0);
    message.writeUInt16BE(x, 2);
    message.writeUInt16BE(y, 4);
    this.send(message);
  }

  private key(keysym: number, down: boolean): void {
    const message = Buffer.alloc(8);
    message.writeUInt8(4, 0);
    message.writeUInt8(down ? 1 : 0, 1);
    message.writeUInt32BE(keysym, 4);
    this.send(message);
  }

  private async start(): Promise<void> {
    const version = (await this.read(12)).toString('latin1');
    if (!version.startsWith('RFB 003.')) throw new Error(`unexpected RFB version ${JSON.stringify(version)}`);
    this.send(Buffer.from('RFB 003.008\n', 'latin1'));
    const types = [...(await this.read((await this.read(1)).readUInt8(0)))];
    if (!types.includes(1)) throw new Error(`security None not offered (${types})`);
    this.send(Buffer.of(1));
    if ((await this.read(4)).readUInt32BE(0) !== 0) throw new Error('the RFB server refused the connection');
    this.send(Buffer.of(1));
    const init = await this.read(24);
    await this.read(init.readUInt32BE(20));
    this.afterInit(init.readUInt16BE(0), init.readUInt16BE(2));
  }

  private afterInit(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.screen = Buffer.alloc(this.width * this.height * 4);
    // 32 bits per pixel, depth 24, little-endian true colour; raw encoding only.
    const format = Buffer.alloc(20);
    format.writeUInt8(0, 0);
    Buffer.of(32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0).copy(format, 4);
    this.send(format);
    const encodings = Buffer.alloc(8);
    encodings.writeUInt8(2, 0);
    encodings.writeUInt16BE(1, 2);
    encodings.writeInt32BE(0, 4);
    this.send(encodings);
    this.request(false);
    void this.readLoop().catch((error: unknown) =>
      this.fail(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private request(incremental: boolean): void {
    const message = Buffer.alloc(10);
    message.writeUInt8(3, 0);
    message.writeUInt8(incremental ? 1 : 0, 1);
    message.writeUInt16BE(this.width, 6);
    message.writeUInt16BE(this.height, 8);
    this.send(message);
  }

  private async readLoop(): Promise<void> {
    for (;;) {
      const type = (await this.read(1)).readUInt8(0);
      if (type === 0) await this.readUpdate();
      else if (type === 1) {
        const head = await this.read(5);
        await this.read(6 * head.readUInt16BE(3));
      } else if (type === 2) continue;
      else if (type === 3) await this.read((await this.read(7)).readUInt32BE(3));
      else throw new Error(`server message type ${type}`);
    }
  }

  private async readUpdate(): Promise<void> {
    const count = (await this.read(3)).readUInt16BE(1);
    let changed = false;
    for (let rect = 0; rect < count; rect++) {
      const head = await this.read(12);
      const [x, y, width, height] = [0, 2, 4, 6].map((offset) => head.readUInt16BE(offset)) as [
        number,
        number,
        number,
        number,
      ];
      const encoding = head.readInt32BE(8);
      if (encoding !== 0) throw new Error(`rectangle with encoding ${encoding} (only raw was asked for)`);
      const pixels = await this.read(width * height * 4);
      for (let row = 0; row < height; row++) {
        const from = ((y + row) * this.width + x) * 4;
        const line = pixels.subarray(row * width * 4, (row + 1) * width * 4);
        if (!changed && !line.equals(this.screen.subarray(from, from + line.length))) changed = true;
        line.copy(this.screen, from);
      }
    }
    this.request(true);
    this.markDrawn();
    if (changed && this.changeWaiter) {
      const waiter = this.changeWaiter;
      this.changeWaiter = undefined;
      waiter(performance.now());
    }
  }

  private receive(data: Buffer): void {
    this.chunks.push(data);
    this.buffered += data.length;
    const waiter = this.waiter;
    if (waiter && this.buffered >= waiter.bytes) {
      this.waiter = undefined;
      waiter.resolve();
    }
  }

  private fail(error: Error): void {
    this.closed ??= error;
    this.waiter?.reject(error);
    this.waiter = undefined;
  }

  private async read(bytes: number): Promise<Buffer> {
    if (this.buffered < bytes) {
      if (this.closed) throw this.closed;
      await new Promise<void>((resolve, reject) => {
        this.waiter = { bytes, resolve, reject };
      });
    }
    const joined = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const data = joined.subarray(0, bytes);
    const rest = joined.subarray(bytes);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return data;
  }
}
