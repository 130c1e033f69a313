import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';

/**
 * The few words of the X11 protocol the clipboard bridge needs (docs/rdp.md, "Clipboard"), spoken little-endian over
 * the display's Unix socket with the session's MIT cookie: requests with or without a reply, events. No library of
 * the npm registry fits both Node 20 and this little, and xclip/xsel/autocutsel cannot wait for a selection to change.
 */
const SETUP_TIMEOUT_MS = 5000;
const pad4 = (n: number) => (4 - (n % 4)) % 4;

/** Reads the cookie of a one-entry Xauthority file (xauthority.ts wrote it): family, address, number, name, data. */
async function cookieOf(xauthorityPath: string): Promise<{ name: Buffer; data: Buffer }> {
  const file = await readFile(xauthorityPath);
  let offset = 2;
  const counted = () => {
    const length = file.readUInt16BE(offset);
    const value = file.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    return value;
  };
  counted();
  counted();
  return { name: counted(), data: counted() };
}

function padded(value: Buffer): Buffer {
  return Buffer.concat([value, Buffer.alloc(pad4(value.length))]);
}

export class X11Error extends Error {
  constructor(readonly errorCode: number) {
    super(`X11 error ${errorCode}`);
    this.name = 'X11Error';
  }
}

interface PendingReply {
  sequence: number;
  resolve: (reply: Buffer) => void;
  reject: (error: Error) => void;
}

export class X11Connection {
  private sequence = 0;
  private nextResource = 0;
  private buffered: Buffer = Buffer.alloc(0);
  private readonly pending: PendingReply[] = [];
  /** Every event (32 bytes), sent or not. */
  onEvent: (event: Buffer) => void = () => undefined;
  onClose: () => void = () => undefined;

  private constructor(
    private readonly socket: Socket,
    readonly root: number,
    private readonly resourceBase: number,
  ) {
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('close', () => {
      for (const waiter of this.pending.splice(0)) waiter.reject(new Error('X11 connection closed'));
      this.onClose();
    });
    socket.on('error', () => undefined);
  }

  /** Connects to display ':<n>' with the cookie of `xauthorityPath`. */
  static async open(display: string, xauthorityPath: string): Promise<X11Connection> {
    const number = /^:(\d+)/.exec(display)?.[1];
    if (number === undefined) throw new Error(`not a local display: ${display}`);
    const cookie = await cookieOf(xauthorityPath);
    const socket = connect(`/tmp/.X11-unix/X${number}`);
    const head = Buffer.alloc(12);
    head.write('l', 0, 'latin1');
    head.writeUInt16LE(11, 2);
    head.writeUInt16LE(0, 4);
    head.writeUInt16LE(cookie.name.length, 6);
    head.writeUInt16LE(cookie.data.length, 8);
    socket.write(Buffer.concat([head, padded(cookie.name), padded(cookie.data)]));
    const setup = await new Promise<Buffer>((resolve, reject) => {
      let data: Buffer = Buffer.alloc(0);
      const timer = setTimeout(() => fail(new Error('X11 setup timed out')), SETUP_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        socket.destroy();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        if (data.length < 8 || data.length < 8 + data.readUInt16LE(6) * 4) return;
        clearTimeout(timer);
        socket.off('data', onData);
        socket.pause();
        resolve(data);
      };
      socket.on('data', onData);
      socket.once('error', fail);
      socket.once('close', () => fail(new Error('X11 connection closed during setup')));
    });
    socket.removeAllListeners('error');
    socket.removeAllListeners('close');
    if (setup[0] !== 1) {
      socket.destroy();
      throw new Error(`X11 setup refused: ${setup.subarray(8, 8 + setup.readUInt8(1)).toString('latin1')}`);
    }
    const vendorLength = setup.readUInt16LE(24);
    const formats = setup.readUInt8(29);
    const screen = 40 + vendorLength + pad4(vendorLength) + 8 * formats;
    const connection = new X11Connection(socket, setup.readUInt32LE(screen), setup.readUInt32LE(12));
    const rest = setup.subarray(8 + setup.readUInt16LE(6) * 4);
    socket.resume();
    if (rest.length > 0) connection.received(rest);
    return connection;
  }

  /** A fresh resource id (a window) of this client. */
  newId(): number {
    this.nextResource += 1;
    return this.resourceBase | this.nextResource;
  }

  /** Sends a request without a reply (its errors are ignored: the caller learns of failure by what never comes). */
  send(opcode: number, data: number, body: Buffer): void {
    this.sequence = (this.sequence + 1) & 0xffff;
    this.socket.write(this.frame(opcode, data, body));
  }

  /** Sends a request and resolves with its reply (32 bytes and more), or rejects with its X11 error. */
  request(opcode: number, data: number, body: Buffer): Promise<Buffer> {
    this.sequence = (this.sequence + 1) & 0xffff;
    const sequence = this.sequence;
    return new Promise((resolve, reject) => {
      this.pending.push({ sequence, resolve, reject });
      this.socket.write(this.frame(opcode, data, body));
    });
  }

  async internAtom(name: string): Promise<number> {
    const text = Buffer.from(name, 'latin1');
    const head = Buffer.alloc(4);
    head.writeUInt16LE(text.length, 0);
    const reply = await this.request(16, 0, Buffer.concat([head, padded(text)]));
    return reply.readUInt32LE(8);
  }

  /** An extension's major opcode and first event code, or null when the server lacks it. */
  async queryExtension(name: string): Promise<{ opcode: number; firstEvent: number } | null> {
    const text = Buffer.from(name, 'latin1');
    const head = Buffer.alloc(4);
    head.writeUInt16LE(text.length, 0);
    const reply = await this.request(98, 0, Buffer.concat([head, padded(text)]));
    return reply[8] ? { opcode: reply.readUInt8(9), firstEvent: reply.readUInt8(10) } : null;
  }

  close(): void {
    this.socket.destroy();
  }

  private frame(opcode: number, data: number, body: Buffer): Buffer {
    const head = Buffer.alloc(4);
    head[0] = opcode;
    head[1] = data;
    head.writeUInt16LE((4 + body.length + pad4(body.length)) / 4, 2);
    return Buffer.concat([head, padded(body)]);
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    while (this.buffered.length >= 32) {
      const kind = this.buffered.readUInt8(0);
      const size = kind === 1 ? 32 + this.buffered.readUInt32LE(4) * 4 : 32;
      if (this.buffered.length < size) return;
      const message = this.buffered.subarray(0, size);
      this.buffered = this.buffered.subarray(size);
      if (kind === 0) this.settle(message.readUInt16LE(2), () => new X11Error(message.readUInt8(1)));
      else if (kind === 1) this.settle(message.readUInt16LE(2), message);
      else this.onEvent(Buffer.from(message));
    }
  }

  /** Answers the request of this sequence number; requests before it without an answer had none to give. */
  private settle(sequence: number, outcome: Buffer | (() => Error)): void {
    const index = this.pending.findIndex((waiter) => waiter.sequence === sequence);
    if (index < 0) return;
    const [waiter] = this.pending.splice(index, 1);
    if (Buffer.isBuffer(outcome)) waiter?.resolve(Buffer.from(outcome));
    else waiter?.reject(outcome());
  }
}
