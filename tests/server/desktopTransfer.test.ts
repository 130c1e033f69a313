import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { GraphicalSession } from '../../src/shared/api/graphicalSessions';
import { type DriveEntry, type TransferRecord, TransferStatus } from '../../src/shared/api/transfer';
import { ResponseCode } from '../../src/shared/codes';
import { DOWNLOAD_PATH, GRAPHICAL_UPLOAD_CHUNK_BYTES, UPLOAD_PATH } from '../../src/shared/protocol/transfer';
import { BehaviorRule } from '../../src/shared/rules/behaviorRules';
import { ensureRdpUser, TestXrdp, testRdpUser } from '../support/xrdp';
import { accountApi } from './accountApi';
import { ok, person } from './approvalFixtures';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { flowApi, taskOf } from './flowApi';
import { grant } from './grantApi';
import { describeEachDatabase, describeOnSqlite, type TestServer } from './harness';
import { eventually, listen, openSocket, type TestSocket } from './sockets';
import { terminalUser } from './terminalApi';

/** This suite's own desktop user: suites running at once never share one. */
const RDP_USER = testRdpUser('transfer');

/**
 * File transfer through a remote desktop's drive (docs/file-transfer.md, "Remote desktops") against a real xrdp with
 * drive redirection: xfreerdp serves the session's drive folder as "Gatehouse", xrdp's chansrv mounts it (FUSE) in the
 * test user's ~/thinclient_drives, where the desktop's side reads and writes it.
 */
const MAX_BYTES = 1024 * 1024;
let rdp: TestXrdp;

beforeAll(async () => {
  await ensureRdpUser(RDP_USER);
  rdp = await TestXrdp.start({ user: RDP_USER, driveRedirection: true });
}, 60_000);

afterAll(async () => {
  await rdp?.stop();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const unique = (prefix: string) => `${prefix}-${Math.floor(Math.random() * 1e9)}`;
const socketUrl = (base: string, path: string, recordId: number, token: string) =>
  `${base}${path}?record_id=${recordId}&Authorization=${encodeURIComponent(token)}`;

/** An RDP asset and account granted to a new user; a behaviour policy scoped to the asset when rules are given. */
async function rdpTarget(server: TestServer, rules: Record<string, number> = {}) {
  const user = await terminalUser(server);
  const platform = await platformIdByName(server, user.admin, 'Windows');
  const asset = await addAsset(
    server,
    user.admin,
    linuxAsset(platform.platformId, {
      assetName: unique('rdp-xfer'),
      address: rdp.host,
      protocols: [{ protocol: 'RDP', port: rdp.port }],
    }),
  );
  const account = await accountApi(server, user.admin).addOk({
    assetId: asset.assetId,
    accountName: RDP_USER.name,
    password: RDP_USER.password,
  });
  await grant(server, user.admin, { userIds: [user.id], assetIds: [asset.assetId] });
  if (Object.keys(rules).length > 0) {
    const added = await call(server.app, 'POST', '/policy/behavior/add', {
      token: user.admin,
      body: { name: unique('xfer-policy'), assetIds: [asset.assetId], ...rules },
    });
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ code: 200 });
  }
  return { user, assetId: asset.assetId, accountId: account.accountId };
}

async function openDesktop(server: TestServer, target: Awaited<ReturnType<typeof rdpTarget>>) {
  const opened = await call(server.app, 'POST', '/graphical/sessions', {
    token: target.user.token,
    body: { width: 1024, height: 768, assetId: target.assetId, accountId: target.accountId },
    lang: 'en',
  });
  expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ code: 200 });
  const session = opened.body.data as GraphicalSession;
  const live = server.app.gatehouse.graphical.get(session.sessionId);
  if (!live) throw new Error('the session is not live on this node');
  return { session, folder: live.processes.folder, drive: join(live.processes.folder, 'drive'), live };
}

function makeRecord(server: TestServer, token: string, body: Record<string, unknown>) {
  return call(server.app, 'POST', '/transfer/record', { token, body, lang: 'en' });
}

async function recordOk(server: TestServer, token: string, body: Record<string, unknown>): Promise<number> {
  const result = await makeRecord(server, token, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: ResponseCode.ok });
  return (result.body.data as { recordId: number }).recordId;
}

async function record(server: TestServer, token: string, recordId: number): Promise<TransferRecord> {
  const result = await call(server.app, 'GET', `/transfer/record/${recordId}`, { token });
  expect(result.body.code).toBe(200);
  return result.body.data as TransferRecord;
}

function listDrive(server: TestServer, token: string, sessionId: number, path = '') {
  return call(server.app, 'GET', `/transfer/sessions/${sessionId}/drive`, { token, query: { path }, lang: 'en' });
}

