import { connect, type Socket } from 'node:net';
import type { RfbRecordingWriter } from '../../../src/server/bastion/graphical/recording';

/**
 * Speaks to an RFB server as the console's noVNC would (the same pixel format; raw encoding, so nothing needs
 * decoding here) and records both directions through the bastion's RfbRecordingWriter: what the server sends is
 * exactly what a browser would have received, so the replay's noVNC can draw it.
 */
export class RfbRecorder {
  private received = Buffer.alloc(0);
  private step: 'version' | 'security' | 'result' | 'init' | 'stream' = 'version';
  private timer: NodeJS.Timeout | undefined;
  private width = 0;
  private height = 0;

  private constructor(
    private readonly socket: Socket,
    private readonly writer: RfbRecordingWriter,
  ) {
    socket.on('data', (chunk: Buffer) => {
      writer.server(chunk);
      if (this.step !== 'stream') this.handshake(chunk);
    });
  }

  static async start(port: number, writer: RfbRecordingWriter): Promise<RfbRecorder> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RfbRecorder(socket, writer);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.socket.end();
    await this.writer.close();
  }

  private send(bytes: Buffer): void {
    this.writer.client(bytes);
    this.socket.write(bytes);
  }

  private handshake(chunk: Buffer): void {
    this.received = Buffer.concat([this.received, chunk]);
    const take = (n: number) => {
      const bytes = this.received.subarray(0, n);
      this.received = this.received.subarray(n);
      return bytes;
    };
    if (this.step === 'version' && this.received.length >= 12) {
      take(12);
      this.send(Buffer.from('RFB 003.008\n'));
      this.step = 'security';
    }
    if (this.step === 'security' && this.received.length >= 1 && this.received.length >= 1 + (this.received[0] ?? 0)) {
      const types = take(1 + (this.received[0] ?? 0)).subarray(1);
      if (!types.includes(1)) throw new Error(`the server offers no security None: ${[...types]}`);
      this.send(Buffer.from([1]));
      this.step = 'result';
    }
    if (this.step === 'result' && this.received.length >= 4) {
      if (take(4).readUInt32BE(0) !== 0) throw new Error('security failed');
      this.send(Buffer.from([1]));
      this.step = 'init';
    }
    if (this.step === 'init' && this.received.length >= 24) {
      const nameLength = this.received.readUInt32BE(20);
      if (this.received.length < 24 + nameLength) return;
      const init = take(24 + nameLength);
      this.width = init.readUInt16BE(0);
      this.height = init.readUInt16BE(2);
      this.step = 'stream';
      this.send(pixelFormat());
      // Raw and the DesktopSize pseudo-encoding.
      const encodings = Buffer.alloc(4 + 8);
      encodings.writeUInt8(2, 0);
      encodings.writeUInt16BE(2, 2);
      encodings.writeInt32BE(0, 4);
      encodings.writeInt32BE(-223, 8);
      this.send(encodings);
      this.send(this.updateRequest(false));
      this.timer = setInterval(() => this.send(this.updateRequest(true)), 100);
    }
  }

  private updateRequest(incremental: boolean): Buffer {
    const request = Buffer.alloc(10);
    request.writeUInt8(3, 0);
    request.writeUInt8(incremental ? 1 : 0, 1);
    request.writeUInt16BE(this.width, 6);
    request.writeUInt16BE(this.height, 8);
    return request;
  }
}

/** noVNC's: 32 bits per pixel, depth 24, little-endian true colour, red at bit 0, green 8, blue 16. */
function pixelFormat(): Buffer {
  const message = Buffer.alloc(20);
  message.writeUInt8(0, 0);
  message.writeUInt8(32, 4);
  message.writeUInt8(24, 5);
  message.writeUInt8(0, 6);
  message.writeUInt8(1, 7);
  message.writeUInt16BE(255, 8);
  message.writeUInt16BE(255, 10);
  message.writeUInt16BE(255, 12);
  message.writeUInt8(0, 14);
  message.writeUInt8(8, 15);
  message.writeUInt8(16, 16);
  return message;
}
