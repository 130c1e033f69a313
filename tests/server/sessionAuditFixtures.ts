import { join } from 'node:path';
import { AsciicastWriter } from '../../src/server/bastion/recording/asciicastWriter';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import type { TestServer } from './harness';

export interface SeededSession {
  id: number;
  castBytes: number;
}

export interface SessionSeed {
  userName: string;
  assetName: string;
  address: string;
  accountName: string;
  state: number;
  startedAt: string;
  /** Command lines with their moment in the recording; each also gets its output in the cast. */
  commands?: { at: number; line: string; output: string }[];
  loginResult?: number;
  /** No recording at all (a failed login). */
  noRecording?: boolean;
}

/** A real clock would make the recording's times depend on the machine; this one moves when told. */
class StepClock {
  ms = 0;
  wallMs = () => Date.parse('2026-11-20T08:00:00Z') + this.ms;
  monotonicMs = () => this.ms;
}

/**
 * Writes a session row as the terminal gateway would, its commands, and a real asciicast v2 file made by
 * the gateway's own writer into <dataDir>/recordings.
 */
export async function seedSession(server: TestServer, seed: SessionSeed): Promise<SeededSession> {
  const isFinished = seed.state === SessionState.finished;
  const { id } = await server.db
    .insertInto('terminal_sessions')
    .values({
      user_id: 1,
      user_name: seed.userName,
      nick_name: `${seed.userName} nick`,
      asset_id: 1,
      asset_name: seed.assetName,
      address: seed.address,
      port: 22,
      protocol: 'SSH',
      account_id: 1,
      account_name: seed.accountName,
      proxy_name: null,
      encoding: 'UTF-8',
      client_ip: '198.51.100.9',
      node_id: 'test',
      state: seed.state,
      login_result: seed.loginResult ?? LoginResult.success,
      failure_reason: null,
      end_reason: isFinished ? 'userClosed' : null,
      terminated_by: null,
      exit_code: null,
      cols: 80,
      rows: 24,
      recording_file: null,
      started_at: seed.startedAt,
      ended_at: isFinished ? new Date(Date.parse(seed.startedAt) + 65_000).toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const command of seed.commands ?? []) {
    await server.db
      .insertInto('terminal_commands')
      .values({ session_id: id, at_seconds: command.at, line: command.line, action: 'run', created_at: seed.startedAt })
      .execute();
  }
  if (seed.noRecording) return { id, castBytes: 0 };
  const clock = new StepClock();
  const fileName = `${id}.cast`;
  const writer = await AsciicastWriter.open({
    directory: join(server.dataDir, 'recordings'),
    fileName,
    width: 80,
    height: 24,
    clock,
  });
  writer.output('$ ');
  for (const command of seed.commands ?? []) {
    clock.ms = command.at * 1000;
    writer.input(`${command.line}\r`);
    writer.marker(command.line);
    writer.output(`${command.line}\r\n${command.output}\r\n$ `);
  }
  const summary = await writer.close();
  await server.db
    .updateTable('terminal_sessions')
    .set({ recording_file: fileName, recording_bytes: isFinished ? summary.sizeBytes : 0 })
    .where('id', '=', id)
    .execute();
  return { id, castBytes: summary.sizeBytes };
}