/** Uploads as the graphical console does: frames of 6000 bytes (spec §9), acked by the server. */
async function uploadFrames(socket: TestSocket, name: string, data: Buffer): Promise<void> {
  socket.send(JSON.stringify({ type: 'start', name, size: data.length }));
  await socket.waitForJson({ type: 'ready' });
  for (let sent = 0; sent < data.length; sent += GRAPHICAL_UPLOAD_CHUNK_BYTES)
    socket.send(data.subarray(sent, sent + GRAPHICAL_UPLOAD_CHUNK_BYTES));
  await socket.waitForJson({ type: 'done' }, 15_000);
}

async function upload(server: TestServer, token: string, sessionId: number, name: string, data: Buffer) {
  const base = await listen(server);
  const recordId = await recordOk(server, token, { sessionId, direction: 0, fileName: name, size: data.length });
  const socket = await openSocket(socketUrl(base, UPLOAD_PATH, recordId, token));
  await uploadFrames(socket, name, data);
  return recordId;
}

/** Opens the download socket of a record and answers what the browser would get: the bytes, or the error text. */
async function download(server: TestServer, token: string, recordId: number) {
  const socket = await openSocket(socketUrl(await listen(server), DOWNLOAD_PATH, recordId, token));
  socket.send(JSON.stringify({ type: 'start' }));
  await socket.closed;
  const error = socket.frames.find((frame) => frame.text?.startsWith('error:'))?.text;
  const bytes = Buffer.concat(socket.frames.flatMap((frame) => (frame.binary ? [frame.binary] : [])));
  return { error, bytes, isDone: socket.frames.some((frame) => frame.text === '{"type":"done"}') };
}

async function transferLog(server: TestServer, admin: string, sessionId: number) {
  const result = await call(server.app, 'GET', `/audit/sessions/${sessionId}/transfers`, { token: admin });
  expect(result.body.code).toBe(200);
  return result.body.data as TransferRecord[];
}

const endAll = (server: TestServer) =>
  Promise.all(server.app.gatehouse.graphical.live().map((live) => live.end('userClosed')));

