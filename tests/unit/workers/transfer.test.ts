import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubError } from '../../../src/shared/protocol/errors';
import type { TransferProgress } from '../../../src/shared/protocol/hub';
import { CHUNK_BYTES, GRAPHICAL_UPLOAD_CHUNK_BYTES } from '../../../src/shared/protocol/transfer';
import { TransferManager } from '../../../src/workers/transfer';
import { FakeSocket, fakeSocketFactory } from './fakes';

const TARGET = { origin: 'https://bastion.example', token: 'tok' };

const setup = () => {
  const events: TransferProgress[] = [];
  const manager = new TransferManager({ socketFactory: fakeSocketFactory, onProgress: (p) => events.push(p) });
  return { manager, events, last: () => events.at(-1) };
};

const bytes = (length: number): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = i % 251;
  return out;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('upload', () => {
  const size = 10 * CHUNK_BYTES + 1;
  const file = new File([bytes(size)], 'backup.tar');

  const started = () => {
    const context = setup();
    context.manager.upload({ opId: 'op1', recordId: '42', file }, TARGET);
    const socket = FakeSocket.last();
    socket.open();
    return { ...context, socket };
  };

  it('sends the handshake, then 65536-byte frames (the last one shorter) within the ack window', () => {
    const { socket, events, last } = started();
    expect(socket.url).toBe('wss://bastion.example/prod-api/ws/upload_file?record_id=42&Authorization=tok');
    expect(socket.texts().map((text) => JSON.parse(text))).toEqual([{ type: 'start', name: 'backup.tar', size }]);
    expect(socket.binaries()).toHaveLength(0); // nothing before the server is ready

    socket.receiveJson({ type: 'ready' });
    expect(socket.binaries().map((blob) => blob.size)).toEqual(Array(8).fill(CHUNK_BYTES));
    socket.receiveJson({ type: 'ack', bytes: 8 * CHUNK_BYTES });
    expect(socket.binaries().map((blob) => blob.size)).toEqual([...Array(10).fill(CHUNK_BYTES), 1]);
    socket.receiveJson({ type: 'ack', bytes: size });
    expect(last()).toMatchObject({ status: 'running', percent: 99 });
    socket.receiveJson({ type: 'done' });

    expect(events.map((e) => [e.status, e.percent])).toEqual([
      ['running', 0],
      ['running', 79],
      ['running', 99],
      ['done', 100],
    ]);
    expect(last()).toMatchObject({
      opId: 'op1',
      direction: 'upload',
      bytes: size,
      totalBytes: size,
      name: 'backup.tar',
    });
    expect(socket.closedWith?.code).toBe(1000);
  });

  it('a remote desktop upload (issue 19) is sent in frames of 6000 bytes, spec §9', () => {
    const { manager } = setup();
    const small = new File([bytes(2 * GRAPHICAL_UPLOAD_CHUNK_BYTES + 7)], 'notes.txt');
    manager.upload({ opId: 'op6', recordId: '7', file: small, chunkBytes: GRAPHICAL_UPLOAD_CHUNK_BYTES }, TARGET);
    const socket = FakeSocket.last();
    socket.open();
    socket.receiveJson({ type: 'ready' });
    expect(socket.binaries().map((blob) => blob.size)).toEqual([6000, 6000, 7]);
  });

  it('frames carry the file bytes in order', async () => {
    const { socket } = started();
    socket.receiveJson({ type: 'ready' });
    socket.receiveJson({ type: 'ack', bytes: 8 * CHUNK_BYTES });
    vi.useRealTimers();
    const joined = new Uint8Array(await new Blob(socket.binaries()).arrayBuffer());
    expect(Buffer.from(joined).equals(Buffer.from(bytes(size)))).toBe(true);
  });

  it('fails after 60 s without a server message, each message restarting the clock', () => {
    const { socket, last } = started();
    vi.advanceTimersByTime(59_999);
    socket.receiveJson({ type: 'ready' });
    vi.advanceTimersByTime(59_999);
    expect(last()?.status).toBe('running');
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ status: 'failed', error: { code: 'TRANSFER_INACTIVE' } });
    expect(socket.closedWith).toBeDefined();
  });

  it('fails after 60 s when the socket never opens', () => {
    const { manager, last } = setup();
    manager.upload({ opId: 'op2', recordId: '1', file }, TARGET);
    vi.advanceTimersByTime(60_000);
    expect(last()).toMatchObject({ status: 'failed', error: { code: 'TRANSFER_INACTIVE' } });
  });

  it('surfaces an error: text from the server as is', () => {
    const { socket, last, manager } = started();
    socket.receive('error: 磁盘空间不足');
    expect(last()).toMatchObject({ status: 'failed', error: { code: 'TRANSFER_SERVER', message: '磁盘空间不足' } });
    expect(manager.list()).toEqual([last()]);
    vi.advanceTimersByTime(120_000); // no late inactivity event
    expect(last()?.error?.code).toBe('TRANSFER_SERVER');
  });

  it("shows the JSON parser's message for a frame that is neither JSON nor error:", () => {
    const { socket, last } = started();
    socket.receive('{oops');
    expect(last()?.status).toBe('failed');
    expect(last()?.error?.code).toBe('TRANSFER_BAD_MESSAGE');
    expect(last()?.error?.message).toMatch(/JSON/);
  });

  it('fails on a socket error or an early close', () => {
    const { socket, last } = started();
    socket.receiveJson({ type: 'ready' });
    socket.fail();
    expect(last()).toMatchObject({ status: 'failed', error: { code: 'TRANSFER_SOCKET' } });
  });

  it('cancel(opId) tells the server, closes with 4000 and reports cancelled', () => {
    const { socket, manager, last } = started();
    socket.receiveJson({ type: 'ready' });
    expect(manager.cancel('nope')).toBe(false);
    expect(manager.cancel('op1')).toBe(true);
    expect(socket.texts().at(-1)).toBe('{"type":"cancel"}');
    expect(socket.closedWith?.code).toBe(4000);
    expect(last()).toMatchObject({ status: 'cancelled', error: { code: 'TRANSFER_CANCELLED' } });
    socket.receiveJson({ type: 'ack', bytes: CHUNK_BYTES }); // detached: ignored
    expect(last()?.status).toBe('cancelled');
    expect(manager.cancel('op1')).toBe(false);
  });

  it('refuses a second transfer with a running op id', () => {
    const { manager } = started();
    expect(() => manager.upload({ opId: 'op1', recordId: '42', file }, TARGET)).toThrow(HubError);
  });

  it('uploads an empty file with no binary frame', () => {
    const { manager, last } = setup();
    manager.upload({ opId: 'e', recordId: '1', file: new Blob([]), name: 'empty.txt' }, TARGET);
    const socket = FakeSocket.last();
    socket.open();
    socket.receiveJson({ type: 'ready' });
    socket.receiveJson({ type: 'done' });
    expect(socket.binaries()).toHaveLength(0);
    expect(last()).toMatchObject({ status: 'done', percent: 100, name: 'empty.txt' });
  });

  it('rejects an ack for bytes never sent', () => {
    const { socket, last } = started();
    socket.receiveJson({ type: 'ready' });
    socket.receiveJson({ type: 'ack', bytes: size });
    expect(last()).toMatchObject({ status: 'failed', error: { code: 'TRANSFER_BAD_MESSAGE' } });
  });
});

