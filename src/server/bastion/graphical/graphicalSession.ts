/**
 * One live graphical session: the owner's socket and its desktop connection, the grace timer, the watchers and the
 * recording meet here and share that state, so it stays one class a little over 400 lines; what could stand alone
 * already does (clipboard/DesktopClipboard, GraphicalWatcher, rfbBrowserHandshake, rfbClientMessages, recording).
 */
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, type Lang } from '../../../shared/messages';
import {
  GraphicalClientFrameSchema,
  GraphicalCloseCode,
  type GraphicalServerFrame,
} from '../../../shared/protocol/graphical';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';
import type { SessionActivity } from '../gateway/sessionActivity';
import { endMessage } from '../gateway/sessionFrames';
import { ByteReader } from './byteReader';
import { DesktopClipboard, type SessionClipboardPolicy } from './clipboard';
import type { DesktopProcesses } from './desktopProcesses';
import { GraphicalWatcher } from './graphicalWatcher';
import type { RfbRecordingSummary, RfbRecordingWriter } from './recording';
import { serveRfbHandshake } from './rfbBrowserHandshake';
import { ClientMessage, type FramedMessage, isUserInput, RfbClientMessageParser } from './rfbClientMessages';
import { connectRfbUpstream } from './rfbUpstream';

/** Unsent bytes on the browser's socket above which the desktop is paused (a slow link must not fill memory). */
const SOCKET_HIGH_BYTES = 4 * 1024 * 1024;
const SOCKET_POLL_MS = 20;

export interface GraphicalSessionEnd {
  reason: SessionEndReason;
  terminatedBy: string | null;
  recording: RfbRecordingSummary;
}

/** What the session tells its owner (the graphical-sessions module writes the rows). Never throws into it. */
export interface GraphicalSessionHooks {
  /** The owner pressed a key or moved the pointer: activity on the console sign-in. */
  ownerActive(): void;
  ended(end: GraphicalSessionEnd): Promise<void>;
}

export interface GraphicalSessionOptions {
  id: number;
  userId: number;
  tokenHash: string;
  /** The RFB desktop name the browser is shown (account@asset). */
  name: string;
  width: number;
  height: number;
  desktop: DesktopProcesses;
  recorder: RfbRecordingWriter;
  /** Behaviour policy at opening: may the user's clipboard reach the desktop (outright; guests only then). */
  clipboardPaste: boolean;
  /** The clipboard both ways: allowed, denied or held for approval, and how approvals are asked for. */
  clipboard: SessionClipboardPolicy;
  graceMs: number;
  activity: SessionActivity;
  hooks: GraphicalSessionHooks;
  log: FastifyBaseLogger;
}

/**
 * One live graphical session on this node (docs/rdp.md): the desktop's processes, its recording and at most one
 * attached browser. Each attach gets its own RFB connection to the session's x11vnc, so a new browser always starts
 * at a message boundary with a full screen; the browser's messages are framed and filtered on the way.
 */
export class GraphicalSession {
  readonly id: number;
  readonly userId: number;
  readonly tokenHash: string;
  readonly activity: SessionActivity;
  private socket: WsSocket | undefined;
  private upstream: Socket | undefined;
  private lang: Lang = 'zh';
  private graceTimer: NodeJS.Timeout | undefined;
  private ending: Promise<void> | undefined;
  private handshakeRecorded = false;
  private readonly clipboard: DesktopClipboard;
  private readonly watchers = new Set<GraphicalWatcher>();
  /** Called once the session has ended and its row is written. */
  onGone: () => void = () => undefined;

  constructor(private readonly options: GraphicalSessionOptions) {
    this.id = options.id;
    this.userId = options.userId;
    this.tokenHash = options.tokenHash;
    this.activity = options.activity;
    this.clipboard = new DesktopClipboard({
      sessionId: options.id,
      policy: options.clipboard,
      guestPaste: options.clipboardPaste,
      display: options.desktop.display,
      folder: options.desktop.folder,
      deliverCopy: (text) => this.socket !== undefined && this.send(this.socket, { type: 'clipboard', text }),
      notice: (level, message) => this.notice(level, message),
      lang: () => this.lang,
      log: options.log,
    });
    options.desktop.onExit = (name, code) => {
      options.log.info({ sessionId: this.id, process: name, code }, 'graphical session process ended');
      void this.end(SessionEndReason.connectionLost);
    };
    this.startGrace();
  }

  get language(): Lang {
    return this.lang;
  }

  get attached(): boolean {
    return this.socket !== undefined;
  }

  get ended(): boolean {
    return this.ending !== undefined;
  }

  /** The desktop's process ids and folder (measurements, tests). */
  get processes(): { pids: number[]; folder: string; display: string } {
    const { desktop } = this.options;
    return { pids: desktop.pids, folder: desktop.folder, display: desktop.display };
  }

  /** ClientCutText messages dropped by the clipboard policy so far. */
  get refusedPastes(): number {
    return this.clipboard.refusedPastes;
  }

