import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelayMs, DEFAULT_GRACE_MS } from '../../../src/app/features/terminal/session/backoff';
import {
  type ConnectionStatus,
  PING_INTERVAL_MS,
  type SocketLike,
  TerminalConnection,
} from '../../../src/app/features/terminal/session/terminalConnection';
import { ACK_EVERY_BYTES, INPUT_FRAME_MAX_CHARS, TerminalCloseCode } from '../../../src/shared/protocol/terminal';

class FakeSocket implements SocketLike {
  binaryType = 'blob';
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.({});
  }
  attached(outputOffset: number, lostBytes = 0, cols = 80, rows = 24) {
    this.onmessage?.({ data: JSON.stringify({ type: 'attached', sessionId: 7, outputOffset, lostBytes, cols, rows }) });
  }
  output(text: string) {
    const bytes = new TextEncoder().encode(text);
    this.onmessage?.({ data: bytes.buffer });
  }
  frame(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  framesOf(type: string) {
    return this.sent.filter((frame) => (frame as { type: string }).type === type);
  }
}

/** A connection with a fake clock, fake timers and fake sockets. */
function harness(token: string | null = 'tok') {
  let now = 1_000;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionStatus[] = [];
  const output: { text: string; end: number }[] = [];
  const lost: { bytes: number; cause: string }[] = [];
  const notices: string[] = [];
  const connection = new TerminalConnection(
    {
      socketUrl: (resumeFrom) =>
        token === null ? null : `ws://x/prod-api/ws/terminal?session_id=7&resume_from=${resumeFrom}`,
      openSocket: (url) => {
        const socket = new FakeSocket(url);
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
      onOutput: (bytes, end) => output.push({ text: new TextDecoder().decode(bytes), end }),
      onStatus: (status) => statuses.push(status),
      onNotice: (_level, message) => notices.push(message),
      onLost: (bytes, cause) => lost.push({ bytes, cause }),
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
  return { connection, sockets, statuses, output, lost, notices, advance, last, status };
}

function connected() {
  const h = harness();
  h.connection.start();
  h.last().open();
  h.last().attached(0);
  return h;
}

describe('terminal connection', () => {
  it('attaches from offset 0 and reports connected', () => {
    const h = connected();
    expect(h.last().url).toContain('resume_from=0');
    expect(h.last().binaryType).toBe('arraybuffer');
    expect(h.status()).toEqual({ kind: 'connected' });
  });

  it('counts the bytes of output received as the offset', () => {
    const h = connected();
    h.last().output('héllo');
    h.last().output('\r\n$ ');
    expect(h.output).toEqual([
      { text: 'héllo', end: 6 },
      { text: '\r\n$ ', end: 10 },
    ]);
    expect(h.connection.outputOffset).toBe(10);
  });

  it('acknowledges written output after a quiet moment, and at once past ACK_EVERY_BYTES', () => {
    const h = connected();
    h.connection.written(10);
    expect(h.last().framesOf('ack')).toEqual([]);
    h.advance(100);
    expect(h.last().framesOf('ack')).toEqual([{ type: 'ack', offset: 10 }]);
    h.connection.written(10 + ACK_EVERY_BYTES);
    expect(h.last().framesOf('ack')).toEqual([
      { type: 'ack', offset: 10 },
      { type: 'ack', offset: 10 + ACK_EVERY_BYTES },
    ]);
    // An older write callback never moves the acknowledgement back.
    h.connection.written(5);
    h.advance(100);
    expect(h.last().framesOf('ack')).toHaveLength(2);
  });

  it('reattaches after a drop with resume_from = bytes received, with backoff', () => {
    const h = connected();
    h.last().output('abc');
    h.last().drop(1006);
    const reconnecting = h.status();
    expect(reconnecting).toMatchObject({ kind: 'reconnecting', attempt: 1, graceEndsAt: 1_000 + DEFAULT_GRACE_MS });
    expect(h.sockets).toHaveLength(1);
    h.advance(backoffDelayMs(1));
    expect(h.sockets).toHaveLength(2);
    expect(h.last().url).toContain('resume_from=3');
    // That attempt fails too: the next waits longer, the grace is still counted from the first drop.
    h.last().drop(1006);
    expect(h.status()).toMatchObject({ kind: 'reconnecting', attempt: 2, graceEndsAt: 1_000 + DEFAULT_GRACE_MS });
    h.advance(backoffDelayMs(2) - 1);
    expect(h.sockets).toHaveLength(2);
    h.advance(1);
    expect(h.sockets).toHaveLength(3);
    h.last().open();
    h.last().attached(3);
    h.last().output('def');
    expect(h.status()).toEqual({ kind: 'connected' });
    expect(h.connection.outputOffset).toBe(6);
    expect(h.lost).toEqual([]);
  });

  it('never waits longer than the backoff cap', () => {
    expect(backoffDelayMs(1)).toBeLessThan(backoffDelayMs(2));
    expect(backoffDelayMs(50)).toBe(BACKOFF_MAX_MS);
  });

  it('reports output that was lost while away and continues from the server offset', () => {
    const h = connected();
    h.last().output('abc');
    h.last().drop();
    h.advance(backoffDelayMs(1));
    h.last().open();
    h.last().attached(1000, 997);
    expect(h.lost).toEqual([{ bytes: 997, cause: 'drop' }]);
    h.last().output('x');
    expect(h.output[h.output.length - 1]).toEqual({ text: 'x', end: 1001 });
  });

  it('a first attach (after a reload) names older output beyond the replay buffer, not a drop', () => {
    const h = harness();
    h.connection.start();
    h.last().open();
    h.last().attached(451_424, 451_424);
    expect(h.lost).toEqual([{ bytes: 451_424, cause: 'beyondReplay' }]);
    expect(h.status()).toEqual({ kind: 'connected' });
  });

  it('tries again at once when the network comes back', () => {
    const h = connected();
    h.connection.networkLost();
    expect(h.sockets[0]?.closedWith).toBe(1000);
    expect(h.status()).toMatchObject({ kind: 'reconnecting' });
    h.connection.retryNow();
    expect(h.sockets).toHaveLength(2);
  });

  it('ends with the server reason from the closed frame and does not reconnect', () => {
    const h = connected();
    h.last().frame({ type: 'closed', reason: 'terminated', message: '会话已被管理员终止', exitCode: null });
    h.last().drop(1000);
    expect(h.status()).toEqual({
      kind: 'ended',
      cause: { kind: 'closed', reason: 'terminated', message: '会话已被管理员终止', exitCode: null },
    });
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  it.each([
    [TerminalCloseCode.unauthorised, 'unauthorised'],
    [TerminalCloseCode.notFound, 'gone'],
    [TerminalCloseCode.takenOver, 'takenOver'],
  ])('close code %i ends as %s', (code, kind) => {
    const h = connected();
    h.last().drop(code);
    expect(h.status()).toEqual({ kind: 'ended', cause: { kind } });
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  it('a session taken over by another tab can be taken back, resuming where it was', () => {
    const h = connected();
    h.last().output('abcd');
    h.last().drop(TerminalCloseCode.takenOver);
    h.connection.start();
    expect(h.last().url).toContain('resume_from=4');
  });

  it('without a token it does not attach and says the sign-in is over', () => {
    const h = harness(null);
    h.connection.start();
    expect(h.sockets).toHaveLength(0);
    expect(h.status()).toEqual({ kind: 'ended', cause: { kind: 'unauthorised' } });
  });

  it('sends input only while attached, split into frames the server accepts', () => {
    const h = harness();
    h.connection.start();
    h.connection.input('lost');
    h.last().open();
    h.connection.input('typed before attach');
    h.last().attached(0);
    h.connection.input('x'.repeat(INPUT_FRAME_MAX_CHARS + 1));
    const inputs = h.last().framesOf('input') as { data: string }[];
    expect(inputs.map((frame) => frame.data.length)).toEqual([INPUT_FRAME_MAX_CHARS, 1]);
  });

  it('sends resize when the size changes and again after a reattach at a different size', () => {
    const h = connected();
    h.connection.resize(120, 40);
    h.connection.resize(120, 40);
    expect(h.last().framesOf('resize')).toEqual([{ type: 'resize', cols: 120, rows: 40 }]);
    h.last().drop();
    h.advance(backoffDelayMs(1));
    h.last().open();
    h.last().attached(0, 0, 80, 24);
    expect(h.last().framesOf('resize')).toEqual([{ type: 'resize', cols: 120, rows: 40 }]);
  });

  it('pings to keep alive, and takes a silent socket as dropped', () => {
    const h = connected();
    h.advance(PING_INTERVAL_MS);
    expect(h.last().framesOf('ping')).toHaveLength(1);
    h.advance(2 * PING_INTERVAL_MS);
    expect(h.status()).toMatchObject({ kind: 'reconnecting' });
  });

  it('close sends the close frame and ends as closed by the user', () => {
    const h = connected();
    expect(h.connection.close()).toBe(true);
    expect(h.sockets[0]?.framesOf('close')).toEqual([{ type: 'close' }]);
    expect(h.status()).toMatchObject({ kind: 'ended', cause: { kind: 'closed', reason: 'userClosed' } });
  });

  it('close during a drop says the frame could not be sent', () => {
    const h = connected();
    h.last().drop();
    expect(h.connection.close()).toBe(false);
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  it('shows notices from the server', () => {
    const h = connected();
    h.last().frame({ type: 'notice', level: 'warning', message: 'held for approval' });
    h.last().frame({ type: 'bogus' });
    expect(h.notices).toEqual(['held for approval']);
  });
});
