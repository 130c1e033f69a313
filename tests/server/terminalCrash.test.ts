import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/server/app';
import { readCast } from '../../src/server/bastion/recording/asciicastReader';
import { SessionState, type TerminalSession } from '../../src/shared/api/terminal';
import { terminalSocketUrl } from '../../src/shared/protocol/terminal';
import { TEST_USERS } from '../support/sshd';
import { DIALECTS, startServer } from './harness';
import { grantedAccount, openSessionOk, sshdForFile, TerminalClient, terminalUser, until } from './terminalApi';

/**
 * kill -9 of the server mid-session: the recording holds the output up to about the last
 * second, and the next start repairs the file and finishes the row with serverStopped.
 */

const sshd = sshdForFile();

/** The real server (src/server/main.ts) in a child process on the given data; resolves with its origin. */
async function startChild(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      GATEHOUSE_DATA_DIR: dataDir,
      GATEHOUSE_DIST_DIR: join(dataDir, 'no-dist'),
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString('utf8');
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(log);
      if (found) resolve(found[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${log}`)));
  });
  return { child, origin };
}

for (const dialect of DIALECTS) {
  describe(`terminal recording after a crash [${dialect}]`, () => {
    it('a clean stop ends sessions whole; after kill -9 the next start keeps the output up to the last second', async () => {
      const server = await startServer(dialect);
      let child: ChildProcess | undefined;
      try {
        const user = await terminalUser(server);
        const target = await grantedAccount(
          server,
          user.admin,
          user.id,
          { name: 't-crash', host: sshd().host, port: sshd().port },
          { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password },
        );

        // A clean stop: the browser is told, the recording is closed whole, the row finished.
        const stopped = await openSessionOk(server, user.token, target);
        const client = await TerminalClient.attach(server, user.token, stopped.sessionId);
        client.type('echo before-""stop\r');
        await client.waitForOutput('before-stop');
        await server.app.close();
        expect(await client.closedFrame()).toMatchObject({ reason: 'serverStopped' });
        const stoppedCast = await readCast(join(server.dataDir, 'recordings', `${stopped.sessionId}.cast`));
        expect(stoppedCast.truncated).toBe(false);
        expect(stoppedCast.events.some((e) => e.type === 'o' && e.data.includes('before-stop'))).toBe(true);

        // kill -9 of the real server in a child process, mid-session.

        const started = await startChild(server.dataDir, server.databaseUrl);
        child = started.child;
        const opened = await fetch(`${started.origin}/prod-api/terminal/sessions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(target),
        });
        const body = (await opened.json()) as { code: number; data: TerminalSession };
        expect(body.code).toBe(200);
        const sessionId = body.data.sessionId;

        const socket = new WebSocket(terminalSocketUrl(started.origin, sessionId, user.token));
        let output = '';
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          if (isBinary) output += data.toString('utf8');
        });
        await new Promise<void>((resolve, reject) => {
          socket.on('open', () => resolve());
          socket.on('error', (error) => reject(error));
        });
        socket.send(
          JSON.stringify({ type: 'input', data: 'for i in $(seq 1 300); do echo tick-$i; sleep 0.1; done\r' }),
        );
        await until(() => output.includes('tick-10\r\n'));
        // Everything seen now must survive: the recording reaches the disk while the session runs (at least
        // once a second), so once the file holds the last line seen, kill -9 must not lose it.
        const ticksSeen = [...output.matchAll(/tick-(\d+)\r\n/g)].map((m) => Number(m[1]));
        const lastSeen = Math.max(...ticksSeen);
        const castPath = join(server.dataDir, 'recordings', `${sessionId}.cast`);
        await until(async () => {
          const onDisk = await readCast(castPath).catch(() => undefined);
          const text = onDisk?.events.flatMap((e) => (e.type === 'o' ? [e.data] : [])).join('') ?? '';
          return text.includes(`tick-${lastSeen}\r\n`);
        });
        child.kill('SIGKILL');
        await new Promise((resolve) => child?.once('exit', resolve));
        socket.terminate();

        const [stoppedRow, onlineRow] = await startServerRows(server.dataDir, server.databaseUrl, [
          stopped.sessionId,
          sessionId,
        ]);
        expect(stoppedRow).toMatchObject({
          state: SessionState.finished,
          end_reason: 'serverStopped',
          command_count: 1,
        });
        expect(Number(stoppedRow?.recording_bytes)).toBe(stoppedCast.sizeBytes);
        expect(onlineRow).toMatchObject({ state: SessionState.finished, end_reason: 'serverStopped' });
        const cast = await readCast(join(server.dataDir, 'recordings', `${sessionId}.cast`));
        expect(cast.truncated).toBe(false);
        const recorded = cast.events
          .filter((e) => e.type === 'o')
          .map((e) => e.data)
          .join('');
        for (let i = 1; i <= lastSeen; i += 1) expect(recorded).toContain(`tick-${i}\r\n`);
        expect(Number(onlineRow?.recording_bytes)).toBe(cast.sizeBytes);
      } finally {
        if (child && child.exitCode === null) child.kill('SIGKILL');
        await server.stop().catch(() => undefined);
      }
      // Two server starts in child processes: a few seconds alone, several times that on a busy machine.
    }, 90_000);
  });
}

/** The next start on the same data (the repair runs in buildApp), then the sessions' rows in that order. */
async function startServerRows(dataDir: string, databaseUrl: string | undefined, sessionIds: number[]) {
  const app = await buildApp({ dataDir, databaseUrl, distDir: join(dataDir, 'no-dist') });
  try {
    const rows = await app.gatehouse.db
      .selectFrom('terminal_sessions')
      .selectAll()
      .where('id', 'in', sessionIds)
      .execute();
    return sessionIds.map((id) => rows.find((row) => row.id === id));
  } finally {
    await app.close();
  }
}
