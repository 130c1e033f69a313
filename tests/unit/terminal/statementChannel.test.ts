import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../src/app/data/errors';
import { type ChannelSocket, StatementChannel } from '../../../src/app/features/terminal/sql/statementChannel';
import type { StatementResult } from '../../../src/shared/api/dbSessions';

type Listener = (event: { data: unknown }) => void;

/** A socket the test drives: what the channel sent, and the server's side (open, reply, drop). */
class FakeSocket implements ChannelSocket {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.emit('open');
  }
  drop(): void {
    this.readyState = 3;
    this.emit('close');
  }
  reply(frame: Record<string, unknown>): void {
    this.emit('message', JSON.stringify({ type: 'reply', ...frame }));
  }
  private emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

const RESULT: StatementResult = {
  statementId: 7,
  columns: [{ name: 'one', type: 'int4' }],
  rows: [[1]],
  rowCount: 1,
  affectedRows: null,
  truncated: false,
  durationMs: 1,
};

function channelWith(sockets: FakeSocket[], overHttp: string[] = [], clock = { now: 0 }) {
  const channel = new StatementChannel({
    socketUrl: () => 'ws://console/prod-api/ws/database?session_id=1&Authorization=t',
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    runOverHttp: async (body) => {
      overHttp.push(`run ${body.sql}`);
      return { ...RESULT, statementId: 99 };
    },
    cancelOverHttp: async () => {
      overHttp.push('cancel');
      return { cancelled: false };
    },
    token: () => 't',
    now: () => clock.now,
  });
  return channel;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a SQL console tab’s statement channel', () => {
  it('sends statements over the socket once open and answers the reply’s result', async () => {
    const sockets: FakeSocket[] = [];
    const channel = channelWith(sockets);
    const running = channel.run({ sql: 'select 1' }, 5000);
    sockets[0]?.open();
    await tick();
    expect(sockets[0]?.sent).toEqual([{ type: 'run', id: 1, body: { sql: 'select 1' } }]);
    sockets[0]?.reply({ id: 1, code: 200, msg: 'Done', data: RESULT });
    await expect(running).resolves.toEqual(RESULT);
  });

  it('answers a refusal as the data layer’s error with the server’s message', async () => {
    const sockets: FakeSocket[] = [];
    const channel = channelWith(sockets);
    const running = channel.run({ sql: 'select * from nope' }, 5000);
    sockets[0]?.open();
    await tick();
    sockets[0]?.reply({ id: 1, code: 10020804, msg: '语句执行失败：42P01: relation "nope" does not exist' });
    const error = await running.catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe(10020804);
    expect(isApiError(error) && error.msg).toContain('42P01');
  });

  it('uses HTTP while the socket cannot be opened, and tries the socket again later', async () => {
    const sockets: FakeSocket[] = [];
    const overHttp: string[] = [];
    const clock = { now: 0 };
    const channel = channelWith(sockets, overHttp, clock);
    const first = channel.run({ sql: 'select 1' }, 5000);
    sockets[0]?.drop();
    expect((await first).statementId).toBe(99);
    expect((await channel.run({ sql: 'select 2' }, 5000)).statementId).toBe(99);
    expect(sockets).toHaveLength(1);
    expect(overHttp).toEqual(['run select 1', 'run select 2']);
    clock.now = 10_000;
    const third = channel.run({ sql: 'select 3' }, 5000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    await tick();
    sockets[1]?.reply({ id: 1, code: 200, msg: 'Done', data: RESULT });
    expect((await third).statementId).toBe(7);
  });

  it('fails a statement whose socket dropped before the reply, and never sends it again', async () => {
    const sockets: FakeSocket[] = [];
    const overHttp: string[] = [];
    const channel = channelWith(sockets, overHttp);
    const running = channel.run({ sql: 'delete from t where id = 1' }, 5000);
    sockets[0]?.open();
    await tick();
    sockets[0]?.drop();
    const error = await running.catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('network');
    expect(overHttp).toEqual([]);
    expect(sockets[0]?.sent).toHaveLength(1);
  });

  it('cancels over the socket when it is open, over HTTP otherwise', async () => {
    const sockets: FakeSocket[] = [];
    const overHttp: string[] = [];
    const channel = channelWith(sockets, overHttp);
    expect(await channel.cancel()).toEqual({ cancelled: false });
    expect(overHttp).toEqual(['cancel']);
    const running = channel.run({ sql: 'select pg_sleep(30)' }, 60_000);
    sockets[0]?.open();
    await tick();
    const cancelling = channel.cancel();
    expect(sockets[0]?.sent[1]).toEqual({ type: 'cancel', id: 2 });
    sockets[0]?.reply({ id: 2, code: 200, msg: 'Done', data: { cancelled: true } });
    expect(await cancelling).toEqual({ cancelled: true });
    sockets[0]?.reply({ id: 1, code: 10020806, msg: '语句已被取消' });
    await expect(running).rejects.toMatchObject({ code: 10020806 });
  });
});
