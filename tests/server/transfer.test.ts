import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { TransferStatus } from '../../src/shared/api/transfer';
import { ResponseCode } from '../../src/shared/codes';
import {
  CHUNK_BYTES,
  DOWNLOAD_PATH,
  TransferCloseCode,
  UPLOAD_PATH,
  WINDOW_BYTES,
} from '../../src/shared/protocol/transfer';
import { call } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { eventually, listen, openSocket, type TestSocket } from './sockets';

const MAX_BYTES = 8 * 1024 * 1024;

let userCount = 0;
async function newUser(server: TestServer) {
  await ensureAdmin(server);
  userCount += 1;
  const userName = `tr_user_${userCount}`;
  const { id, password } = await createUser(server, { userName, permissions: [Permission.homeQuery] });
  return { id, token: await signIn(server, userName, password) };
}

async function createRecord(server: TestServer, token: string, size: number, direction = 0): Promise<number> {
  const result = await call(server.app, 'POST', '/transfer/record', {
    token,
    body: { fileName: 'blob.bin', size, direction },
  });
  expect(result.body.code).toBe(ResponseCode.ok);
  return (result.body.data as { recordId: number }).recordId;
}

const socketUrl = (base: string, path: string, recordId: number, token: string) =>
  `${base}${path}?record_id=${recordId}&Authorization=${encodeURIComponent(token)}`;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Uploads like the browser hub: 64 KiB frames, at most WINDOW_BYTES ahead of the last ack. */
async function upload(socket: TestSocket, data: Buffer): Promise<void> {
  socket.send(JSON.stringify({ type: 'start', name: 'blob.bin', size: data.length }));
  await socket.waitForJson({ type: 'ready' });
  let sent = 0;
  while (sent < data.length) {
    const acked = lastAck(socket);
    if (sent - acked >= WINDOW_BYTES) {
      await socket.waitFor((frame) => ackOf(frame) > acked);
      continue;
    }
    const end = Math.min(sent + CHUNK_BYTES, data.length);
    socket.send(data.subarray(sent, end));
    sent = end;
  }
  await socket.waitForJson({ type: 'done' });
}

function ackOf(frame: { text?: string }): number {
  if (!frame.text?.startsWith('{')) return -1;
  const json = JSON.parse(frame.text) as { type?: string; bytes?: number };
  return json.type === 'ack' && typeof json.bytes === 'number' ? json.bytes : -1;
}

const lastAck = (socket: TestSocket) => Math.max(0, ...socket.frames.map(ackOf));

async function recordOf(server: TestServer, token: string, recordId: number) {
  return call(server.app, 'GET', `/transfer/record/${recordId}`, { token });
}

const errorText = (socket: TestSocket) => socket.waitFor((frame) => frame.text?.startsWith('error:') === true);