  /** Clipboard texts waiting for an approver, by direction. */
  get heldClipboard(): ('copy' | 'paste')[] {
    return this.clipboard.held;
  }

  /** Attaches the owner's browser, taking the session over from an older socket (closed with takenOver). */
  attach(socket: WsSocket, lang: Lang): void {
    if (this.ended) {
      closeHard(socket, GraphicalCloseCode.notFound, 'session ended');
      return;
    }
    const previous = this.socket;
    this.socket = socket;
    this.lang = lang;
    if (previous) closeHard(previous, GraphicalCloseCode.takenOver, 'taken over');
    this.closeUpstream();
    this.stopGrace();
    const reader = new ByteReader();
    const parser = new RfbClientMessageParser();
    let relaying = false;
    socket.on('message', (data, isBinary) => {
      if (this.socket !== socket || this.ended) return;
      if (!isBinary) return this.controlFrame(socket, data);
      if (!relaying) return reader.push(data);
      this.clientBytes(socket, parser, data);
    });
    socket.on('close', () => {
      reader.fail(new Error('the browser left during the handshake'));
      this.detached(socket);
    });
    socket.on('error', (error) => this.options.log.debug({ err: error, sessionId: this.id }, 'graphical socket error'));
    this.send(socket, {
      type: 'attached',
      sessionId: this.id,
      width: this.options.width,
      height: this.options.height,
    });
    void this.startRelay(socket, reader)
      .then(() => {
        relaying = true;
        const early = reader.rest();
        if (early.length > 0) this.clientBytes(socket, parser, early);
      })
      .catch((error: unknown) => {
        if (this.socket !== socket || this.ended) return;
        this.options.log.warn({ err: error, sessionId: this.id }, 'graphical session could not be attached');
        closeHard(socket, GraphicalCloseCode.badFrame, 'handshake failed');
      });
  }

  /**
   * Adds a read-only view (the live monitor, a share guest): its own view-only connection to the desktop. A guest's
   * keys and pointer go to `input`, which passes them to inputFromGuest while the owner lets that guest type.
   */
  watch(
    socket: WsSocket,
    lang: Lang,
    guest: { input?(message: FramedMessage): void; paste?(text: string): boolean; gone?(): void } = {},
  ): void {
    if (this.ended) {
      closeHard(socket, GraphicalCloseCode.notFound, 'session ended');
      return;
    }
    const { desktop } = this.options;
    const watcher = new GraphicalWatcher(
      socket,
      lang,
      {
        sessionId: this.id,
        name: this.options.name,
        width: this.options.width,
        height: this.options.height,
        socketPath: desktop.socketPath,
        viewPassword: desktop.viewPassword,
        log: this.options.log,
        input: guest.input,
        paste: guest.paste,
      },
      () => {
        this.watchers.delete(watcher);
        guest.gone?.();
      },
    );
    this.watchers.add(watcher);
    watcher.start();
  }

  get watcherCount(): number {
    return this.watchers.size;
  }

  /**
   * Keys and pointer of a share guest the owner lets type (docs/monitor-share.md): recorded as the owner's input and
   * written, whole, on the owner's connection to the desktop (the guest's own is view-only). A paste only when the
   * session's policy allows pasting outright (offered on the display as the owner's are); anything else is dropped. While the owner's browser is away (grace)
   * there is no connection and the guest's input is dropped.
   */
  inputFromGuest(message: FramedMessage): boolean {
    if (this.ended || !this.upstream) return false;
    if (message.type === ClientMessage.clientCutText) {
      const text = this.clipboard.guestText(message.bytes);
      if (text === null) return false;
      this.options.recorder.client(message.bytes);
      return this.clipboard.fromGuest(text);
    }
    if (!isUserInput(message.type)) return false;
    this.options.recorder.client(message.bytes);
    this.activity.touch();
    this.upstream.write(message.bytes);
    return true;
  }

  /**
   * A share guest's UTF-8 paste (the guest's paste frame), while the owner lets that guest type: offered on the display
   * as the owner's are, recorded in the session record as the owner's pastes are, when the session's policy lets
   * pastes through outright; false (refused) otherwise.
   */
  pasteFromGuest(text: string): boolean {
    return !this.ended && this.clipboard.fromGuest(text);
  }

  /** Ends the session now: processes killed and folder removed, recording closed, row written, browser told. */
  end(reason: SessionEndReason, options: { terminatedBy?: string } = {}): Promise<void> {
    this.ending ??= this.finish(reason, options.terminatedBy ?? null);
    return this.ending;
  }

  /** A line for the user's status bar (policy warnings, refused clipboard). */
  notice(level: 'info' | 'warning' | 'error', message: string): void {
    if (this.socket && !this.ended) this.send(this.socket, { type: 'notice', level, message });
  }

