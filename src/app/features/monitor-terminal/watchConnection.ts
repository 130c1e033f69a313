import { TerminalServerFrameSchema } from '../../../shared/protocol/terminal';
import { type WatchRefusal, type WatchStatus, watchRefusal } from '../../components/session-watch';

export type { WatchRefusal, WatchStatus };

/**
 * A read-only watch socket (the live monitor, a share guest): output goes to `write`, the status to
 * `onStatus`; `send` is for input a share guest was granted. Returns a function that closes it.
 */
export function openWatchSocket(
  url: string,
  events: {
    write(bytes: Uint8Array): void;
    onStatus(status: WatchStatus): void;
    onNotice?(level: 'info' | 'warning' | 'error', message: string): void;
  },
): { close(): void; send(text: string): void } {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  let ended = false;
  const ping = setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping', t: Date.now() }));
  }, 15_000);
  socket.onmessage = (event) => {
    if (event.data instanceof ArrayBuffer) {
      events.write(new Uint8Array(event.data));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const frame = TerminalServerFrameSchema.safeParse(json);
    if (!frame.success) return;
    if (frame.data.type === 'notice') events.onNotice?.(frame.data.level, frame.data.message);
    if (frame.data.type === 'attached') events.onStatus({ kind: 'watching' });
    if (frame.data.type === 'closed') {
      ended = true;
      events.onStatus({ kind: 'ended', message: frame.data.message });
    }
  };
  socket.onclose = (event) => {
    clearInterval(ping);
    if (ended) return;
    events.onStatus({ kind: 'refused', key: watchRefusal(event.code) });
  };
  return {
    close: () => {
      clearInterval(ping);
      ended = true;
      socket.close();
    },
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'input', data: text }));
    },
  };
}