describeEachDatabase(
  'transfer sockets',
  (server) => {
    it('uploads a multi-megabyte file in 64 KiB frames and downloads it with the same SHA-256', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const data = randomBytes(3 * 1024 * 1024 + 12_345);
      const recordId = await createRecord(server(), user.token, data.length);
      const up = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, user.token));
      await upload(up, data);
      const acks = up.json().filter((message) => message.type === 'ack');
      expect(acks.at(-1)).toEqual({ type: 'ack', bytes: data.length });
      expect((await up.closed).code).toBe(1000);

      const record = await recordOf(server(), user.token, recordId);
      expect(record.body.data).toMatchObject({
        status: TransferStatus.stored,
        size: data.length,
        sha256: sha256(data),
      });

      const down = await openSocket(socketUrl(base, DOWNLOAD_PATH, recordId, user.token));
      down.send(JSON.stringify({ type: 'start' }));
      await down.waitForJson({ type: 'done' }, 10_000);
      expect(down.json()[0]).toEqual({ type: 'meta', name: 'blob.bin', size: data.length });
      const chunks = down.frames.flatMap((frame) => (frame.binary ? [frame.binary] : []));
      expect(chunks.every((chunk) => chunk.length <= CHUNK_BYTES)).toBe(true);
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(data));
      expect((await down.closed).code).toBe(1000);
    });

    it('refuses an oversize file at creation and at start, leaving the record unused', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const tooBig = await call(server().app, 'POST', '/transfer/record', {
        token: user.token,
        body: { fileName: 'big.iso', size: MAX_BYTES + 1, direction: 0 },
      });
      expect(tooBig.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'size' } });
      const recordId = await createRecord(server(), user.token, 10);
      const socket = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, user.token));
      socket.send(JSON.stringify({ type: 'start', name: 'big.iso', size: MAX_BYTES + 1 }));
      expect((await errorText(socket)).text).toBe('error:超出最大传输大小');
      expect((await socket.closed).code).toBe(TransferCloseCode.failed);
      expect((await recordOf(server(), user.token, recordId)).body.data).toMatchObject({
        status: TransferStatus.pending,
      });
    });

    it('refuses a frame over 65536 bytes, a frame before start and more bytes than announced', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const bigFrame = await createRecord(server(), user.token, 200_000);
      const first = await openSocket(socketUrl(base, UPLOAD_PATH, bigFrame, user.token), { autoPong: false });
      first.send(JSON.stringify({ type: 'start', name: 'a.bin', size: 200_000 }));
      await first.waitForJson({ type: 'ready' });
      first.send(randomBytes(CHUNK_BYTES + 1));
      expect((await errorText(first)).text).toMatch(/^error:.*65536/);
      expect((await first.closed).code).toBe(TransferCloseCode.failed);
      await eventually(async () => {
        const record = await recordOf(server(), user.token, bigFrame);
        return (record.body.data as { status: number }).status === TransferStatus.failed;
      });
      expect(
        (await readdir(join(server().app.gatehouse.dataDir, 'transfers'))).filter((name) =>
          name.startsWith(`${bigFrame}`),
        ),
      ).toEqual([]);

      const early = await createRecord(server(), user.token, 10);
      const second = await openSocket(socketUrl(base, UPLOAD_PATH, early, user.token));
      second.send(randomBytes(10));
      expect((await errorText(second)).text).toBe('error:传输尚未开始');

      const over = await createRecord(server(), user.token, 10);
      const third = await openSocket(socketUrl(base, UPLOAD_PATH, over, user.token));
      third.send(JSON.stringify({ type: 'start', name: 'a.bin', size: 10 }));
      await third.waitForJson({ type: 'ready' });
      third.send(randomBytes(11));
      expect((await errorText(third)).text).toBe('error:收到的数据超过声明的文件大小');
    });

    it('keeps records and files to their owner', async () => {
      const base = await listen(server());
      const owner = await newUser(server());
      const other = await newUser(server());
      const data = randomBytes(1000);
      const recordId = await createRecord(server(), owner.token, data.length);
      const up = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, owner.token));
      await upload(up, data);

      const foreignRead = await recordOf(server(), other.token, recordId);
      expect(foreignRead.body.code).toBe(ResponseCode.notFound);
      const down = await openSocket(socketUrl(base, DOWNLOAD_PATH, recordId, other.token));
      down.send(JSON.stringify({ type: 'start' }));
      expect((await errorText(down)).text).toBe('error:传输记录不存在');
      expect(down.frames.some((frame) => frame.binary)).toBe(false);
      const reuse = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, owner.token));
      expect((await errorText(reuse)).text).toMatch(/^error:传输记录不可用/);
    });

    it('gives up on an upload that goes quiet, leaving no file', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const recordId = await createRecord(server(), user.token, 100_000);
      const socket = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, user.token), {
        headers: { 'accept-language': 'en-US' },
      });
      socket.send(JSON.stringify({ type: 'start', name: 'a.bin', size: 100_000 }));
      await socket.waitForJson({ type: 'ready' });
      socket.send(randomBytes(CHUNK_BYTES));
      expect((await errorText(socket)).text).toBe('error:Transfer timed out: no data for 1 s');
      await eventually(async () => {
        const record = await recordOf(server(), user.token, recordId);
        return (record.body.data as { status: number }).status === TransferStatus.failed;
      });
    });

    it('refuses a bad token with error: and 4401, and drops a cancelled upload', async () => {
      const base = await listen(server());
      const user = await newUser(server());
      const recordId = await createRecord(server(), user.token, 300_000);
      const bad = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, 'nope'), {
        headers: { 'accept-language': 'en-US' },
      });
      expect((await errorText(bad)).text).toMatch(/^error:/);
      expect((await bad.closed).code).toBe(TransferCloseCode.unauthorised);

      const socket = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, user.token));
      socket.send(JSON.stringify({ type: 'start', name: 'a.bin', size: 300_000 }));
      await socket.waitForJson({ type: 'ready' });
      socket.send(randomBytes(CHUNK_BYTES));
      socket.send(JSON.stringify({ type: 'cancel' }));
      await socket.close(4000);
      await eventually(async () => {
        const record = await recordOf(server(), user.token, recordId);
        return (record.body.data as { status: number }).status === TransferStatus.failed;
      });
      const files = await readdir(join(server().app.gatehouse.dataDir, 'transfers'));
      expect(files.filter((name) => name.startsWith(`${recordId}`))).toEqual([]);
    });
  },
  { transfer: { maxBytes: MAX_BYTES, inactivityMs: 1000 } },
);