  private async startRelay(socket: WsSocket, reader: ByteReader): Promise<void> {
    const upstream = await connectRfbUpstream(this.options.desktop.socketPath, this.options.desktop.vncPassword);
    if (this.socket !== socket || this.ended) {
      upstream.socket.destroy();
      throw new Error('detached during the handshake');
    }
    this.upstream = upstream.socket;
    upstream.socket.on('error', (error) =>
      this.options.log.debug({ err: error, sessionId: this.id }, 'graphical desktop connection error'),
    );
    upstream.socket.on('close', () => {
      // x11vnc dropped its client while the session stands: the browser reattaches to a fresh connection.
      if (this.upstream === upstream.socket && this.socket === socket && !this.ended)
        closeHard(socket, GraphicalCloseCode.badFrame, 'desktop connection lost');
    });
    const record = !this.handshakeRecorded;
    this.handshakeRecorded = true;
    await serveRfbHandshake(
      reader,
      (bytes) => {
        if (record) this.options.recorder.server(bytes);
        this.sendBinary(socket, bytes);
      },
      upstream,
      this.options.name,
    );
    upstream.socket.on('data', (chunk: Buffer) => this.desktopBytes(socket, chunk));
    if (upstream.rest.length > 0) this.desktopBytes(socket, upstream.rest);
    upstream.socket.resume();
  }

  private desktopBytes(socket: WsSocket, chunk: Buffer): void {
    if (this.socket !== socket || this.ended) return;
    this.options.recorder.server(chunk);
    this.sendBinary(socket, chunk);
    if (socket.bufferedAmount > SOCKET_HIGH_BYTES) this.holdDesktop(socket);
  }

  private holdDesktop(socket: WsSocket): void {
    const upstream = this.upstream;
    if (!upstream || upstream.isPaused()) return;
    upstream.pause();
    const check = () => {
      if (this.upstream !== upstream || this.socket !== socket) return;
      if (socket.bufferedAmount > SOCKET_HIGH_BYTES / 2) setTimeout(check, SOCKET_POLL_MS).unref();
      else upstream.resume();
    };
    setTimeout(check, SOCKET_POLL_MS).unref();
  }

  private clientBytes(socket: WsSocket, parser: RfbClientMessageParser, data: Buffer): void {
    let messages: FramedMessage[];
    try {
      messages = parser.push(data);
    } catch (error) {
      this.options.log.info({ err: error, sessionId: this.id }, 'graphical client message refused');
      closeHard(socket, GraphicalCloseCode.badFrame, 'unknown RFB message');
      return;
    }
    for (const message of messages) {
      this.options.recorder.client(message.bytes);
      if (isUserInput(message.type)) {
        this.activity.touch();
        this.options.hooks.ownerActive();
      }
      if (message.type === ClientMessage.clientCutText) this.clipboard.ownerCutText(message.bytes);
      else this.upstream?.write(message.bytes);
    }
  }

  private controlFrame(socket: WsSocket, data: Buffer): void {
    let frame: ReturnType<typeof GraphicalClientFrameSchema.safeParse>;
    try {
      frame = GraphicalClientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    } catch {
      closeHard(socket, GraphicalCloseCode.badFrame, 'bad frame');
      return;
    }
    if (!frame.success) {
      closeHard(socket, GraphicalCloseCode.badFrame, 'bad frame');
      return;
    }
    switch (frame.data.type) {
      case 'ping':
        this.send(socket, { type: 'pong', t: frame.data.t });
        break;
      case 'close':
        void this.end(SessionEndReason.userClosed);
        break;
      case 'resize':
        // The desktop keeps the size it was opened with; the browser scales it (docs/rdp.md, "Size").
        break;
      case 'paste':
        this.clipboard.ownerPaste(frame.data.text);
        break;
    }
  }

  private async finish(reason: SessionEndReason, terminatedBy: string | null): Promise<void> {
    this.stopGrace();
    this.clipboard.close();
    this.closeUpstream();
    for (const watcher of this.watchers) watcher.sessionEnding();
    await this.options.desktop.stop();
    const recording = await this.options.recorder.close();
    try {
      await this.options.hooks.ended({ reason, terminatedBy, recording });
    } catch (error) {
      this.options.log.error({ err: error, sessionId: this.id }, 'graphical session end could not be recorded');
    }
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      this.send(socket, { type: 'closed', reason, message: formatMessage(endMessage[reason], this.lang) });
      closeHard(socket, 1000, reason);
    }
    for (const watcher of [...this.watchers])
      watcher.end({ type: 'closed', reason, message: formatMessage(endMessage[reason], watcher.lang) });
    this.onGone();
  }

  private closeUpstream(): void {
    const upstream = this.upstream;
    this.upstream = undefined;
    upstream?.destroy();
  }

  private detached(socket: WsSocket): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    this.closeUpstream();
    if (!this.ended) this.startGrace();
  }

  private startGrace(): void {
    this.stopGrace();
    this.graceTimer = setTimeout(() => void this.end(SessionEndReason.graceExpired), this.options.graceMs);
    this.graceTimer.unref();
  }

  private stopGrace(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }

  private sendBinary(socket: WsSocket, bytes: Buffer): void {
    if (socket.readyState === WS_OPEN) socket.send(bytes);
  }

  private send(socket: WsSocket, frame: GraphicalServerFrame): boolean {
    if (socket.readyState !== WS_OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }
}