describeOnSqlite(
  'file transfer through a remote desktop drive (xrdp)',
  (server) => {
    afterEach(async () => {
      await endAll(server());
    });

    it('an upload lands whole in the drive xfreerdp redirects; a file written into the drive downloads with its SHA-256 in the log', async () => {
      const target = await rdpTarget(server());
      const { session, drive, live } = await openDesktop(server(), target);
      const freerdp = live.processes.pids
        .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))
        .find((args) => args.includes('xfreerdp'));
      expect(freerdp).toContain(`/drive:Gatehouse,${drive}`);

      const data = randomBytes(5 * GRAPHICAL_UPLOAD_CHUNK_BYTES + 123);
      const name = `${unique('to-desktop')}.bin`;
      const up = await upload(server(), target.user.token, session.sessionId, name, data);
      expect(sha256(readFileSync(join(drive, name)))).toBe(sha256(data));
      // The desktop's side of the drive cannot be read with this test peer (docs/rdp.md, "File transfer"): xrdp's
      // chansrv mounts ~/thinclient_drives but never shows FreeRDP's redirected drive in it. What the desktop writes
      // arrives in the folder xfreerdp serves, so the test writes there as the desktop would, through a rename.
      const fromDesktop = `${unique('from-desktop')}.txt`;
      writeFileSync(join(drive, `${fromDesktop}.tmp`), randomBytes(70_000));
      renameSync(join(drive, `${fromDesktop}.tmp`), join(drive, fromDesktop));
      await eventually(async () => existsSync(join(drive, fromDesktop)), 10_000);
      const written = readFileSync(join(drive, fromDesktop));
      const listed = await listDrive(server(), target.user.token, session.sessionId);
      expect(listed.body.code).toBe(200);
      expect((listed.body.data as { entries: DriveEntry[] }).entries).toContainEqual(
        expect.objectContaining({ name: fromDesktop, kind: 'file', size: written.length }),
      );
      const down = await recordOk(server(), target.user.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: fromDesktop,
        size: 0,
        remotePath: fromDesktop,
      });
      const got = await download(server(), target.user.token, down);
      expect(got.error).toBeUndefined();
      expect(sha256(got.bytes)).toBe(sha256(written));

      const log = await transferLog(server(), target.user.admin, session.sessionId);
      expect(
        log.map(({ recordId, direction, remotePath, size, sha256: hash, status }) => ({
          recordId,
          direction,
          remotePath,
          size,
          hash,
          status,
        })),
      ).toEqual([
        {
          recordId: up,
          direction: 0,
          remotePath: `Gatehouse/${name}`,
          size: data.length,
          hash: sha256(data),
          status: 2,
        },
        {
          recordId: down,
          direction: 1,
          remotePath: `Gatehouse/${fromDesktop}`,
          size: written.length,
          hash: sha256(written),
          status: TransferStatus.stored,
        },
      ]);
    }, 90_000);

    it('a denied direction is refused on the server; with both denied the desktop gets no drive at all', async () => {
      const uploadDenied = await rdpTarget(server(), { upload: BehaviorRule.deny });
      const opened = await openDesktop(server(), uploadDenied);
      const refused = await makeRecord(server(), uploadDenied.user.token, {
        sessionId: opened.session.sessionId,
        direction: 0,
        fileName: 'a.txt',
        size: 3,
      });
      expect(refused.body).toMatchObject({ code: ResponseCode.transferDirectionDenied });
      expect(refused.body.msg).toContain('xfer-policy');
      writeFileSync(join(opened.drive, 'report.txt'), 'quarterly');
      const down = await recordOk(server(), uploadDenied.user.token, {
        sessionId: opened.session.sessionId,
        direction: 1,
        fileName: 'report.txt',
        size: 0,
        remotePath: 'report.txt',
      });
      expect((await download(server(), uploadDenied.user.token, down)).bytes.toString()).toBe('quarterly');
      await endAll(server());

      const bothDenied = await rdpTarget(server(), { upload: BehaviorRule.deny, download: BehaviorRule.deny });
      const closed = await openDesktop(server(), bothDenied);
      const args = closed.live.processes.pids.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8')).join(' ');
      expect(args).not.toContain('/drive:');
      expect(existsSync(closed.drive)).toBe(false);
      expect((await listDrive(server(), bothDenied.user.token, closed.session.sessionId)).body).toMatchObject({
        code: ResponseCode.transferNoDrive,
      });
      const none = await makeRecord(server(), bothDenied.user.token, {
        sessionId: closed.session.sessionId,
        direction: 1,
        fileName: 'x',
        size: 0,
        remotePath: 'x',
      });
      expect(none.body).toMatchObject({ code: ResponseCode.transferNoDrive });
    }, 90_000);

    it('as an attacker: another user’s session, paths out of the drive, links placed by the desktop, oversized files', async () => {
      const target = await rdpTarget(server());
      const { session, drive, folder } = await openDesktop(server(), target);
      const other = await terminalUser(server());
      const stranger = await makeRecord(server(), other.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: 'x',
        size: 0,
        remotePath: 'x',
      });
      expect(stranger.body).toMatchObject({ code: ResponseCode.transferSessionNotFound });
      expect((await listDrive(server(), other.token, session.sessionId)).body).toMatchObject({
        code: ResponseCode.transferSessionNotFound,
      });

      for (const remotePath of ['../xauthority', 'a/../../vnc.sock', '..\\passwd', '.']) {
        const result = await makeRecord(server(), target.user.token, {
          sessionId: session.sessionId,
          direction: 1,
          fileName: 'x',
          size: 0,
          remotePath,
        });
        expect(result.body, remotePath).toMatchObject({ code: ResponseCode.transferDrivePathInvalid });
      }
      expect((await listDrive(server(), target.user.token, session.sessionId, '..')).body).toMatchObject({
        code: ResponseCode.transferDrivePathInvalid,
      });

      // Links in the drive, as a desktop able to make them would leave: to a file outside, to the session's folder.
      symlinkSync('/etc/shadow', join(drive, 'shadow'));
      symlinkSync(folder, join(drive, 'up'));
      const listed = (await listDrive(server(), target.user.token, session.sessionId)).body.data as {
        entries: DriveEntry[];
      };
      expect(listed.entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'shadow', kind: 'link' }),
          expect.objectContaining({ name: 'up', kind: 'link' }),
        ]),
      );
      expect((await listDrive(server(), target.user.token, session.sessionId, 'up')).body).toMatchObject({
        code: ResponseCode.transferDrivePathInvalid,
      });
      for (const remotePath of ['shadow', 'up/xauthority']) {
        const id = await recordOk(server(), target.user.token, {
          sessionId: session.sessionId,
          direction: 1,
          fileName: 'x',
          size: 0,
          remotePath,
        });
        const got = await download(server(), target.user.token, id);
        expect(got.bytes.length, remotePath).toBe(0);
        expect(got.error, remotePath).toMatch(/不是普通文件|传输盘中的路径无效/);
        // The server marks the record when its side of the socket has closed.
        await eventually(async () => (await record(server(), target.user.token, id)).status === TransferStatus.failed);
      }

      // An upload named like a link the desktop left replaces the link; nothing is written through it.
      const outside = join(folder, 'outside.txt');
      writeFileSync(outside, 'untouched');
      symlinkSync(outside, join(drive, 'notes.txt'));
      await upload(server(), target.user.token, session.sessionId, 'notes.txt', Buffer.from('new notes'));
      expect(readFileSync(outside, 'utf8')).toBe('untouched');
      expect(readFileSync(join(drive, 'notes.txt'), 'utf8')).toBe('new notes');

      const dots = await makeRecord(server(), target.user.token, {
        sessionId: session.sessionId,
        direction: 0,
        fileName: '../escape',
        size: 1,
      });
      expect(dots.body.code).not.toBe(200);
      const big = await makeRecord(server(), target.user.token, {
        sessionId: session.sessionId,
        direction: 0,
        fileName: 'big.iso',
        size: MAX_BYTES + 1,
      });
      expect(big.body.code).not.toBe(200);
      writeFileSync(join(drive, 'big.iso'), randomBytes(MAX_BYTES + 1));
      const bigDown = await recordOk(server(), target.user.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: 'big.iso',
        size: 0,
        remotePath: 'big.iso',
      });
      const refusedBig = await download(server(), target.user.token, bigDown);
      expect(refusedBig.bytes.length).toBe(0);
      expect(refusedBig.error).toBeDefined();
    }, 90_000);
  },
  { graphical: { graceSeconds: 5, maxSessions: 1 }, transfer: { maxBytes: MAX_BYTES, inactivityMs: 60_000 } },
);

