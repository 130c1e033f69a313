import type { Lang } from '../../../shared/messages';
import {
  TerminalClientFrameSchema,
  TerminalCloseCode,
  type TerminalServerFrame,
  WATCHER_QUEUE_BYTES,
} from '../../../shared/protocol/terminal';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';

export interface WatcherOptions {
  lang: Lang;
  /** Where typed input goes when this watcher may type now (a share guest with input granted); else ignored. */
  input?: (text: string) => void;
  /** Called once when the watcher's socket is gone, for whatever reason. */
  gone?: () => void;
}

interface Watcher extends WatcherOptions {
  socket: WsSocket;
}

/**
 * The read-only sockets of one session (the live monitor, share guests). Each gets the output stream as it is
 * produced; none acknowledges, so none affects the owner's flow control. A watcher whose socket holds more than
 * WATCHER_QUEUE_BYTES unsent is dropped (watcherTooSlow): the session never waits for a watcher.
 */
export class SessionWatchers {
  private readonly watchers = new Set<Watcher>();

  get count(): number {
    return this.watchers.size;
  }

  add(socket: WsSocket, options: WatcherOptions, first: TerminalServerFrame, screen: Buffer): void {
    const watcher: Watcher = { socket, ...options };
    this.watchers.add(watcher);
    socket.on('message', (data, isBinary) => this.frame(watcher, data, isBinary));
    socket.on('close', () => this.remove(watcher));
    socket.on('error', () => this.remove(watcher));
    this.sendJson(socket, first);
    if (screen.length > 0) this.sendOutput(watcher, screen);
  }

  output(data: Buffer): void {
    for (const watcher of this.watchers) this.sendOutput(watcher, data);
  }

  /** Sends the last frame (`closed`) in each watcher's language and closes every socket. */
  closeAll(frameFor: (lang: Lang) => TerminalServerFrame): void {
    for (const watcher of [...this.watchers]) {
      this.sendJson(watcher.socket, frameFor(watcher.lang));
      closeHard(watcher.socket, 1000, 'ended');
      this.remove(watcher);
    }
  }

  private sendOutput(watcher: Watcher, data: Buffer): void {
    if (watcher.socket.readyState !== WS_OPEN) return;
    if (watcher.socket.bufferedAmount + data.length > WATCHER_QUEUE_BYTES) {
      closeHard(watcher.socket, TerminalCloseCode.watcherTooSlow, 'too slow');
      this.remove(watcher);
      return;
    }
    watcher.socket.send(data);
  }

  private frame(watcher: Watcher, data: Buffer, isBinary: boolean): void {
    if (!this.watchers.has(watcher)) return;
    const parsed = isBinary ? undefined : parseFrame(data);
    if (!parsed) {
      closeHard(watcher.socket, TerminalCloseCode.badFrame, 'bad frame');
      this.remove(watcher);
      return;
    }
    if (parsed.type === 'ping') this.sendJson(watcher.socket, { type: 'pong', t: parsed.t });
    else if (parsed.type === 'input') watcher.input?.(parsed.data);
  }

  private remove(watcher: Watcher): void {
    if (!this.watchers.delete(watcher)) return;
    watcher.gone?.();
  }

  private sendJson(socket: WsSocket, frame: TerminalServerFrame): void {
    if (socket.readyState === WS_OPEN) socket.send(JSON.stringify(frame));
  }
}

function parseFrame(data: Buffer) {
  try {
    const parsed = TerminalClientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
