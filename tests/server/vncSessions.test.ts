import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GraphicalSession } from '../../src/shared/api/graphicalSessions';
import type { Platform } from '../../src/shared/api/platforms';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { ResponseCode } from '../../src/shared/codes';
import {
  GraphicalCloseCode,
  graphicalSocketUrl,
  graphicalWatchSocketUrl,
  RECORD_CLIENT,
  RECORD_SERVER,
} from '../../src/shared/protocol/graphical';
import { GraphicalRecordingParser } from '../../src/shared/protocol/graphicalRecording';
import { RfbTestClient } from '../support/rfbClient';
import { TEST_VNC_PASSWORD, TestVncServer } from '../support/vncServer';
import { accountApi } from './accountApi';
import { addAsset, linuxAsset } from './assetApi';
import { call } from './client';
import { grant } from './grantApi';
import { describeOnSqlite, type TestServer } from './harness';
import { eventually, listen } from './sockets';
import { sessionRow, terminalUser } from './terminalApi';

/**
 * VNC assets (docs/rdp.md, "VNC assets") against a real VNC server, TigerVNC's Xvnc with VNC authentication: the
 * bastion logs in itself and hands the connection to TigerVNC's viewer on the session's headless display, which x11vnc
 * serves to the browser as for RDP. The browser's side is a small RFB client over the graphical socket. The session
 * rows' queries are the RDP path's, run on both dialects by graphicalSessions.test.ts.
 */
const run = promisify(execFile);
let vnc: TestVncServer;

beforeAll(async () => {
  vnc = await TestVncServer.start({ geometry: '1024x768' });
}, 60_000);

