import { type FileHandle, open } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { checkSessionStanding } from '../../src/server/modules/terminal/sessionStanding';
import type { BehaviorPolicy, EffectiveBehavior } from '../../src/shared/api/behaviorPolicies';
import type { TerminalSession } from '../../src/shared/api/terminal';
import { ResponseCode } from '../../src/shared/codes';
import { TerminalCloseCode, terminalWatchSocketUrl } from '../../src/shared/protocol/terminal';
import { BehaviorRule, RecordingMode } from '../../src/shared/rules/behaviorRules';
import { accountApi, sshAsset } from './accountApi';
import { addTag } from './assetApi';
import { call } from './client';
import { grant } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { listen, openSocket } from './sockets';
import {
  grantedAccount,
  openSessionOk,
  PASSWORD_ACCOUNT,
  sessionRow,
  sshdForFile,
  TerminalClient,
  terminalUser,
  until,
} from './terminalApi';

/**
 * Behaviour policies (docs/behaviour-policies.md): the form's rules and refusals, how several policies combine,
 * and the gateway enforcing them on sessions to a real OpenSSH server — idle timeout, maximum length with its
 * warning, upload and download, share and monitor. Each block has its own server: the clock moves here.
 */
const sshd = sshdForFile();
const pw = PASSWORD_ACCOUNT;
let policyCount = 0;

async function addPolicy(server: TestServer, admin: string, body: Record<string, unknown>): Promise<BehaviorPolicy> {
  policyCount += 1;
  const result = await call(server.app, 'POST', '/policy/behavior/add', {
    token: admin,
    body: { name: `behaviour-${policyCount}`, ...body },
  });
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as BehaviorPolicy;
}

async function liveSession(server: TestServer, name: string) {
  const user = await terminalUser(server);
  const target = await grantedAccount(server, user.admin, user.id, { name, host: sshd().host, port: sshd().port }, pw);
  return { user, target };
}

async function attach(server: TestServer, token: string, target: { assetId: number; accountId: number }) {
  const session = await openSessionOk(server, token, target);
  const client = await TerminalClient.attach(server, token, session.sessionId);
  await client.waitForOutput('$ ');
  return { session, client };
}

