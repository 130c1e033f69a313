import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCast } from '../../src/server/bastion/recording/asciicastReader';
import { TransferStatus } from '../../src/shared/api/transfer';
import { ResponseCode } from '../../src/shared/codes';
import { CHUNK_BYTES, DOWNLOAD_PATH, UPLOAD_PATH, WINDOW_BYTES } from '../../src/shared/protocol/transfer';
import { ensureTestUsers, JumpTopology, TEST_USERS, TestSshd } from '../support/sshd';
import { call } from './client';
import { grant, grantRow } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { proxyApi } from './proxyApi';
import { listen, openSocket, type TestSocket } from './sockets';
import { grantedAccount, openSessionOk, TerminalClient, terminalUser } from './terminalApi';

/** SFTP upload and download through a live terminal session (docs/file-transfer.md). */

const MAX_BYTES = 2 * 1024 * 1024;

let sshd: TestSshd;
let net: JumpTopology;

beforeAll(async () => {
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  net = await JumpTopology.start({ users: [TEST_USERS.password.name] });
});

afterAll(async () => {
  await sshd?.stop();
  await net?.stop();
});

const pw = { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password };
const home = (user: string) => execFileSync('getent', ['passwd', user], { encoding: 'utf8' }).split(':')[5] as string;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const unique = (prefix: string) => `${prefix}-${Math.floor(Math.random() * 1e9)}`;
const socketUrl = (base: string, path: string, recordId: number, token: string) =>
  `${base}${path}?record_id=${recordId}&Authorization=${encodeURIComponent(token)}`;

async function sessionFor(server: TestServer, asset: { name: string; host: string; port: number; proxyId?: number }) {
  const user = await terminalUser(server);
  const target = await grantedAccount(server, user.admin, user.id, { ...asset, name: unique(asset.name) }, pw);
  const session = await openSessionOk(server, user.token, target);
  return { user, target, session };
}

async function makeRecord(
  server: TestServer,
  token: string,
  body: { sessionId: number; direction: 0 | 1; fileName: string; size: number; remotePath?: string },
  lang: 'zh' | 'en' = 'en',
) {
  return call(server.app, 'POST', '/transfer/record', { token, body, lang });
}

async function recordId(server: TestServer, token: string, body: Parameters<typeof makeRecord>[2]): Promise<number> {
  const result = await makeRecord(server, token, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: ResponseCode.ok });
  return (result.body.data as { recordId: number }).recordId;
}

/** Uploads like the hub worker: 64 KiB frames, at most WINDOW_BYTES ahead of the last ack. */
async function upload(socket: TestSocket, name: string, data: Buffer): Promise<void> {
  socket.send(JSON.stringify({ type: 'start', name, size: data.length }));
  await socket.waitForJson({ type: 'ready' });
  let sent = 0;
  while (sent < data.length) {
    const acked = Math.max(0, ...socket.frames.map(ackOf));
    if (sent - acked >= WINDOW_BYTES) {
      await socket.waitFor((frame) => ackOf(frame) > acked);
      continue;
    }
    const end = Math.min(sent + CHUNK_BYTES, data.length);
    socket.send(data.subarray(sent, end));
    sent = end;
  }
  await socket.waitForJson({ type: 'done' }, 15_000);
}

function ackOf(frame: { text?: string }): number {
  if (!frame.text?.startsWith('{')) return -1;
  const json = JSON.parse(frame.text) as { type?: string; bytes?: number };
  return json.type === 'ack' && typeof json.bytes === 'number' ? json.bytes : -1;
}

async function download(socket: TestSocket): Promise<Buffer> {
  socket.send(JSON.stringify({ type: 'start' }));
  await socket.waitForJson({ type: 'done' }, 15_000);
  const chunks = socket.frames.flatMap((frame) => (frame.binary ? [frame.binary] : []));
  expect(chunks.every((chunk) => chunk.length <= CHUNK_BYTES)).toBe(true);
  return Buffer.concat(chunks);
}

async function transferLog(server: TestServer, admin: string, sessionId: number) {
  const result = await call(server.app, 'GET', `/audit/sessions/${sessionId}/transfers`, { token: admin });
  expect(result.body.code).toBe(200);
  return result.body.data as Array<Record<string, unknown>>;
}

