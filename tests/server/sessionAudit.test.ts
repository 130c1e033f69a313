import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { LoginResult, type SessionCommand, SessionState, type TerminalSession } from '../../src/shared/api/terminal';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { ADMIN, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { type SeededSession, seedSession } from './sessionAuditFixtures';

async function list(server: TestServer, token: string, query: Record<string, string>) {
  const result = await call(server.app, 'GET', '/audit/sessions/list', { token, query });
  expect(result.body.code).toBe(ResponseCode.ok);
  return { rows: result.body.rows as TerminalSession[], total: result.body.total ?? 0 };
}

const ids = (rows: TerminalSession[]) => rows.map((row) => row.sessionId);

describeEachDatabase('session audit', (server) => {
  let token = '';
  let web: SeededSession;
  let db: SeededSession;
  let live: SeededSession;
  let failed: SeededSession;

  beforeAll(async () => {
    token = await signInAdmin(server());
    web = await seedSession(server(), {
      userName: 'alice_ops',
      assetName: 'web-01',
      address: '10.0.0.21',
      accountName: 'root',
      state: SessionState.finished,
      startedAt: '2026-11-20T08:00:00.000Z',
      commands: [
        { at: 1.5, line: 'uname -a', output: 'Linux web-01' },
        { at: 4.25, line: 'systemctl restart nginx', output: '' },
      ],
    });
    db = await seedSession(server(), {
      userName: 'bob_dba',
      assetName: 'db-01',
      address: '10.0.0.31',
      accountName: 'postgres',
      state: SessionState.finished,
      startedAt: '2026-11-21T09:00:00.000Z',
      commands: [{ at: 2, line: 'psql -c "select 100%_done"', output: '1' }],
    });
    live = await seedSession(server(), {
      userName: 'alice_ops',
      assetName: 'db-01',
      address: '10.0.0.31',
      accountName: 'deploy',
      state: SessionState.online,
      startedAt: '2026-11-22T10:00:00.000Z',
      commands: [{ at: 0.5, line: 'tail -f /var/log/syslog', output: 'Nov 22 log line' }],
    });
    failed = await seedSession(server(), {
      userName: 'carol',
      assetName: 'web-02',
      address: 'web-02.example.com',
      accountName: 'root',
      state: SessionState.finished,
      startedAt: '2026-11-22T11:00:00.000Z',
      loginResult: LoginResult.failure,
      noRecording: true,
    });
  });

  it('lists online and finished sessions newest first, and filters by state', async () => {
    const all = await list(server(), token, {});
    expect(ids(all.rows)).toEqual([failed.id, live.id, db.id, web.id]);
    expect(all.total).toBe(4);
    expect(ids((await list(server(), token, { state: '1' })).rows)).toEqual([live.id]);
    expect(ids((await list(server(), token, { state: '2' })).rows)).toEqual([failed.id, db.id, web.id]);
  });

  it('filters by user, asset name or address, account, start range and paginates', async () => {
    expect(ids((await list(server(), token, { userName: 'ALICE' })).rows)).toEqual([live.id, web.id]);
    expect(ids((await list(server(), token, { asset: 'db-01' })).rows)).toEqual([live.id, db.id]);
    expect(ids((await list(server(), token, { asset: '10.0.0.21' })).rows)).toEqual([web.id]);
    expect(ids((await list(server(), token, { accountName: 'root' })).rows)).toEqual([failed.id, web.id]);
    const range = await list(server(), token, { startFrom: '2026-11-21T00:00:00Z', startTo: '2026-11-22T10:30:00Z' });
    expect(ids(range.rows)).toEqual([live.id, db.id]);
    const page = await list(server(), token, { pageNum: '2', pageSize: '3' });
    expect(ids(page.rows)).toEqual([web.id]);
    expect(page.total).toBe(4);
  });

  it('finds sessions by the text of a submitted command, wildcards matched literally', async () => {
    expect(ids((await list(server(), token, { command: 'NGINX' })).rows)).toEqual([web.id]);
    expect(ids((await list(server(), token, { command: '100%_' })).rows)).toEqual([db.id]);
    expect(ids((await list(server(), token, { command: '%' })).rows)).toEqual([db.id]);
    expect((await list(server(), token, { command: 'rm -rf' })).total).toBe(0);
  });

  it('refuses an unreadable start bound with a coded reply naming the field', async () => {
    const result = await call(server().app, 'GET', '/audit/sessions/list', {
      token,
      query: { startFrom: 'yesterday' },
    });
    expect(result.body.code).toBe(ResponseCode.badRequest);
    expect(result.body.msg).toContain('startFrom');
  });

  it('answers one session with its facts, the online one with the size on disk', async () => {
    const one = await call(server().app, 'GET', `/audit/sessions/${web.id}`, { token });
    expect(one.body.code).toBe(ResponseCode.ok);
    expect(one.body.data).toMatchObject({
      sessionId: web.id,
      userName: 'alice_ops',
      assetName: 'web-01',
      address: '10.0.0.21',
      accountName: 'root',
      protocol: 'SSH',
      clientIp: '198.51.100.9',
      state: SessionState.finished,
      loginResult: LoginResult.success,
      endReason: 'userClosed',
      durationSeconds: 65,
      recordingBytes: web.castBytes,
      commandCount: 2,
    });
    const online = (await call(server().app, 'GET', `/audit/sessions/${live.id}`, { token })).body
      .data as TerminalSession;
    expect(online).toMatchObject({ state: SessionState.online, endTime: null, recordingBytes: live.castBytes });
    const none = await call(server().app, 'GET', '/audit/sessions/999999', { token });
    expect(none.body.code).toBe(ResponseCode.auditSessionNotFound);
    const bad = await call(server().app, 'GET', '/audit/sessions/abc', { token });
    expect(bad.body.code).toBe(ResponseCode.badRequest);
  });

  it('lists a session’s commands in order with their moment in the recording', async () => {
    const result = await call(server().app, 'GET', `/audit/sessions/${web.id}/commands`, { token });
    expect(result.body.code).toBe(ResponseCode.ok);
    const commands = result.body.data as SessionCommand[];
    expect(commands.map(({ at, line, action }) => ({ at, line, action }))).toEqual([
      { at: 1.5, line: 'uname -a', action: 'run' },
      { at: 4.25, line: 'systemctl restart nginx', action: 'run' },
    ]);
    const none = await call(server().app, 'GET', '/audit/sessions/999999/commands', { token });
    expect(none.body.code).toBe(ResponseCode.auditSessionNotFound);
  });

  it('downloads the recording byte for byte as an asciicast attachment, and logs the download', async () => {
    const result = await call(server().app, 'GET', `/audit/sessions/${web.id}/cast`, { token });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('application/x-asciicast');
    expect(result.headers['content-disposition']).toBe(`attachment; filename="session-${web.id}.cast"`);
    const onDisk = await readFile(join(server().dataDir, 'recordings', `${web.id}.cast`), 'utf8');
    expect(result.text).toBe(onDisk);
    expect(result.text.split('\n')[0]).toContain('"version":2');
    expect(result.text).toContain('systemctl restart nginx');

    const [row] = await server()
      .db.selectFrom('operation_logs')
      .selectAll()
      .where('path', '=', `/prod-api/audit/sessions/${web.id}/cast`)
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({
      user_name: ADMIN.userName,
      method: 'GET',
      code: ResponseCode.ok,
      title: 'Download a session recording',
      target_ids: String(web.id),
    });
  });

  it('downloads what an online session has on disk so far', async () => {
    const result = await call(server().app, 'GET', `/audit/sessions/${live.id}/cast`, { token });
    expect(result.status).toBe(200);
    expect(Buffer.byteLength(result.text)).toBe(live.castBytes);
    expect(result.text).toContain('Nov 22 log line');
  });

  it('answers a coded failure for an unknown session and for a session without a recording', async () => {
    const unknown = await call(server().app, 'GET', '/audit/sessions/999999/cast', { token });
    expect(unknown.body.code).toBe(ResponseCode.auditSessionNotFound);
    const noFile = await call(server().app, 'GET', `/audit/sessions/${failed.id}/cast`, { token });
    expect(noFile.body.code).toBe(ResponseCode.auditRecordingNotFound);
    expect(noFile.body.msg).toContain('录像');
  });

  it('refuses callers without a token (401) or without system:log:query (403), and logs the refusal', async () => {
    await createUser(server(), { userName: 'audit_no_log', permissions: [Permission.homeQuery] });
    const plain = await signIn(server(), 'audit_no_log', 'Passw0rd!x');
    for (const path of ['/audit/sessions/list', `/audit/sessions/${web.id}`, `/audit/sessions/${web.id}/commands`]) {
      expect((await call(server().app, 'GET', path)).body.code).toBe(ResponseCode.sessionExpired);
      expect((await call(server().app, 'GET', path, { token: plain })).body.code).toBe(ResponseCode.forbidden);
    }
    const anonymous = await call(server().app, 'GET', `/audit/sessions/${web.id}/cast`);
    expect(anonymous.body.code).toBe(ResponseCode.sessionExpired);
    expect(anonymous.text).not.toContain('version');
    const refused = await call(server().app, 'GET', `/audit/sessions/${web.id}/cast`, { token: plain });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    const [row] = await server()
      .db.selectFrom('operation_logs')
      .selectAll()
      .where('path', '=', `/prod-api/audit/sessions/${web.id}/cast`)
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({ user_name: 'audit_no_log', code: ResponseCode.forbidden });

    await createUser(server(), { userName: 'audit_reader', permissions: [Permission.logQuery] });
    const reader = await signIn(server(), 'audit_reader', 'Passw0rd!x');
    expect((await list(server(), reader, {})).total).toBe(4);
  });

  it('publishes the session audit calls, the recording download included, in the OpenAPI document', async () => {
    const spec = await server().app.inject({ method: 'GET', url: '/prod-api/docs/json' });
    const doc = spec.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/prod-api/audit/sessions/list',
        '/prod-api/audit/sessions/{sessionId}',
        '/prod-api/audit/sessions/{sessionId}/commands',
        '/prod-api/audit/sessions/{sessionId}/cast',
      ]),
    );
  });
});