describeEachDatabase('behaviour policies: the form and how policies combine', (server) => {
  it('refuses a policy without rules, minutes out of range and unknown tags, naming the problem', async () => {
    const { admin } = await terminalUser(server());
    const empty = await call(server().app, 'POST', '/policy/behavior/add', { token: admin, body: { name: 'nothing' } });
    expect(empty.body).toMatchObject({ code: 400, msg: '请至少设置一项会话规则' });
    const zero = await call(server().app, 'POST', '/policy/behavior/add', {
      token: admin,
      body: { name: 'zero', idleMinutes: 0 },
      lang: 'en',
    });
    expect(zero.body).toMatchObject({ code: 400, msg: 'idleMinutes must be a whole number of minutes from 1 to 1440' });
    const unknownTag = await call(server().app, 'POST', '/policy/behavior/add', {
      token: admin,
      body: { name: 'ghost-tag', upload: BehaviorRule.deny, tagIds: [987654] },
    });
    expect(unknownTag.body).toMatchObject({ code: 400, data: { field: 'tagIds' } });
    const list = await call(server().app, 'GET', '/policy/behavior/list', { token: admin });
    expect(list.body.rows).toEqual([]);
  });

  it('saves, lists, edits and deletes a policy with its tags and rules', async () => {
    const { admin } = await terminalUser(server());
    const tag = await addTag(server(), admin, 'prod-db');
    const saved = await addPolicy(server(), admin, {
      priority: 10,
      tagIds: [tag.tagId],
      maxSessionMinutes: 60,
      download: BehaviorRule.deny,
    });
    expect(saved).toMatchObject({
      priority: 10,
      tagIds: [tag.tagId],
      tags: [{ id: tag.tagId, name: 'prod-db' }],
      maxSessionMinutes: 60,
      download: BehaviorRule.deny,
      upload: null,
      idleMinutes: null,
    });
    const edited = await call(server().app, 'PUT', '/policy/behavior/edit', {
      token: admin,
      body: { id: saved.id, name: saved.name, priority: 5, idleMinutes: 20, tagIds: [] },
    });
    expect(edited.body.data).toMatchObject({ priority: 5, idleMinutes: 20, maxSessionMinutes: null, tags: [] });
    const list = await call(server().app, 'GET', '/policy/behavior/list', {
      token: admin,
      query: { name: 'behaviour' },
    });
    expect((list.body.rows as BehaviorPolicy[]).map((row) => row.id)).toContain(saved.id);
    const removed = await call(server().app, 'POST', `/policy/behavior/remove/${saved.id}`, { token: admin });
    expect(removed.body.data).toEqual({ removed: 1 });
  });

  it('decides rule by rule: the first priority that sets a rule, the stricter one on a tie, defaults otherwise', async () => {
    const { user, target } = await liveSession(server(), 'beh-combine');
    const { admin } = user;
    await addPolicy(server(), admin, { priority: 1, userIds: [user.id], idleMinutes: 30 });
    await addPolicy(server(), admin, { priority: 2, upload: BehaviorRule.allow, idleMinutes: 5 });
    await addPolicy(server(), admin, { priority: 2, upload: BehaviorRule.deny, download: BehaviorRule.allow });
    const colleague = await terminalUser(server());
    await addPolicy(server(), admin, { priority: 3, userIds: [colleague.id], share: BehaviorRule.deny });
    await addPolicy(server(), admin, { priority: 9, enabled: false, monitor: BehaviorRule.deny });

    const preview = await call(server().app, 'GET', '/policy/behavior/effective', {
      token: admin,
      query: { userId: String(user.id), accountId: String(target.accountId) },
    });
    const effective = preview.body.data as EffectiveBehavior;
    expect(effective).toMatchObject({
      idleMinutes: 30,
      maxSessionMinutes: null,
      upload: false,
      download: true,
      share: true,
      monitor: true,
      clipboardCopy: true,
      recordingStrict: true,
    });
    expect(Object.keys(effective.decidedBy).sort()).toEqual(['download', 'idleMinutes', 'upload']);

    // The operator reads what applied to their session; the record keeps it.
    const session = await openSessionOk(server(), user.token, target);
    expect(session.behavior).toMatchObject({ idleMinutes: 30, upload: false });
    const row = await sessionRow(server(), session.sessionId);
    expect(JSON.parse(row.behavior ?? 'null')).toMatchObject({ idleMinutes: 30, upload: false });
    const mine = await call(server().app, 'GET', '/terminal/sessions/mine', { token: user.token });
    expect(
      (mine.body.data as TerminalSession[]).find((s) => s.sessionId === session.sessionId)?.behavior,
    ).toMatchObject({ upload: false });
    await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });

    // Only a policy reader sees the preview.
    const peek = await call(server().app, 'GET', '/policy/behavior/effective', {
      token: user.token,
      query: { userId: String(user.id), accountId: String(target.accountId) },
    });
    expect(peek.body.code).toBe(ResponseCode.forbidden);
  });
});

