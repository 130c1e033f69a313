/**
 * Frames the browser's RFB client-to-server messages (RFC 6143 §7.5 and the extensions noVNC sends) so the relay can
 * look at each one whole: drop a clipboard paste policy forbids, count input as activity, record the keys. A
 * message it cannot frame ends the session's socket rather than being passed on unseen.
 */
export const ClientMessage = {
  setPixelFormat: 0,
  setEncodings: 2,
  framebufferUpdateRequest: 3,
  keyEvent: 4,
  pointerEvent: 5,
  clientCutText: 6,
  enableContinuousUpdates: 150,
  clientFence: 248,
  xvp: 250,
  setDesktopSize: 251,
  qemu: 255,
} as const;

/** A clipboard text larger than this is refused (noVNC sends what the user pasted; 1 MiB is plenty). */
export const CUT_TEXT_MAX_BYTES = 1024 * 1024;
const QEMU_EXTENDED_KEY_EVENT = 0;
const FENCE_PAYLOAD_MAX = 64;
const SCREENS_MAX = 16;
const ENCODINGS_MAX = 1024;

export interface FramedMessage {
  type: number;
  bytes: Buffer;
}

export class RfbFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RfbFrameError';
  }
}

/** The length of the message at the start of `data`, 0 when more bytes are needed; throws on what it cannot frame. */
function messageLength(data: Buffer): number {
  const need = (bytes: number) => (data.length >= bytes ? bytes : 0);
  const type = data.readUInt8(0);
  switch (type) {
    case ClientMessage.setPixelFormat:
      return need(20);
    case ClientMessage.setEncodings: {
      if (data.length < 4) return 0;
      const count = data.readUInt16BE(2);
      if (count > ENCODINGS_MAX) throw new RfbFrameError(`SetEncodings with ${count} encodings`);
      return need(4 + 4 * count);
    }
    case ClientMessage.framebufferUpdateRequest:
    case ClientMessage.enableContinuousUpdates:
      return need(10);
    case ClientMessage.keyEvent:
      return need(8);
    case ClientMessage.pointerEvent:
      return need(6);
    case ClientMessage.clientCutText: {
      if (data.length < 8) return 0;
      // A negative length is the extended clipboard's (its size is the absolute value).
      const length = Math.abs(data.readInt32BE(4));
      if (length > CUT_TEXT_MAX_BYTES) throw new RfbFrameError(`ClientCutText of ${length} bytes`);
      return need(8 + length);
    }
    case ClientMessage.clientFence: {
      if (data.length < 9) return 0;
      const length = data.readUInt8(8);
      if (length > FENCE_PAYLOAD_MAX) throw new RfbFrameError(`ClientFence with ${length} bytes`);
      return need(9 + length);
    }
    case ClientMessage.xvp:
      return need(4);
    case ClientMessage.setDesktopSize: {
      if (data.length < 8) return 0;
      const screens = data.readUInt8(6);
      if (screens > SCREENS_MAX) throw new RfbFrameError(`SetDesktopSize with ${screens} screens`);
      return need(8 + 16 * screens);
    }
    case ClientMessage.qemu: {
      if (data.length < 2) return 0;
      if (data.readUInt8(1) !== QEMU_EXTENDED_KEY_EVENT)
        throw new RfbFrameError(`QEMU client message ${data.readUInt8(1)}`);
      return need(12);
    }
    default:
      throw new RfbFrameError(`client message type ${type}`);
  }
}

/** Cuts the browser's byte stream (chunked anyhow by the WebSocket) into whole client messages. */
export class RfbClientMessageParser {
  private buffered: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): FramedMessage[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const messages: FramedMessage[] = [];
    while (this.buffered.length > 0) {
      const length = messageLength(this.buffered);
      if (length === 0) break;
      messages.push({ type: this.buffered.readUInt8(0), bytes: Buffer.from(this.buffered.subarray(0, length)) });
      this.buffered = this.buffered.subarray(length);
    }
    return messages;
  }
}

/** Whether a message is the user's input (keys, pointer) for idle timeouts and the console's activity. */
export function isUserInput(type: number): boolean {
  return type === ClientMessage.keyEvent || type === ClientMessage.pointerEvent || type === ClientMessage.qemu;
}
