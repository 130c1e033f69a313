import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSshAccount, connectSsh, SshConnectError } from '../../src/server/bastion/ssh';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { expectNoSecret } from './support/sshSecrets';

const SECRET = 'Failure-secret-6602';
const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP peer on 127.0.0.1 that does what `onConnection` says instead of speaking SSH. */
async function fakePeer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const account = (host: string, port: number) => ({
  host,
  port,
  username: 'gh_pw',
  accountKind: 'password' as const,
  credential: { kind: 'password' as const, password: SECRET },
  readyTimeoutMs: 1000,
});

describe('classified connection failures', () => {
  it('a peer that accepts TCP but never greets is a timeout (abnormal 3)', async () => {
    const port = await fakePeer(() => undefined);
    const outcome = await checkSshAccount(account('127.0.0.1', port));
    expect(outcome).toMatchObject({ result: PasswordCheck.abnormal, reason: 'timeout', messageKey: 'sshTimeout' });
    expectNoSecret(outcome, [SECRET]);
  });

  it('a peer that is not an SSH server is a protocol error, never a wrong password', async () => {
    const port = await fakePeer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const error = await connectSsh(account('127.0.0.1', port)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SshConnectError);
    expect((error as SshConnectError).kind).toBe('protocol');
    expectNoSecret(error, [SECRET]);
  });

  it('a name that does not resolve is a DNS failure', async () => {
    const outcome = await checkSshAccount(account('no-such-host.invalid', 22));
    expect(outcome).toMatchObject({ result: PasswordCheck.abnormal, reason: 'dns', messageKey: 'sshDns' });
    expectNoSecret(outcome, [SECRET]);
  });
});

describe('a server that does not offer the method', () => {
  it('a password account on a key-only server is abnormal (3), method not allowed — not a wrong password', async () => {
    await ensureTestUsers();
    const sshd = await TestSshd.start({ users: [TEST_USERS.password.name], passwordAuthentication: false });
    try {
      const outcome = await checkSshAccount({
        ...account(sshd.host, sshd.port),
        credential: { kind: 'password', password: TEST_USERS.password.password },
      });
      expect(outcome).toMatchObject({
        result: PasswordCheck.abnormal,
        reason: 'methodNotAllowed',
        messageKey: 'sshMethodNotAllowed',
      });
      expectNoSecret(outcome, [TEST_USERS.password.password]);
    } finally {
      await sshd.stop();
    }
  });
});
