import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { auditRow, grantedDatabase, open, openOk, runOk } from './dbSessionApi';
import { describeOnSqlite, PG_ADMIN_URL, type TestServer } from './harness';
import { proxyApi } from './proxyApi';

/**
 * A database asset behind a network proxy (an SSH jump host, a real sshd): the database session reaches the
 * database through the jump host's forwarded channel, never around it, and a jump host that refuses Gatehouse is
 * named in the refusal.
 */
let jump: TestSshd;

beforeAll(async () => {
  await ensureTestUsers();
  jump = await TestSshd.start({ users: [TEST_USERS.jump.name] });
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

afterAll(async () => {
  await jump?.stop();
});

async function jumpProxy(server: TestServer, admin: string, password: string = TEST_USERS.jump.password) {
  return proxyApi(server, admin).addId({
    name: `db-jump-${Math.floor(Math.random() * 1e6)}`,
    address: jump.host,
    port: jump.port,
    loginUser: TEST_USERS.jump.name,
    authKind: 'password',
    password,
  });
}

/** The processes of the jump host's sshd: the listener and its per-connection children. */
function jumpSshdPids(): Set<number> {
  const listener = Number(readFileSync(join(jump.dir, 'sshd.pid'), 'utf8'));
  const pids = new Set([listener]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).split('\n')) {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number);
      if (pid && ppid && pids.has(ppid) && !pids.has(pid)) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  return pids;
}

/** The process that owns the client end of a loopback TCP connection to `serverPort` from `clientPort`. */
function ownerOfConnection(clientPort: number, serverPort: number): number | null {
  const out = execFileSync(
    'ss',
    ['-tnpH', 'state', 'established', `( sport = :${clientPort} and dport = :${serverPort} )`],
    {
      encoding: 'utf8',
    },
  );
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

describeOnSqlite('database sessions through a network proxy (issue 18)', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    it(`${kind}: the session runs through the jump host, whose sshd holds the database connection`, async () => {
      const probe = await grantedDatabase(server(), kind);
      const proxyId = await jumpProxy(server(), probe.admin);
      const f = await grantedDatabase(server(), kind, { proxyId });
      const session = await openOk(server(), f.token, {
        assetId: f.assetId,
        accountId: f.accountId,
        database: TARGET_DB.database,
      });
      // The database's view of the connection: its client port, held on this machine by the jump host's sshd.
      const peer = await runOk(server(), f.token, session.sessionId, {
        sql:
          kind === 'MySQL'
            ? 'SELECT HOST FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()'
            : 'select inet_client_port()::text',
      });
      const clientPort = Number(String(peer.rows[0]?.[0]).split(':').at(-1));
      expect(jumpSshdPids()).toContain(ownerOfConnection(clientPort, kind === 'MySQL' ? 3306 : 5432));
      expect((await auditRow(server(), f.admin, session.sessionId)).proxyName).toMatch(/^db-jump-/);
      const people = await runOk(server(), f.token, session.sessionId, { sql: 'SELECT count(*) AS n FROM people' });
      expect(Number(people.rows[0]?.[0])).toBe(5);
    });
  }

  it('a jump host that refuses Gatehouse is named in the refusal, and nothing reaches the database', async () => {
    const probe = await grantedDatabase(server(), 'PostgreSQL');
    const proxyId = await jumpProxy(server(), probe.admin, 'Not-the-password-1');
    const f = await grantedDatabase(server(), 'PostgreSQL', { proxyId });
    const refused = await open(server(), f.token, { assetId: f.assetId, accountId: f.accountId });
    expect(refused.body.code).toBe(ResponseCode.dbConnectFailed);
    expect(refused.body.msg).toMatch(/^Could not connect to the database: Jump host 1: /);
  });
});
