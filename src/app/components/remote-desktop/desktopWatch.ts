import { GraphicalServerFrameSchema } from '../../../shared/protocol/graphical';
import { type WatchStatus, watchRefusal } from '../session-watch';
import { RfbChannel } from './rfbChannel';

export interface DesktopWatchEvents {
  /** The server attached the watcher: noVNC goes on this channel (the RFB stream from its first byte). */
  onAttached(channel: RfbChannel): void;
  onStatus(status: WatchStatus): void;
  onNotice?(level: 'info' | 'warning' | 'error', message: string): void;
}

/**
 * A socket that watches a remote desktop (src/shared/protocol/graphical.ts: the monitor's and a share guest's):
 * JSON text frames are read here, binary frames are RFB for the channel. No reconnect: a watcher that dropped opens
 * the page again. A share guest the owner lets work pastes through it (`paste`: UTF-8; the server decides).
 */
export function openDesktopWatch(
  url: string,
  events: DesktopWatchEvents,
): { close(): void; paste(text: string): boolean } {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  let channel: RfbChannel | null = null;
  let isOver = false;
  socket.onmessage = (event) => {
    if (event.data instanceof ArrayBuffer) {
      channel?.receive(new Uint8Array(event.data));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const frame = GraphicalServerFrameSchema.safeParse(json);
    if (!frame.success) return;
    if (frame.data.type === 'notice') events.onNotice?.(frame.data.level, frame.data.message);
    if (frame.data.type === 'attached') {
      channel = new RfbChannel((bytes) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(bytes);
      });
      events.onStatus({ kind: 'watching' });
      events.onAttached(channel);
    }
    if (frame.data.type === 'closed') {
      isOver = true;
      events.onStatus({ kind: 'ended', message: frame.data.message });
    }
  };
  socket.onclose = (event) => {
    channel?.end(event.code, event.reason);
    if (isOver) return;
    events.onStatus({ kind: 'refused', key: watchRefusal(event.code) });
  };
  return {
    paste: (text) => {
      if (socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ type: 'paste', text }));
      return true;
    },
    close: () => {
      isOver = true;
      channel?.end();
      socket.close();
    },
  };
}
