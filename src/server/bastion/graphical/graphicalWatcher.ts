import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, type Lang } from '../../../shared/messages';
import {
  GRAPHICAL_PASTE_MAX_BYTES,
  GraphicalClientFrameSchema,
  GraphicalCloseCode,
  type GraphicalServerFrame,
} from '../../../shared/protocol/graphical';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';
import { ByteReader } from './byteReader';
import { serveRfbHandshake } from './rfbBrowserHandshake';
import { ClientMessage, type FramedMessage, RfbClientMessageParser } from './rfbClientMessages';
import { connectRfbUpstream } from './rfbUpstream';

/** What a watcher's viewer may send on: asking for the screen, never input or clipboard. */
const DISPLAY_ONLY = new Set<number>([
  ClientMessage.setPixelFormat,
  ClientMessage.setEncodings,
  ClientMessage.framebufferUpdateRequest,
  ClientMessage.enableContinuousUpdates,
  ClientMessage.clientFence,
]);
/** A watcher further behind than this is dropped (watcherTooSlow) rather than buffered. */
const WATCHER_MAX_BUFFERED = 8 * 1024 * 1024;

export interface WatcherTarget {
  sessionId: number;
  name: string;
  width: number;
  height: number;
  socketPath: string;
  viewPassword: string;
  log: FastifyBaseLogger;
  /** Where the viewer's other messages go (a share guest's keys and pointer); without it they are dropped. */
  input?: ((message: FramedMessage) => void) | undefined;
  /** A share guest's UTF-8 paste frame: whether it reached the desktop; without it pastes are refused. */
  paste?: ((text: string) => boolean) | undefined;
}

/**
 * One auditor or share guest watching a live graphical session (docs/rdp.md, "Monitor"): its own RFB connection to
 * the session's x11vnc with the view-only password, so x11vnc itself ignores any input on it; the bastion passes on
 * only the messages that ask for the screen, and hands the rest to `input` (which decides whether a guest may type).
 */
export class GraphicalWatcher {
  private upstream: Socket | undefined;
  private closed = false;
  private ending = false;

  constructor(
    readonly socket: WsSocket,
    /** The watcher's language, for the end's message. */
    readonly lang: Lang,
    private readonly target: WatcherTarget,
    private readonly onGone: () => void,
  ) {}

  start(): void {
    const { socket, target } = this;
    const reader = new ByteReader();
    const parser = new RfbClientMessageParser();
    let relaying = false;
    socket.on('message', (data, isBinary) => {
      if (!isBinary) {
        this.controlFrame(data as Buffer);
        return;
      }
      if (!relaying) return reader.push(data);
      this.fromViewer(parser, data);
    });
    socket.on('close', () => {
      reader.fail(new Error('the watcher left'));
      this.stop();
    });
    socket.on('error', (error) => target.log.debug({ err: error, sessionId: target.sessionId }, 'watch socket error'));
    this.send({ type: 'attached', sessionId: target.sessionId, width: target.width, height: target.height });
    void (async () => {
      const upstream = await connectRfbUpstream(target.socketPath, target.viewPassword);
      if (this.closed) {
        upstream.socket.destroy();
        return;
      }
      this.upstream = upstream.socket;
      upstream.socket.on('error', () => undefined);
      upstream.socket.on('close', () => {
        if (!this.ending) this.close(GraphicalCloseCode.notFound, 'desktop connection lost');
      });
      await serveRfbHandshake(reader, (bytes) => this.sendBinary(bytes), upstream, target.name);
      upstream.socket.on('data', (chunk: Buffer) => {
        if (socket.bufferedAmount > WATCHER_MAX_BUFFERED)
          return this.close(GraphicalCloseCode.watcherTooSlow, 'watcher too slow');
        this.sendBinary(chunk);
      });
      if (upstream.rest.length > 0) this.sendBinary(upstream.rest);
      upstream.socket.resume();
      relaying = true;
      const early = reader.rest();
      if (early.length > 0) this.fromViewer(parser, early);
    })().catch((error: unknown) => {
      target.log.info({ err: error, sessionId: target.sessionId }, 'graphical watcher could not be attached');
      this.close(GraphicalCloseCode.badFrame, 'handshake failed');
    });
  }

  /** The session is ending: the desktop goes away first, the watcher is told why once the end is written. */
  sessionEnding(): void {
    this.ending = true;
  }

  /** The session ended: tell the watcher why, then close. */
  end(frame: GraphicalServerFrame): void {
    this.send(frame);
    this.close(1000, 'session ended');
  }

  private fromViewer(parser: RfbClientMessageParser, data: Buffer): void {
    try {
      for (const message of parser.push(data)) {
        if (DISPLAY_ONLY.has(message.type)) this.upstream?.write(message.bytes);
        else this.target.input?.(message);
      }
    } catch {
      this.close(GraphicalCloseCode.badFrame, 'unknown RFB message');
    }
  }

  /** A text frame: only a guest's paste means anything here (the watcher neither pings nor ends the session). */
  private controlFrame(data: Buffer): void {
    let frame: ReturnType<typeof GraphicalClientFrameSchema.safeParse>;
    try {
      frame = GraphicalClientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    } catch {
      this.close(GraphicalCloseCode.badFrame, 'bad frame');
      return;
    }
    if (!frame.success) {
      this.close(GraphicalCloseCode.badFrame, 'bad frame');
      return;
    }
    if (frame.data.type !== 'paste') return;
    const fits = Buffer.byteLength(frame.data.text, 'utf8') <= GRAPHICAL_PASTE_MAX_BYTES;
    if (fits && this.target.paste?.(frame.data.text)) return;
    this.send({ type: 'notice', level: 'warning', message: formatMessage('clipboardGuestPasteRefused', this.lang) });
  }

  private close(code: number, reason: string): void {
    if (!this.closed) closeHard(this.socket, code, reason);
    this.stop();
  }

  private stop(): void {
    if (this.closed) return;
    this.closed = true;
    this.upstream?.destroy();
    this.upstream = undefined;
    this.onGone();
  }

  private sendBinary(bytes: Buffer): void {
    if (this.socket.readyState === WS_OPEN) this.socket.send(bytes);
  }

  private send(frame: GraphicalServerFrame): void {
    if (this.socket.readyState === WS_OPEN) this.socket.send(JSON.stringify(frame));
  }
}
