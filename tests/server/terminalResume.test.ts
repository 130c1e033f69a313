import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readCast } from '../../src/server/bastion/recording/asciicastReader';
import { SessionState } from '../../src/shared/api/terminal';
import { FLOW_HIGH_BYTES } from '../../src/shared/protocol/terminal';
import { call } from './client';
import { describeOnSqlite, type TestServer } from './harness';
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

/** Network drops, the grace period, flow control and GB2312 hosts (docs/terminal.md). */

/** The largest piece of output ssh2 hands over at once (its channel packet size). */
const SSH_MAX_CHUNK = 32 * 1024;
const GRACE_SECONDS = 3;

const sshd = sshdForFile();

const pw = PASSWORD_ACCOUNT;
const tag = () => String(Math.floor(Math.random() * 1e9));

async function session(server: TestServer, name: string, encoding?: string) {
  const user = await terminalUser(server);
  const target = await grantedAccount(
    server,
    user.admin,
    user.id,
    { name, host: sshd().host, port: sshd().port, ...(encoding ? { encoding } : {}) },
    pw,
  );
  const opened = await openSessionOk(server, user.token, target);
  return { user, sessionId: opened.sessionId };
}

const castPath = (server: TestServer, sessionId: number) => join(server.dataDir, 'recordings', `${sessionId}.cast`);

describeOnSqlite(
  'web terminal: resume, grace, flow control, encodings',
  (server) => {
    it('a dropped socket reattaches with resume_from and receives exactly the output it missed', async () => {
      const { user, sessionId } = await session(server(), 't-resume');
      const first = await TerminalClient.attach(server(), user.token, sessionId);
      const id = tag();
      first.type(`echo ready-""${id}\r`);
      await first.waitForOutput(`ready-${id}`);
      // The host goes on printing while the browser is away.
      first.type(`sleep 0.3; echo after-""${id}; echo done-""${id}\r`);
      await first.waitForOutput('sleep 0.3');
      await first.socket.close();
      const resumeFrom = first.offset;
      await until(async () => (await readFile(castPath(server(), sessionId), 'utf8')).includes(`done-${id}\\r\\n`));
      expect(first.text).not.toContain(`after-${id}`);

      const second = await TerminalClient.attach(server(), user.token, sessionId, { resumeFrom });
      expect(second.startOffset).toBe(resumeFrom);
      const attached = second.socket.json().find((frame) => frame.type === 'attached');
      expect(attached).toMatchObject({ outputOffset: resumeFrom, lostBytes: 0 });
      await second.waitForOutput(`done-${id}`);
      expect(second.text).toContain(`after-${id}`);

      await call(server().app, 'DELETE', `/terminal/sessions/${sessionId}`, { token: user.token });
      await second.closedFrame();
      const cast = await readCast(castPath(server(), sessionId));
      const recorded = cast.events
        .filter((e) => e.type === 'o')
        .map((e) => e.data)
        .join('');
      // Nothing lost, nothing twice: the two sockets together saw the recorded stream.
      expect(Buffer.concat([first.output, second.output]).toString('utf8')).toBe(recorded);
    });

    it('ends the session with graceExpired when the browser does not come back', async () => {
      const { user, sessionId } = await session(server(), 't-grace');
      const client = await TerminalClient.attach(server(), user.token, sessionId);
      client.type('echo hi\r');
      await client.waitForOutput('hi');
      await client.socket.close();
      await until(async () => (await sessionRow(server(), sessionId)).state === SessionState.finished, 15_000);
      expect(await sessionRow(server(), sessionId)).toMatchObject({ end_reason: 'graceExpired' });
      expect(server().app.gatehouse.terminals.get(sessionId)).toBeUndefined();
    });

    it('stops reading from the host while output is unacknowledged, and reads again after an ack', async () => {
      const { user, sessionId } = await session(server(), 't-flow');
      const client = await TerminalClient.attach(server(), user.token, sessionId, { autoAck: false });
      const id = tag();
      client.type(`echo go-""${id}\r`);
      await client.waitForOutput(`go-${id}`);
      client.ack();
      const acked = client.offset;
      client.type('yes flood-line\r');
      // Wait until the stream has stopped (the server paused the host), however long that takes.
      let seen = -1;
      await until(async () => {
        const now = client.offset;
        await new Promise((resolve) => setTimeout(resolve, 300));
        const still = client.offset === now && now > acked;
        seen = now;
        return still;
      }, 20_000);
      const unacked = client.offset - acked;
      expect(unacked).toBeGreaterThan(FLOW_HIGH_BYTES);
      expect(unacked).toBeLessThanOrEqual(FLOW_HIGH_BYTES + SSH_MAX_CHUNK);
      const live = server().app.gatehouse.terminals.get(sessionId);
      expect(live?.unacknowledged).toBeLessThanOrEqual(FLOW_HIGH_BYTES + SSH_MAX_CHUNK);

      // An ack below the low mark lets the host go on.
      client.ack();
      await until(() => client.offset > seen);
      client.type('\x03');
      const drain = setInterval(() => client.ack(), 20);
      try {
        client.type(`echo stopped-""${id}\r`);
        await client.waitForOutput(`stopped-${id}`, 20_000);
      } finally {
        clearInterval(drain);
      }
      await call(server().app, 'DELETE', `/terminal/sessions/${sessionId}`, { token: user.token });
    });

    it('shows a GB2312 host’s output as the right characters and sends typed text as GB2312', async () => {
      const { user, sessionId } = await session(server(), 't-gb', 'GB2312');
      const client = await TerminalClient.attach(server(), user.token, sessionId);
      // 中文 in GB2312 is D6 D0 CE C4; typed as octal escapes so the echo is plain ASCII.
      client.type("printf '\\326\\320\\316\\304\\n'\r");
      await client.waitForOutput('中文');
      client.type('echo 汉字 | od -An -tx1\r');
      await client.waitForOutput('ba ba d7 d6');
      await call(server().app, 'DELETE', `/terminal/sessions/${sessionId}`, { token: user.token });
      await client.closedFrame();
      const cast = await readCast(castPath(server(), sessionId));
      expect(
        cast.events
          .filter((e) => e.type === 'o')
          .map((e) => e.data)
          .join(''),
      ).toContain('中文');
    });
  },
  { terminal: { graceSeconds: GRACE_SECONDS } },
);