describeEachDatabase('behaviour policies: time limits on a live session', (server) => {
  it('ends a session idle past its timeout, and not one whose user keeps typing', async () => {
    const { user, target } = await liveSession(server(), 'beh-idle');
    await addPolicy(server(), user.admin, { userIds: [user.id], idleMinutes: 15 });
    const { session, client } = await attach(server(), user.token, target);

    for (let step = 0; step < 3; step += 1) {
      server().clock.advance(10 * 60_000);
      client.type(`echo idle-"${step}"\r`);
      await client.waitForOutput(`idle-${step}`);
      await checkSessionStanding(server().app.gatehouse);
    }
    expect((await sessionRow(server(), session.sessionId)).end_reason).toBeNull();

    server().clock.advance(16 * 60_000);
    await checkSessionStanding(server().app.gatehouse);
    expect(await client.closedFrame()).toMatchObject({ reason: 'idleTimeout', message: '会话空闲超时，已关闭' });
    await until(async () => (await sessionRow(server(), session.sessionId)).end_reason === 'idleTimeout');
  });

  it('warns five minutes before the maximum length once, then ends the session at it', async () => {
    const { user, target } = await liveSession(server(), 'beh-max');
    const policy = await addPolicy(server(), user.admin, { assetIds: [target.assetId], maxSessionMinutes: 30 });
    const { session, client } = await attach(server(), user.token, target);

    server().clock.advance(26 * 60_000);
    client.type('echo busy\r');
    await checkSessionStanding(server().app.gatehouse);
    const warning = await client.waitForNotice(/最长时长/);
    expect(warning).toMatchObject({ level: 'warning' });
    expect(warning.message).toContain(`4 分钟后`);
    expect(warning.message).toContain(policy.name);
    await checkSessionStanding(server().app.gatehouse);
    expect(client.notices.filter((notice) => /最长时长/.test(notice.message))).toHaveLength(1);
    // The warning is in the session's output, so the recording and any watcher show it too.
    await client.waitForOutput('最长时长');

    server().clock.advance(4 * 60_000);
    await checkSessionStanding(server().app.gatehouse);
    expect(await client.closedFrame()).toMatchObject({ reason: 'maxDuration', message: '会话已达到最长时长，已关闭' });
    await until(async () => (await sessionRow(server(), session.sessionId)).end_reason === 'maxDuration');
  });

  it('applies a policy added while the session runs at the next check', async () => {
    const { user, target } = await liveSession(server(), 'beh-late');
    const { session, client } = await attach(server(), user.token, target);
    server().clock.advance(40 * 60_000);
    await checkSessionStanding(server().app.gatehouse);
    expect((await sessionRow(server(), session.sessionId)).end_reason).toBeNull();
    await addPolicy(server(), user.admin, { accountIds: [target.accountId], maxSessionMinutes: 30 });
    await checkSessionStanding(server().app.gatehouse);
    expect(await client.closedFrame()).toMatchObject({ reason: 'maxDuration' });
  });
});

describeEachDatabase('behaviour policies: transfer, share and monitor', (server) => {
  it('refuses an upload a tag-scoped policy denies, naming the policy, and leaves download alone', async () => {
    const user = await terminalUser(server());
    const tag = await addTag(server(), user.admin, `no-upload-${Math.floor(Math.random() * 1e6)}`);
    const asset = await sshAsset(server(), user.admin, 'beh-tagged', sshd().host, sshd().port, { tagIds: [tag.tagId] });
    const account = await accountApi(server(), user.admin).addOk({ assetId: asset.assetId, ...pw });
    await grant(server(), user.admin, { userIds: [user.id], assetIds: [asset.assetId] });
    const policy = await addPolicy(server(), user.admin, { tagIds: [tag.tagId], upload: BehaviorRule.deny });
    const session = await openSessionOk(server(), user.token, { assetId: asset.assetId, accountId: account.accountId });
    expect(session.behavior).toMatchObject({ upload: false, download: true, decidedBy: { upload: policy.name } });

    const record = (direction: 0 | 1) =>
      call(server().app, 'POST', '/transfer/record', {
        token: user.token,
        body: { sessionId: session.sessionId, direction, fileName: 'notes.txt', size: 5, remotePath: '/tmp/notes.txt' },
      });
    expect((await record(0)).body).toMatchObject({
      code: ResponseCode.transferDirectionDenied,
      msg: `行为策略“${policy.name}”禁止在此会话中上传文件`,
    });
    expect((await record(1)).body.code).toBe(ResponseCode.ok);

    // An untagged asset of the same user is not in the policy's scope.
    const other = await grantedAccount(
      server(),
      user.admin,
      user.id,
      { name: 'beh-untagged', host: sshd().host, port: sshd().port },
      pw,
    );
    const free = await openSessionOk(server(), user.token, other);
    expect(free.behavior).toMatchObject({ upload: true });
    for (const id of [session.sessionId, free.sessionId])
      await call(server().app, 'DELETE', `/terminal/sessions/${id}`, { token: user.token });
  });

  it('refuses to share a session a policy keeps private, and keeps a monitor from watching while terminate works', async () => {
    const { user, target } = await liveSession(server(), 'beh-private');
    const policy = await addPolicy(server(), user.admin, {
      accountIds: [target.accountId],
      share: BehaviorRule.deny,
      monitor: BehaviorRule.deny,
    });
    const { session, client } = await attach(server(), user.token, target);

    const shared = await call(server().app, 'POST', `/terminal/sessions/${session.sessionId}/shares`, {
      token: user.token,
      body: { validMinutes: 10 },
    });
    expect(shared.body).toMatchObject({
      code: ResponseCode.shareDeniedByPolicy,
      msg: `行为策略“${policy.name}”禁止分享此会话`,
    });

    const origin = (await listen(server())).replace('ws://', 'http://');
    const watcher = await openSocket(terminalWatchSocketUrl(origin, session.sessionId, user.admin));
    expect((await watcher.closed).code).toBe(TerminalCloseCode.monitorDenied);

    const terminated = await call(server().app, 'POST', `/audit/sessions/${session.sessionId}/terminate`, {
      token: user.admin,
    });
    expect(terminated.body.code).toBe(200);
    expect(await client.closedFrame()).toMatchObject({ reason: 'terminated' });
  });
});

