import { existsSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type CreatedShare, shareSocketUrl, type TerminalShare } from '../../src/shared/api/terminalShare';
import { ResponseCode } from '../../src/shared/codes';
import { GraphicalCloseCode, graphicalShareSocketUrl, graphicalSocketUrl } from '../../src/shared/protocol/graphical';
import { RfbTestClient } from '../support/rfbClient';
import { ensureRdpUser, TestXrdp, testRdpUser } from '../support/xrdp';
import { call } from './client';
import { bastionClipboard, endLiveDesktops, liveRdpSession } from './graphicalApi';
import { describeOnSqlite, type TestServer } from './harness';
import { eventually, listen } from './sockets';
import { terminalUser } from './terminalApi';

/** This suite's own desktop user: suites running at once never share one. */
const RDP_USER = testRdpUser('share');

/** In the names of the files typed on the shared test desktop user's home: other suites type there at the same time. */
const RUN = `share-${process.pid}-${Math.floor(Math.random() * 1e6)}`;

/**
 * Shares of a remote desktop (docs/monitor-share.md, "Shares of remote desktops") against a real xrdp: the guest
 * watches over its own view-only connection and types only while the owner lets it. The share endpoints' queries run
 * on both databases in terminalShare.test.ts; this suite is about the desktop.
 */
let rdp: TestXrdp;

beforeAll(async () => {
  await ensureRdpUser(RDP_USER);
  rdp = await TestXrdp.start({ user: RDP_USER });
}, 60_000);

afterAll(async () => {
  await rdp?.stop();
});

const home = (name: string) => `/home/${RDP_USER.name}/${name}`;

async function share(server: TestServer, token: string, sessionId: number): Promise<CreatedShare> {
  const created = await call(server.app, 'POST', `/terminal/sessions/${sessionId}/shares`, {
    token,
    body: { validMinutes: 30 },
  });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: 200 });
  return created.body.data as CreatedShare;
}

const join = (server: TestServer, body: { token: string; code: string }) =>
  call(server.app, 'POST', '/share/terminal/join', { body, lang: 'en' });

async function guestWatching(server: TestServer, created: CreatedShare): Promise<RfbTestClient> {
  const joined = await join(server, created);
  expect(joined.body, JSON.stringify(joined.body)).toMatchObject({ code: 200 });
  const origin = (await listen(server)).replace('ws://', 'http://');
  const guest = await RfbTestClient.connect(
    graphicalShareSocketUrl(origin, (joined.body.data as { ticket: string }).ticket),
  );
  guest.requestUpdate(false);
  await guest.nextUpdate();
  return guest;
}

