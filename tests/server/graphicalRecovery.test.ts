import { appendFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RfbRecordingWriter } from '../../src/server/bastion/graphical/recording';
import { closeInterruptedSessions } from '../../src/server/modules/terminal';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { describeOnSqlite } from './harness';

describeOnSqlite('start-up recovery of a graphical session', (server) => {
  it('cuts its .rfb back to the last whole record and finishes the row with its end and size', async () => {
    const deps = server().app.gatehouse;
    const startedAt = '2026-11-24T08:00:00.000Z';
    const { id } = await server()
      .db.insertInto('terminal_sessions')
      .values({
        user_id: 1,
        user_name: 'dora_ops',
        nick_name: 'Dora',
        asset_id: 1,
        asset_name: 'win-01',
        address: '10.0.0.41',
        port: 3389,
        protocol: 'RDP',
        account_id: 1,
        account_name: 'Administrator',
        proxy_name: null,
        encoding: 'UTF-8',
        client_ip: '198.51.100.9',
        node_id: deps.terminals.nodeId,
        state: SessionState.online,
        login_result: LoginResult.success,
        failure_reason: null,
        end_reason: null,
        terminated_by: null,
        exit_code: null,
        cols: 1024,
        rows: 768,
        recording_file: null,
        started_at: startedAt,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let ms = 0;
    const writer = await RfbRecordingWriter.open({
      directory: deps.terminals.recordingsDir,
      fileName: `${id}.rfb`,
      sessionId: id,
      protocol: 'RDP',
      width: 1024,
      height: 768,
      clock: { wallMs: () => Date.parse(startedAt) + ms, monotonicMs: () => ms },
    });
    writer.server(Buffer.from('RFB 003.008\n'));
    ms = 2500;
    writer.server(Buffer.alloc(1000, 7));
    const whole = (await writer.close()).sizeBytes;
    const path = join(deps.terminals.recordingsDir, `${id}.rfb`);
    // What a crash mid-write leaves: the head of a record and part of its bytes.
    await appendFile(path, Buffer.from([0, 0, 0x10, 0, 0, 0, 0, 4, 0, 1, 2, 3]));
    await server()
      .db.updateTable('terminal_sessions')
      .set({ recording_file: `${id}.rfb` })
      .where('id', '=', id)
      .execute();

    await closeInterruptedSessions(deps, deps.terminals);

    expect((await stat(path)).size).toBe(whole);
    const row = await server()
      .db.selectFrom('terminal_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: SessionState.finished, end_reason: 'serverStopped' });
    expect(row.ended_at).toBe('2026-11-24T08:00:02.500Z');
    expect(Number(row.recording_bytes)).toBe(whole);
  });
});