describe('download', () => {
  const size = 2 * CHUNK_BYTES + 10;
  const content = bytes(size);

  const started = (path?: string) => {
    const context = setup();
    context.manager.download({ opId: 'd1', recordId: '7', path }, TARGET);
    const socket = FakeSocket.last();
    socket.open();
    return { ...context, socket };
  };

  it('asks for the file, assembles the frames into a Blob and reports progress by announced size', async () => {
    const { socket, events, last } = started('/var/log/messages');
    expect(socket.url).toBe('wss://bastion.example/prod-api/ws/download_file?record_id=7&Authorization=tok');
    expect(socket.texts()).toEqual(['{"type":"start","path":"/var/log/messages"}']);
    expect(socket.binaryType).toBe('arraybuffer');
    socket.receiveJson({ type: 'meta', name: 'messages', size });
    socket.receive(content.slice(0, CHUNK_BYTES).buffer);
    socket.receive(content.slice(CHUNK_BYTES, 2 * CHUNK_BYTES).buffer);
    socket.receive(content.slice(2 * CHUNK_BYTES).buffer);
    socket.receiveJson({ type: 'done' });

    expect(events.map((e) => [e.status, e.percent])).toEqual([
      ['running', 0],
      ['running', 0],
      ['running', 49],
      ['running', 99],
      ['done', 100],
    ]);
    const done = last();
    expect(done).toMatchObject({ name: 'messages', bytes: size, totalBytes: size });
    vi.useRealTimers();
    const blob = done?.blob as Blob;
    expect(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
  });

  it('fails when the byte count does not match the announced size', () => {
    const { socket, last } = started();
    expect(socket.texts()).toEqual(['{"type":"start"}']);
    socket.receiveJson({ type: 'meta', name: 'x', size });
    socket.receive(content.slice(0, 10).buffer);
    socket.receiveJson({ type: 'done' });
    expect(last()).toMatchObject({ status: 'failed', error: { code: 'TRANSFER_BAD_MESSAGE' } });
  });

  it('fails on bytes before the meta message and on error: texts', () => {
    const first = started();
    first.socket.receive(new ArrayBuffer(4));
    expect(first.last()?.error?.code).toBe('TRANSFER_BAD_MESSAGE');
    FakeSocket.reset();
    const second = started();
    second.socket.receive('error:文件不存在');
    expect(second.last()?.error).toEqual({ code: 'TRANSFER_SERVER', message: '文件不存在' });
  });

  it('can be cancelled mid-way', () => {
    const { socket, manager, last } = started();
    socket.receiveJson({ type: 'meta', name: 'x', size });
    manager.cancel('d1');
    expect(last()?.status).toBe('cancelled');
    expect(socket.closedWith?.code).toBe(4000);
  });
});