/** Recordings of the next block write normally until `breakRecordings` is set: then every write fails as a full disk does. */
let breakRecordings = false;
async function openRecordingFile(path: string): Promise<FileHandle> {
  const file = await open(path, 'wx', 0o600);
  return new Proxy(file, {
    get(target, property) {
      if (property === 'write' && breakRecordings)
        return () =>
          Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describeEachDatabase(
  'behaviour policies: strict and best-effort recording',
  (server) => {
    it('ends a strictly recorded session when its recording fails, and refuses to open one that cannot be recorded', async () => {
      breakRecordings = false;
      const { user, target } = await liveSession(server(), 'beh-strict');
      const { session, client } = await attach(server(), user.token, target);
      breakRecordings = true;
      client.type('echo after-"break"\r');
      expect(await client.closedFrame()).toMatchObject({
        reason: 'recordingFailed',
        message: '会话录像无法写入，按策略会话已关闭',
      });
      await until(async () => (await sessionRow(server(), session.sessionId)).end_reason === 'recordingFailed');

      const refused = await call(server().app, 'POST', '/terminal/sessions', {
        token: user.token,
        body: { ...target, cols: 80, rows: 24 },
      });
      expect(refused.body.code).toBe(ResponseCode.terminalRecordingFailed);
      breakRecordings = false;
    });

    it('keeps a best-effort session running when its recording fails', async () => {
      breakRecordings = false;
      const { user, target } = await liveSession(server(), 'beh-effort');
      await addPolicy(server(), user.admin, { userIds: [user.id], recording: RecordingMode.bestEffort });
      const { session, client } = await attach(server(), user.token, target);
      expect(session.behavior).toMatchObject({ recordingStrict: false });
      breakRecordings = true;
      client.type('echo first-"after"\r');
      await client.waitForOutput('first-after');
      // Past the recorder's flush, which fails: the session goes on.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      client.type('echo still-"working"\r');
      await client.waitForOutput('still-working');
      expect((await sessionRow(server(), session.sessionId)).end_reason).toBeNull();
      breakRecordings = false;
      await call(server().app, 'DELETE', `/terminal/sessions/${session.sessionId}`, { token: user.token });
      await until(async () => (await sessionRow(server(), session.sessionId)).end_reason === 'userClosed');
    });
  },
  { terminal: { openRecordingFile } },
);