describeOnSqlite(
  'shares of remote desktops against xrdp',
  (server) => {
    afterEach(() => endLiveDesktops(server()));

    it('a guest with the right code watches, types only once the owner lets it, and is closed by a revoke', async () => {
      const { user, session } = await liveRdpSession(server(), rdp);
      const live = server().app.gatehouse.graphical.get(session.sessionId);
      const owner = await RfbTestClient.connect(
        graphicalSocketUrl(await listen(server()), session.sessionId, user.token),
      );
      owner.requestUpdate(false);
      await owner.nextUpdate();
      // Keys go to the window under the pointer: the xterm of the test desktop at the top left.
      owner.pointer(300, 200);

      // Nobody else shares or lists it: not another user, not an administrator.
      const stranger = await terminalUser(server());
      for (const token of [stranger.token, user.admin]) {
        const foreign = await call(server().app, 'POST', `/terminal/sessions/${session.sessionId}/shares`, {
          token,
          body: { validMinutes: 10 },
        });
        expect(foreign.body.code).toBe(ResponseCode.terminalSessionNotFound);
      }

      const created = await share(server(), user.token, session.sessionId);
      expect(created.path).toBe(`/share-rdp?token=${created.token}`);
      expect(created.code).toMatch(/^\d{6}$/);
      const listedByStranger = await call(server().app, 'GET', `/terminal/sessions/${session.sessionId}/shares`, {
        token: stranger.token,
      });
      expect(listedByStranger.body).toMatchObject({ code: 200, data: [] });
      const wrongCode = created.code === '000000' ? '111111' : '000000';
      expect((await join(server(), { token: created.token, code: wrongCode })).body).toMatchObject({
        code: ResponseCode.shareCodeWrong,
        msg: 'The verification code is wrong',
      });

      const guest = await guestWatching(server(), created);
      expect(guest).toMatchObject({ width: 1024, height: 768 });
      expect(live?.watcherCount).toBe(1);
      const listed = await call(server().app, 'GET', `/terminal/sessions/${session.sessionId}/shares`, {
        token: user.token,
      });
      const [shown] = listed.body.data as TerminalShare[];
      expect(shown?.guests).toHaveLength(1);
      const guestId = shown?.guests[0]?.guestId ?? '';

      // Not let to type: the guest's command never runs, while the owner's typed after it does.
      const early = home(`rdp-guest-early-${session.sessionId}-${RUN}.txt`);
      const ownerFile = home(`rdp-owner-${session.sessionId}-${RUN}.txt`);
      const granted = home(`rdp-guest-granted-${session.sessionId}-${RUN}.txt`);
      for (const file of [early, ownerFile, granted]) rmSync(file, { force: true });
      guest.pointer(300, 200);
      guest.typeText(`echo guest-early > ${early}\n`);
      owner.typeText(`echo owner > ${ownerFile}\n`);
      await eventually(async () => existsSync(ownerFile), 20_000);
      expect(existsSync(early)).toBe(false);

      // Let to type: the guest's command runs on the RDP host.
      const grant = await call(server().app, 'POST', `/terminal/shares/${created.shareId}/input`, {
        token: user.token,
        body: { guestId },
        lang: 'en',
      });
      expect(grant.body).toMatchObject({ code: 200 });
      await eventually(async () => guest.controls.some((frame) => frame.type === 'notice'), 5000);
      expect(guest.controls).toContainEqual(expect.objectContaining({ type: 'notice', level: 'info' }));
      guest.pointer(300, 200);
      guest.typeText(`echo guest-granted > ${granted}\n`);
      await eventually(async () => existsSync(granted) && readFileSync(granted, 'utf8') === 'guest-granted\n', 20_000);

      // The guest's paste frame carries UTF-8: Chinese reaches the session's display as typed.
      const pasted = `来宾粘贴 ${RUN}`;
      guest.send(JSON.stringify({ type: 'paste', text: pasted }));
      await eventually(async () => (await bastionClipboard(live)) === pasted, 15_000);

      // A stranger cannot revoke it; the owner's revoke closes the guest, and the link stops working.
      const foreignRevoke = await call(server().app, 'POST', `/terminal/shares/${created.shareId}/revoke`, {
        token: stranger.token,
      });
      expect(foreignRevoke.body.code).toBe(ResponseCode.shareNotFound);
      const revoked = await call(server().app, 'POST', `/terminal/shares/${created.shareId}/revoke`, {
        token: user.token,
      });
      expect(revoked.body).toMatchObject({ code: 200 });
      expect((await guest.waitClosed()).code).toBe(GraphicalCloseCode.shareEnded);
      expect((await join(server(), created)).body.code).toBe(ResponseCode.shareNotFound);
      expect(live?.ended).toBe(false);
      await owner.close();
      for (const file of [early, ownerFile, granted]) rmSync(file, { force: true });
    }, 90_000);

    it('a ticket works once, a share policy is honoured, and the session’s end closes the guests with its reason', async () => {
      const { user, session } = await liveRdpSession(server(), rdp);
      const created = await share(server(), user.token, session.sessionId);
      const joined = await join(server(), created);
      const ticket = (joined.body.data as { ticket: string }).ticket;
      const origin = (await listen(server())).replace('ws://', 'http://');
      const guest = await RfbTestClient.connect(graphicalShareSocketUrl(origin, ticket));
      await expect(RfbTestClient.connect(graphicalShareSocketUrl(origin, ticket))).rejects.toThrow(/4404/);
      // A terminal share's socket does not show a desktop, even with a fresh ticket.
      const other = await join(server(), created);
      await expect(
        RfbTestClient.connect(shareSocketUrl(origin, (other.body.data as { ticket: string }).ticket)),
      ).rejects.toThrow(/4404/);

      // A behaviour policy that denies sharing refuses new shares of the live session.
      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: user.admin,
        body: { name: `rdp-no-share-${Math.floor(Math.random() * 1e9)}`, userIds: [user.id], share: 1 },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      const refused = await call(server().app, 'POST', `/terminal/sessions/${session.sessionId}/shares`, {
        token: user.token,
        body: { validMinutes: 10 },
      });
      expect(refused.body.code).toBe(ResponseCode.shareDeniedByPolicy);

      const ended = await call(server().app, 'POST', `/audit/sessions/${session.sessionId}/terminate`, {
        token: user.admin,
      });
      expect(ended.body).toMatchObject({ code: 200 });
      expect((await guest.waitClosed()).code).toBe(1000);
      expect(guest.controls).toContainEqual(expect.objectContaining({ type: 'closed', reason: 'terminated' }));
      expect((await join(server(), created)).body.code).toBe(ResponseCode.shareNotFound);
    }, 90_000);
  },
  { graphical: { graceSeconds: 5, maxSessions: 1 } },
);
