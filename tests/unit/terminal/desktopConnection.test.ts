import { describe, expect, it } from 'vitest';
import type { RfbChannel } from '../../../src/app/components/remote-desktop';
import {
  DESKTOP_PING_INTERVAL_MS,
  DesktopConnection,
  type DesktopSocket,
  desktopSize,
} from '../../../src/app/features/terminal/desktop/desktopConnection';
import type { ConnectionStatus } from '../../../src/app/features/terminal/session/terminalConnection';
import { GraphicalCloseCode } from '../../../src/shared/protocol/graphical';

class FakeSocket implements DesktopSocket {
  binaryType = 'blob';
  text: Record<string, unknown>[] = [];
  binary: number[][] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string | Uint8Array) {
    if (typeof data === 'string') this.text.push(JSON.parse(data) as Record<string, unknown>);
    else this.binary.push([...data]);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.({});
  }
  frame(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  rfb(bytes: number[]) {
    this.onmessage?.({ data: new Uint8Array(bytes).buffer });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  framesOf(type: string) {
    return this.text.filter((frame) => frame.type === type);
  }
}

function harness() {
  let now = 1_000;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const notices: string[] = [];
  const copies: string[] = [];
  const channels: { channel: RfbChannel; received: number[][]; closes: number }[] = [];
  let detached = 0;
  const connection = new DesktopConnection(
    {
      socketUrl: () => 'ws://x/prod-api/ws/graphical?session_id=7&Authorization=t',
      openSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      now: () => now,
      setTimer: (run, ms) => {
        const handle = nextHandle++;
        timers.set(handle, { at: now + ms, run });
        return handle;
      },
      clearTimer: (handle) => {
        timers.delete(handle as number);
      },
    },
    {
      onAttached: (channel) => {
        const entry = { channel, received: [] as number[][], closes: 0 };
        // What noVNC does with the channel: reads its messages, learns of its close.
        channel.onmessage = (event) => entry.received.push([...new Uint8Array(event.data)]);
        channel.onclose = () => {
          entry.closes += 1;
        };
        channels.push(entry);
      },
      onDetached: () => {
        detached += 1;
      },
      onStatus: (status) => statuses.push(status),
      onNotice: (_level, message) => notices.push(message),
      onClipboard: (text) => copies.push(text),
    },
  );
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  const status = () => statuses[statuses.length - 1];
  return { connection, sockets, notices, copies, channels, advance, last, status, detached: () => detached };
}

function attached() {
  const h = harness();
  h.connection.resize(1000, 700);
  h.connection.start();
  h.last().open();
  h.last().frame({ type: 'attached', sessionId: 7, width: 1000, height: 700 });
  return h;
}

describe('desktop connection', () => {
  it('hands binary frames to noVNC and noVNC’s bytes to the socket, text frames never', () => {
    const h = attached();
    expect(h.status()).toEqual({ kind: 'connected' });
    expect(h.channels).toHaveLength(1);
    h.last().rfb([0x52, 0x46, 0x42]);
    h.last().frame({ type: 'notice', level: 'warning', message: 'Clipboard refused by policy' });
    expect(h.channels[0]?.received).toEqual([[0x52, 0x46, 0x42]]);
    expect(h.notices).toEqual(['Clipboard refused by policy']);
    h.channels[0]?.channel.send(new Uint8Array([1, 2, 3]));
    expect(h.last().binary).toEqual([[1, 2, 3]]);
    // The window already had the desktop's size: no resize frame.
    expect(h.last().framesOf('resize')).toEqual([]);
  });

  it('hands the desktop’s copied text to the tab, never to noVNC (issue 19)', () => {
    const h = attached();
    h.last().frame({ type: 'clipboard', text: '远程桌面复制的文字 copied' });
    expect(h.copies).toEqual(['远程桌面复制的文字 copied']);
    expect(h.channels[0]?.received).toEqual([]);
  });

  it('sends the user’s paste as a UTF-8 paste frame, never as noVNC’s Latin-1 ClientCutText (issue 19)', () => {
    const h = harness();
    expect(h.connection.paste('未连接时的粘贴')).toBe(false);
    const live = attached();
    expect(live.connection.paste('粘贴到远程桌面 paste')).toBe(true);
    expect(live.last().framesOf('paste')).toEqual([{ type: 'paste', text: '粘贴到远程桌面 paste' }]);
    expect(live.last().binary).toEqual([]);
  });

  it('sends the window size in bounds, only when it differs from the desktop', () => {
    expect(desktopSize(100, 10_000)).toEqual({ width: 640, height: 2160 });
    const h = attached();
    h.connection.resize(1280.6, 720);
    h.connection.resize(1280, 720);
    expect(h.last().framesOf('resize')).toEqual([{ type: 'resize', width: 1280, height: 720 }]);
  });

  it('after a drop reattaches with backoff and a new noVNC, and keeps the session’s end reason', () => {
    const h = attached();
    const first = h.channels[0];
    h.last().drop(1006);
    expect(h.status()).toMatchObject({ kind: 'reconnecting', attempt: 1 });
    expect(h.detached()).toBe(1);
    expect(first?.closes).toBe(1);
    h.advance(500);
    expect(h.sockets).toHaveLength(2);
    h.last().open();
    h.last().frame({ type: 'attached', sessionId: 7, width: 800, height: 600 });
    expect(h.channels).toHaveLength(2);
    expect(h.status()).toEqual({ kind: 'connected' });
    // The desktop came back at another size: the window's is asked for again.
    expect(h.last().framesOf('resize')).toEqual([{ type: 'resize', width: 1000, height: 700 }]);
    h.last().frame({ type: 'closed', reason: 'idleTimeout', message: 'Idle for 15 minutes' });
    expect(h.status()).toEqual({
      kind: 'ended',
      cause: { kind: 'closed', reason: 'idleTimeout', message: 'Idle for 15 minutes', exitCode: null },
    });
    h.advance(60_000);
    expect(h.sockets).toHaveLength(2);
  });

  it('ends on the close codes that mean it: taken over (and can take back), gone, unauthorised', () => {
    const h = attached();
    h.last().drop(GraphicalCloseCode.takenOver);
    expect(h.status()).toEqual({ kind: 'ended', cause: { kind: 'takenOver' } });
    h.connection.start();
    expect(h.sockets).toHaveLength(2);
    h.last().drop(GraphicalCloseCode.notFound);
    expect(h.status()).toEqual({ kind: 'ended', cause: { kind: 'gone' } });
  });

  it('close sends the close frame once attached, and says so', () => {
    const h = attached();
    expect(h.connection.close()).toBe(true);
    expect(h.sockets[0]?.framesOf('close')).toEqual([{ type: 'close' }]);
    expect(h.status()).toMatchObject({ kind: 'ended', cause: { kind: 'closed', reason: 'userClosed' } });
    const early = harness();
    early.connection.start();
    expect(early.connection.close()).toBe(false);
  });

  it('pings, and takes a silent socket as dropped', () => {
    const h = attached();
    h.advance(DESKTOP_PING_INTERVAL_MS);
    expect(h.last().framesOf('ping')).toHaveLength(1);
    h.advance(DESKTOP_PING_INTERVAL_MS * 2);
    expect(h.status()).toMatchObject({ kind: 'reconnecting' });
  });

  it('a noVNC that gives up on its connection gets a fresh one', () => {
    const h = attached();
    h.channels[0]?.channel.close();
    expect(h.status()).toMatchObject({ kind: 'reconnecting' });
    h.advance(500);
    expect(h.sockets).toHaveLength(2);
  });
});