afterAll(async () => {
  await vnc?.stop();
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let count = 0;
async function vncTarget(server: TestServer, password: string = TEST_VNC_PASSWORD) {
  const user = await terminalUser(server);
  count += 1;
  const suffix = `${count}-${Math.floor(Math.random() * 1e6)}`;
  // An administrator's own asset type for VNC desktops, as the asset-type form offers it (VNC, port 5900).
  const platform = await call(server.app, 'POST', '/privilege/platform/add', {
    token: user.admin,
    body: { platformName: `vnc-${suffix}`, assetType: 0, protocols: [{ protocol: 'VNC', port: 5900 }] },
  });
  expect(platform.body, JSON.stringify(platform.body)).toMatchObject({ code: 200 });
  const asset = await addAsset(
    server,
    user.admin,
    linuxAsset((platform.body.data as Platform).platformId, {
      assetName: `vnc-${suffix}`,
      address: vnc.host,
      protocols: [{ protocol: 'VNC', port: vnc.port }],
    }),
  );
  const account = await accountApi(server, user.admin).addOk({ assetId: asset.assetId, accountName: 'vnc', password });
  return { user, assetId: asset.assetId, accountId: account.accountId };
}

async function grantTo(server: TestServer, target: Awaited<ReturnType<typeof vncTarget>>) {
  await grant(server, target.user.admin, { userIds: [target.user.id], assetIds: [target.assetId] });
}

/** The VNC server's own clipboard (what a paste through the viewer sets there). */
async function serverClipboard(): Promise<string> {
  const result = await run('xclip', ['-o', '-selection', 'clipboard', '-display', vnc.display], {
    timeout: 5000,
  }).catch(() => ({ stdout: '' }));
  return result.stdout;
}

function open(server: TestServer, token: string, target: { assetId: number; accountId: number }) {
  return call(server.app, 'POST', '/graphical/sessions', {
    token,
    body: { width: 1280, height: 800, assetId: target.assetId, accountId: target.accountId },
    lang: 'en',
  });
}

/** The recording as the session audit's player downloads it, parsed record by record. */
async function downloadRecording(server: TestServer, token: string, sessionId: number) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/prod-api/audit/sessions/${sessionId}/rfb`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  const parser = new GraphicalRecordingParser();
  const items = parser.push(response.rawPayload);
  const header = items.find((item) => item.kind === 'header');
  const records = items.flatMap((item) => (item.kind === 'record' ? [item] : []));
  const bytes = (direction: number) =>
    Buffer.concat(records.filter((record) => record.direction === direction).map((record) => record.data));
  return {
    header: header?.kind === 'header' ? header.header : undefined,
    server: bytes(RECORD_SERVER),
    client: bytes(RECORD_CLIENT),
  };
}

/** The KeyEvent messages (down) of a typed text, as they appear in the browser's recorded bytes. */
function keyDowns(text: string): Buffer {
  return Buffer.concat(
    [...text].map((char) => {
      const message = Buffer.alloc(8);
      message.writeUInt8(4, 0);
      message.writeUInt8(1, 1);
      message.writeUInt32BE(char.codePointAt(0) ?? 0, 4);
      const up = Buffer.from(message);
      up.writeUInt8(0, 1);
      return Buffer.concat([message, up]);
    }),
  );
}

describeOnSqlite(
  'VNC assets against a real VNC server',
  (server) => {
    afterEach(async () => {
      await Promise.all(
        server()
          .app.gatehouse.graphical.live()
          .map((live) => live.end('userClosed')),
      );
    });

    it('opens with the vault password at the asset’s size, runs a typed command, is watched, and replays from the session audit', async () => {
      const target = await vncTarget(server());
      await grantTo(server(), target);
      const opened = await open(server(), target.user.token, target);
      expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ code: 200 });
      const session = opened.body.data as GraphicalSession;
      // The desktop is the VNC server's screen, whatever size the browser asked for.
      expect(session).toMatchObject({ protocol: 'VNC', width: 1024, height: 768 });
      const live = server().app.gatehouse.graphical.get(session.sessionId);
      const processes = live?.processes;
      expect(processes?.pids).toHaveLength(3);
      // The password is in no process's arguments or environment, and in no file of the session's folder.
      for (const pid of processes?.pids ?? []) {
        const visible = `${readFileSync(`/proc/${pid}/cmdline`, 'utf8')}${readFileSync(`/proc/${pid}/environ`, 'utf8')}`;
        expect(visible).not.toContain(TEST_VNC_PASSWORD);
      }
      expect(readFileSync(`/proc/${processes?.pids[1]}/cmdline`, 'utf8').split('\0')[0]).toBe('xtigervncviewer');
      for (const name of readdirSync(processes?.folder ?? '/nonexistent', { recursive: true, encoding: 'utf8' })) {
        const path = join(processes?.folder ?? '', name);
        try {
          expect(readFileSync(path, 'latin1')).not.toContain(TEST_VNC_PASSWORD);
        } catch (error) {
          // Sockets and folders are not files to read.
          if (!(error instanceof Error && /EISDIR|ENXIO|EOPNOTSUPP/.test(error.message))) throw error;
        }
      }
      expect(await sessionRow(server(), session.sessionId)).toMatchObject({
        protocol: 'VNC',
        port: vnc.port,
        login_result: LoginResult.success,
        state: SessionState.online,
      });

      const rfb = await RfbTestClient.connect(
        graphicalSocketUrl(await listen(server()), session.sessionId, target.user.token),
      );
      expect(rfb).toMatchObject({ width: 1024, height: 768 });
      rfb.requestUpdate(false);
      await rfb.nextUpdate();
      const file = join(vnc.home, `vnc-typed-${session.sessionId}.txt`);
      rmSync(file, { force: true });
      // Keys go to the window under the pointer (no window manager on either display): inside the xterm.
      rfb.pointer(300, 200);
      const command = `echo typed-through-vnc > ${file}\n`;
      rfb.typeText(command);
      await eventually(async () => existsSync(file) && readFileSync(file, 'utf8') === 'typed-through-vnc\n', 20_000);

      // An auditor's live view sees the same screen and cannot type into it.
      const watcher = await RfbTestClient.connect(
        graphicalWatchSocketUrl(await listen(server()), session.sessionId, target.user.admin),
      );
      watcher.requestUpdate(false);
      await watcher.nextUpdate();
      expect(watcher).toMatchObject({ width: 1024, height: 768 });
      const watcherFile = join(vnc.home, `vnc-watcher-${session.sessionId}.txt`);
      const ownerFile = join(vnc.home, `vnc-owner-${session.sessionId}.txt`);
      watcher.pointer(300, 200);
      watcher.typeText(`echo w > ${watcherFile}\n`);
      rfb.typeText(`echo o > ${ownerFile}\n`);
      await eventually(async () => existsSync(ownerFile), 20_000);
      expect(existsSync(watcherFile)).toBe(false);

      const closed = await call(server().app, 'DELETE', `/graphical/sessions/${session.sessionId}`, {
        token: target.user.token,
      });
      expect(closed.body).toMatchObject({ code: 200 });
      await rfb.waitClosed();
      await watcher.waitClosed();
      for (const pid of processes?.pids ?? []) expect(isAlive(pid), `process ${pid}`).toBe(false);
      expect(existsSync(processes?.folder ?? '/')).toBe(false);
      expect(await sessionRow(server(), session.sessionId)).toMatchObject({
        state: SessionState.finished,
        end_reason: 'userClosed',
      });

      // The replay: a VNC recording at the desktop's size, the RFB stream from its handshake, the typed keys in it.
      const recording = await downloadRecording(server(), target.user.admin, session.sessionId);
      expect(recording.header).toMatchObject({ protocol: 'VNC', width: 1024, height: 768 });
      expect(recording.server.subarray(0, 12).toString('latin1')).toBe('RFB 003.008\n');
      expect(recording.server.length).toBeGreaterThan(10_000);
      expect(recording.client.includes(keyDowns(command.trimEnd()))).toBe(true);
      for (const path of [file, ownerFile]) rmSync(path, { force: true });
    }, 90_000);

    it('a refused VNC password is a coded refusal and a finished row, with nothing left running', async () => {
      const target = await vncTarget(server(), 'wrong-pw');
      await grantTo(server(), target);
      const opened = await open(server(), target.user.token, target);
      expect(opened.body, JSON.stringify(opened.body)).toMatchObject({
        code: ResponseCode.graphicalCredentialRefused,
        data: { loginResult: LoginResult.failure, failureReason: 'authRejected' },
      });
      const sessionId = (opened.body.data as { sessionId: number }).sessionId;
      expect(await sessionRow(server(), sessionId)).toMatchObject({
        protocol: 'VNC',
        state: SessionState.finished,
        login_result: LoginResult.failure,
        failure_reason: 'authRejected',
      });
      expect(server().app.gatehouse.graphical.live()).toHaveLength(0);
    }, 30_000);

    it('a user without a grant is refused before anything starts; another user cannot attach to the session', async () => {
      const target = await vncTarget(server());
      const refused = await open(server(), target.user.token, target);
      expect(refused.body).toMatchObject({ code: ResponseCode.forbidden });
      expect(server().app.gatehouse.graphical.live()).toHaveLength(0);
      const rows = await server()
        .db.selectFrom('terminal_sessions')
        .select('id')
        .where('user_id', '=', target.user.id)
        .execute();
      expect(rows).toHaveLength(0);

      await grantTo(server(), target);
      const opened = await open(server(), target.user.token, target);
      expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ code: 200 });
      const session = opened.body.data as GraphicalSession;
      // Another user's token on the session's socket: closed as if there were no such session, the owner undisturbed.
      const other = await terminalUser(server());
      const stranger = new WebSocket(graphicalSocketUrl(await listen(server()), session.sessionId, other.token));
      const closeCode = await new Promise<number>((resolve) => stranger.once('close', (code) => resolve(code)));
      expect(closeCode).toBe(GraphicalCloseCode.notFound);
      expect(server().app.gatehouse.graphical.get(session.sessionId)?.ended).toBe(false);
    }, 60_000);

    it('clipboard: an allowed paste reaches the VNC server; with both ways denied the viewer carries neither and a paste sent anyway never arrives', async () => {
      const target = await vncTarget(server());
      await grantTo(server(), target);
      const allowed = await open(server(), target.user.token, target);
      expect(allowed.body, JSON.stringify(allowed.body)).toMatchObject({ code: 200, data: { clipboardPaste: true } });
      const first = allowed.body.data as GraphicalSession;
      const rfb = await RfbTestClient.connect(
        graphicalSocketUrl(await listen(server()), first.sessionId, target.user.token),
      );
      rfb.requestUpdate(false);
      await rfb.nextUpdate();
      rfb.cutText('pasted-through-vnc');
      await eventually(async () => (await serverClipboard()) === 'pasted-through-vnc', 10_000);
      // The console's own paste frame carries UTF-8: Chinese reaches the VNC server whole.
      rfb.send(JSON.stringify({ type: 'paste', text: '粘贴到 VNC 桌面' }));
      await eventually(async () => (await serverClipboard()) === '粘贴到 VNC 桌面', 10_000);
      await call(server().app, 'DELETE', `/graphical/sessions/${first.sessionId}`, { token: target.user.token });
      await rfb.waitClosed();

      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: target.user.admin,
        body: {
          name: `vnc-policy-${Math.floor(Math.random() * 1e9)}`,
          userIds: [target.user.id],
          clipboardPaste: 1,
          clipboardCopy: 1,
        },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      const denied = await open(server(), target.user.token, target);
      expect(denied.body, JSON.stringify(denied.body)).toMatchObject({
        code: 200,
        data: { clipboardPaste: false, clipboardCopy: false },
      });
      const second = denied.body.data as GraphicalSession;
      const live = server().app.gatehouse.graphical.get(second.sessionId);
      const [, viewer, x11vnc] = (live?.processes.pids ?? []).map((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'),
      );
      expect(viewer).toEqual(expect.arrayContaining(['-AcceptClipboard=0', '-SendClipboard=0', '-SendPrimary=0']));
      expect(x11vnc).toEqual(
        expect.arrayContaining(['-noprimary', '-noclipboard', '-nosetprimary', '-nosetclipboard']),
      );
      const refused = await RfbTestClient.connect(
        graphicalSocketUrl(await listen(server()), second.sessionId, target.user.token),
      );
      refused.requestUpdate(false);
      await refused.nextUpdate();
      refused.cutText('must-not-arrive');
      // Answered after the paste on the same path: by then the paste would have been passed on.
      refused.requestUpdate(false);
      await refused.nextUpdate();
      expect(live?.refusedPastes).toBe(1);
      expect(refused.controls).toContainEqual(expect.objectContaining({ type: 'notice', level: 'warning' }));
      expect(await serverClipboard()).not.toContain('must-not-arrive');
    }, 60_000);
  },
  { graphical: { graceSeconds: 2, maxSessions: 1 } },
);