describeEachDatabase(
  'file transfer in the terminal (SFTP)',
  (server) => {
    it('uploads into the home directory and downloads back with the same SHA-256, logged and marked', async () => {
      const { user, target, session } = await sessionFor(server(), { name: 'tt-up', host: sshd.host, port: sshd.port });
      const base = await listen(server());
      const data = randomBytes(3 * CHUNK_BYTES + 4321);
      const name = `${unique('up')}.bin`;
      const up = await recordId(server(), user.token, {
        sessionId: session.sessionId,
        direction: 0,
        fileName: name,
        size: data.length,
      });
      const socket = await openSocket(socketUrl(base, UPLOAD_PATH, up, user.token));
      await upload(socket, name, data);
      expect((await socket.closed).code).toBe(1000);

      const onHost = join(home(TEST_USERS.password.name), name);
      expect(sha256(readFileSync(onHost))).toBe(sha256(data));
      expect(execFileSync('stat', ['-c', '%U', onHost], { encoding: 'utf8' }).trim()).toBe(TEST_USERS.password.name);

      const hostFile = `${unique('down')}.txt`;
      const hostData = randomBytes(2 * CHUNK_BYTES + 17);
      const hostPath = join(home(TEST_USERS.password.name), hostFile);
      writeFileSync(hostPath, hostData);
      const down = await recordId(server(), user.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: hostFile,
        size: 0,
        remotePath: hostFile,
      });
      const reader = await openSocket(socketUrl(base, DOWNLOAD_PATH, down, user.token));
      const received = await download(reader);
      expect(reader.json()[0]).toEqual({ type: 'meta', name: hostFile, size: hostData.length });
      expect(sha256(received)).toBe(sha256(hostData));

      const log = await transferLog(server(), user.admin, session.sessionId);
      expect(log).toEqual([
        expect.objectContaining({
          userName: user.userName,
          sessionId: session.sessionId,
          assetId: target.assetId,
          accountId: target.accountId,
          direction: 0,
          fileName: name,
          remotePath: onHost,
          size: data.length,
          sha256: sha256(data),
          status: TransferStatus.stored,
        }),
        expect.objectContaining({
          direction: 1,
          fileName: hostFile,
          remotePath: hostPath,
          size: hostData.length,
          sha256: sha256(hostData),
          status: TransferStatus.stored,
        }),
      ]);
      expect(existsSync(join(server().dataDir, 'transfers', String(up)))).toBe(false);

      await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });
      const cast = await readCast(join(server().dataDir, 'recordings', `${session.sessionId}.cast`));
      const markers = cast.events.filter((event) => event.type === 'm').map((event) => event.data);
      expect(markers).toContain(`upload ${onHost} ${data.length} bytes sha256 ${sha256(data)}`);
      expect(markers).toContain(`download ${hostPath} ${hostData.length} bytes sha256 ${sha256(hostData)}`);
      rmSync(onHost, { force: true });
      rmSync(hostPath, { force: true });
    });

    it('uploads into a chosen directory through the asset’s jump host', async () => {
      const admin = (await terminalUser(server())).admin;
      const proxyId = await proxyApi(server(), admin).addId({
        name: unique('tt-jump'),
        address: net.jump.host,
        port: net.jump.port,
        loginUser: TEST_USERS.jump.name,
        authKind: 'password',
        password: TEST_USERS.jump.password,
      });
      const { user, session } = await sessionFor(server(), {
        name: 'tt-inner',
        host: net.innerFromJump.host,
        port: net.innerFromJump.port,
        proxyId,
      });
      const client = await TerminalClient.attach(server(), user.token, session.sessionId);
      const dir = `/tmp/${unique('gh-sftp')}`;
      client.type(`mkdir ${dir} && echo made-""${dir}\r`);
      await client.waitForOutput(`made-${dir}`);
      const data = randomBytes(CHUNK_BYTES + 1);
      const name = 'through-jump.bin';
      const id = await recordId(server(), user.token, {
        sessionId: session.sessionId,
        direction: 0,
        fileName: name,
        size: data.length,
        remotePath: dir,
      });
      const socket = await openSocket(socketUrl(await listen(server()), UPLOAD_PATH, id, user.token));
      await upload(socket, name, data);
      // The inner target lives in its own network namespace but shares this machine's file system.
      expect(sha256(readFileSync(join(dir, name)))).toBe(sha256(data));
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses a direction the authorisation does not allow, an oversize file and another user’s session', async () => {
      const { user, target, session } = await sessionFor(server(), {
        name: 'tt-deny',
        host: sshd.host,
        port: sshd.port,
      });
      // A second operator whose only authorisation on the asset forbids uploads (set when granting).
      const limited = await terminalUser(server());
      const [grantId] = await grant(server(), user.admin, {
        userIds: [limited.id],
        assetIds: [target.assetId],
        mayUpload: false,
      });
      expect(await grantRow(server(), user.admin, grantId as number)).toMatchObject({
        mayUpload: false,
        mayDownload: true,
      });
      const limitedSession = await openSessionOk(server(), limited.token, target);
      const refused = await makeRecord(
        server(),
        limited.token,
        { sessionId: limitedSession.sessionId, direction: 0, fileName: 'a.txt', size: 3 },
        'zh',
      );
      expect(refused.body).toMatchObject({ code: ResponseCode.transferDirectionDenied, msg: '您的授权不允许上传文件' });
      const allowed = await makeRecord(server(), limited.token, {
        sessionId: limitedSession.sessionId,
        direction: 1,
        fileName: 'x',
        size: 0,
        remotePath: '.profile',
      });
      expect(allowed.body.code).toBe(ResponseCode.ok);
      // The grant changing after the record was made: the socket checks again.
      await server()
        .db.updateTable('grants')
        .set({ may_download: 0 })
        .where('id', '=', grantId as number)
        .execute();
      const late = await openSocket(
        socketUrl(
          await listen(server()),
          DOWNLOAD_PATH,
          (allowed.body.data as { recordId: number }).recordId,
          limited.token,
        ),
      );
      expect((await late.waitFor((frame) => frame.text?.startsWith('error:') === true)).text).toBe(
        'error:您的授权不允许下载文件',
      );

      const tooBig = await makeRecord(
        server(),
        user.token,
        { sessionId: session.sessionId, direction: 0, fileName: 'big.iso', size: MAX_BYTES + 1 },
        'zh',
      );
      expect(tooBig.body).toMatchObject({ code: ResponseCode.badRequest, msg: '超出最大传输大小' });

      const hostFile = `${unique('big')}.bin`;
      const hostPath = join(home(TEST_USERS.password.name), hostFile);
      writeFileSync(hostPath, randomBytes(MAX_BYTES + 1));
      const id = await recordId(server(), user.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: hostFile,
        size: 0,
        remotePath: hostFile,
      });
      const reader = await openSocket(socketUrl(await listen(server()), DOWNLOAD_PATH, id, user.token));
      reader.send(JSON.stringify({ type: 'start' }));
      const error = await reader.waitFor((frame) => frame.text?.startsWith('error:') === true);
      expect(error.text).toBe('error:超出最大传输大小');
      rmSync(hostPath, { force: true });

      const other = await terminalUser(server());
      const foreign = await makeRecord(server(), other.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: 'x',
        size: 0,
        remotePath: '.profile',
      });
      expect(foreign.body.code).toBe(ResponseCode.transferSessionNotFound);

      // The name the upload socket is given obeys the shared name rule, with a message that says so.
      for (const badName of ['rtl\u202Eexe.txt', 'zero\u200Bwidth.txt', '..', 'dir/escape.txt']) {
        const slot = await recordId(server(), user.token, {
          sessionId: session.sessionId,
          direction: 0,
          fileName: 'upload.txt',
          size: 3,
        });
        const socket = await openSocket(socketUrl(await listen(server()), UPLOAD_PATH, slot, user.token));
        socket.send(JSON.stringify({ type: 'start', name: badName, size: 3 }));
        const refusal = await socket.waitFor((frame) => frame.text?.startsWith('error:') === true);
        expect(refusal.text).toMatch(/^error:(文件名不可用|Unusable file name)/);
      }
    });
  },
  { transfer: { maxBytes: MAX_BYTES, inactivityMs: 60_000 } },
);