describeEachDatabase(
  'file transfer held for approval through a remote desktop drive',
  (server) => {
    afterEach(async () => {
      await endAll(server());
    });

    it('a held upload waits outside the drive until an approver agrees; a refused one is removed; a held download is served once approved', async () => {
      const target = await rdpTarget(server(), { upload: BehaviorRule.approval, download: BehaviorRule.approval });
      const approver = await person(server(), unique('xfer_approver'), [Permission.approvalDecide]);
      const { session, drive } = await openDesktop(server(), target);
      const instanceOf = async (recordId: number) => {
        const row = await server()
          .db.selectFrom('flow_instances')
          .select('id')
          .where('business_key', '=', `transfer:${recordId}`)
          .executeTakeFirstOrThrow();
        return row.id;
      };
      const decide = async (recordId: number, status: 2 | 3) => {
        const instanceId = await instanceOf(recordId);
        const taskId = await taskOf(server(), approver, instanceId);
        ok(
          await flowApi(server(), approver.token).complete(
            status === 2 ? { taskId, status } : { taskId, status, refuseReason: 'not this file' },
          ),
        );
      };

      const data = randomBytes(20_000);
      const held = await upload(server(), target.user.token, session.sessionId, 'held.bin', data);
      expect(await record(server(), target.user.token, held)).toMatchObject({
        status: TransferStatus.held,
        sha256: sha256(data),
      });
      expect(existsSync(join(drive, 'held.bin'))).toBe(false);
      await decide(held, 2);
      await eventually(async () => (await record(server(), target.user.token, held)).status === TransferStatus.stored);
      expect(sha256(readFileSync(join(drive, 'held.bin')))).toBe(sha256(data));
      expect((await record(server(), target.user.token, held)).remotePath).toBe('Gatehouse/held.bin');

      const refused = await upload(server(), target.user.token, session.sessionId, 'refused.bin', randomBytes(10));
      await decide(refused, 3);
      await eventually(
        async () => (await record(server(), target.user.token, refused)).status === TransferStatus.failed,
      );
      expect((await record(server(), target.user.token, refused)).failure).toContain('not this file');
      expect(existsSync(join(drive, 'refused.bin'))).toBe(false);
      expect(existsSync(join(server().dataDir, 'transfers', String(refused)))).toBe(false);

      writeFileSync(join(drive, 'ledger.csv'), 'a,b\n1,2\n');
      const down = await recordOk(server(), target.user.token, {
        sessionId: session.sessionId,
        direction: 1,
        fileName: 'ledger.csv',
        size: 0,
        remotePath: 'ledger.csv',
      });
      expect(await record(server(), target.user.token, down)).toMatchObject({ status: TransferStatus.held, size: 8 });
      // The desktop changes the file after the request: the approver decided on the copy, and that is what comes.
      writeFileSync(join(drive, 'ledger.csv'), 'changed afterwards');
      const early = await download(server(), target.user.token, down);
      expect(early.bytes.length).toBe(0);
      expect(early.error).toBeDefined();
      await decide(down, 2);
      await eventually(async () => (await record(server(), target.user.token, down)).status === TransferStatus.stored);
      const got = await download(server(), target.user.token, down);
      expect(got.bytes.toString()).toBe('a,b\n1,2\n');
      // Another user cannot fetch the approved copy.
      const other = await terminalUser(server());
      expect((await download(server(), other.token, down)).bytes.length).toBe(0);
    }, 120_000);
  },
  { graphical: { graceSeconds: 5, maxSessions: 1 }, transfer: { maxBytes: MAX_BYTES, inactivityMs: 60_000 } },
);
