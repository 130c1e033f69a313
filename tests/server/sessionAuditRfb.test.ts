import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { RfbRecordingWriter } from '../../src/server/bastion/graphical/recording';
import { Permission } from '../../src/shared/access/permissions';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { ResponseCode } from '../../src/shared/codes';
import { GraphicalRecordingParser } from '../../src/shared/protocol/graphicalRecording';
import { call } from './client';
import { ADMIN, createUser, signIn, signInAdmin } from './fixtures';
import { describeOnSqlite, type TestServer } from './harness';
import { seedSession } from './sessionAuditFixtures';

/** A graphical session's row as the graphical module writes it, with a real `.rfb` made by the writer. */
async function seedGraphical(server: TestServer, options: { protocol: string; state: number; recording: boolean }) {
  const { id } = await server.db
    .insertInto('terminal_sessions')
    .values({
      user_id: 1,
      user_name: 'dora_ops',
      nick_name: 'Dora',
      asset_id: 1,
      asset_name: 'win-01',
      address: '10.0.0.41',
      port: 3389,
      protocol: options.protocol,
      account_id: 1,
      account_name: 'Administrator',
      proxy_name: null,
      encoding: 'UTF-8',
      client_ip: '198.51.100.9',
      node_id: 'test',
      state: options.state,
      login_result: LoginResult.success,
      failure_reason: null,
      end_reason: options.state === SessionState.finished ? 'userClosed' : null,
      terminated_by: null,
      exit_code: null,
      cols: 1280,
      rows: 800,
      recording_file: null,
      started_at: '2026-11-24T08:00:00.000Z',
      ended_at: options.state === SessionState.finished ? '2026-11-24T08:01:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!options.recording) return id;
  const writer = await RfbRecordingWriter.open({
    directory: join(server.dataDir, 'recordings'),
    fileName: `${id}.rfb`,
    sessionId: id,
    protocol: options.protocol,
    width: 1280,
    height: 800,
  });
  writer.server(Buffer.from('RFB 003.008\n'));
  writer.client(Buffer.from('RFB 003.008\n'));
  // Enough to be well past one read chunk of the stream.
  writer.server(Buffer.alloc(600_000, 0x5a));
  await writer.close();
  await server.db
    .updateTable('terminal_sessions')
    .set({ recording_file: `${id}.rfb` })
    .where('id', '=', id)
    .execute();
  return id;
}

const download = (server: TestServer, id: number, token?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/prod-api/audit/sessions/${id}/rfb`,
    headers: {
      'accept-language': 'en-US',
      'accept-encoding': 'br, gzip',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describeOnSqlite('session audit: graphical recordings', (server) => {
  let token = '';
  let rdp = 0;

  beforeAll(async () => {
    token = await signInAdmin(server());
    rdp = await seedGraphical(server(), { protocol: 'RDP', state: SessionState.finished, recording: true });
  });

  it('streams an RDP session’s .rfb byte for byte with its length, and logs the download', async () => {
    const response = await download(server(), rdp, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-gatehouse-rfb');
    expect(response.headers['content-encoding']).toBeUndefined();
    const onDisk = await readFile(join(server().dataDir, 'recordings', `${rdp}.rfb`));
    expect(Number(response.headers['content-length'])).toBe(onDisk.length);
    expect(response.rawPayload.equals(onDisk)).toBe(true);
    const parser = new GraphicalRecordingParser();
    const items = parser.push(response.rawPayload);
    expect(items[0]).toMatchObject({ kind: 'header', header: { sessionId: rdp, protocol: 'RDP', width: 1280 } });
    expect(items.filter((item) => item.kind === 'record')).toHaveLength(3);

    const [row] = await server()
      .db.selectFrom('operation_logs')
      .selectAll()
      .where('path', '=', `/prod-api/audit/sessions/${rdp}/rfb`)
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({
      user_name: ADMIN.userName,
      method: 'GET',
      code: ResponseCode.ok,
      target_ids: String(rdp),
    });
  });

  it('serves what an online session has on disk so far, a cut last record included', async () => {
    const live = await seedGraphical(server(), { protocol: 'VNC', state: SessionState.online, recording: true });
    const path = join(server().dataDir, 'recordings', `${live}.rfb`);
    await appendFile(path, Buffer.from([0, 0, 1]));
    const response = await download(server(), live, token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await readFile(path))).toBe(true);
    const parser = new GraphicalRecordingParser();
    expect(parser.push(response.rawPayload).filter((item) => item.kind === 'record')).toHaveLength(3);
    expect(parser.pendingBytes).toBe(3);
  });

  it('answers coded failures: unknown session, no recording, a terminal session (its recording is a cast)', async () => {
    const unknown = await call(server().app, 'GET', '/audit/sessions/999999/rfb', { token });
    expect(unknown.body.code).toBe(ResponseCode.auditSessionNotFound);
    const none = await seedGraphical(server(), { protocol: 'RDP', state: SessionState.finished, recording: false });
    const noFile = await call(server().app, 'GET', `/audit/sessions/${none}/rfb`, { token, lang: 'en' });
    expect(noFile.body).toMatchObject({ code: ResponseCode.auditRecordingNotFound });
    expect(noFile.body.msg).toContain('no recording');
    const ssh = await seedSession(server(), {
      userName: 'erin',
      assetName: 'web-02',
      address: '10.0.0.22',
      accountName: 'root',
      state: SessionState.finished,
      startedAt: '2026-11-24T09:00:00.000Z',
    });
    const cast = await call(server().app, 'GET', `/audit/sessions/${ssh.id}/rfb`, { token });
    expect(cast.body.code).toBe(ResponseCode.auditRecordingNotFound);
    // And the other way round: the asciicast download does not hand out an .rfb.
    const rfbAsCast = await call(server().app, 'GET', `/audit/sessions/${rdp}/cast`, { token });
    expect(rfbAsCast.body.code).toBe(ResponseCode.auditRecordingNotFound);
    const bad = await call(server().app, 'GET', '/audit/sessions/abc/rfb', { token });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).not.toBe(ResponseCode.ok);
  });

  it('refuses callers without a token or without system:log:query, and logs the refusal', async () => {
    const anonymous = await download(server(), rdp);
    expect(anonymous.json()).toMatchObject({ code: ResponseCode.sessionExpired });
    await createUser(server(), { userName: 'rfb_no_log', permissions: [Permission.homeQuery] });
    const plain = await signIn(server(), 'rfb_no_log', 'Passw0rd!x');
    const refused = await download(server(), rdp, plain);
    expect(refused.json()).toMatchObject({ code: ResponseCode.forbidden });
    const [row] = await server()
      .db.selectFrom('operation_logs')
      .selectAll()
      .where('path', '=', `/prod-api/audit/sessions/${rdp}/rfb`)
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({ user_name: 'rfb_no_log', code: ResponseCode.forbidden });
  });
});
