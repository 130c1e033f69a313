import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostCloseEvent } from '../../src/server/bastion/hostConnection';
import type { SshEndpoint } from '../../src/server/bastion/ssh';
import {
  openTelnetConnection,
  TelnetConnectError,
  type TelnetConnection,
  type TelnetConnectOptions,
} from '../../src/server/bastion/telnet';
import { ensureTestUsers, freePort, JumpTopology, TEST_USERS } from '../support/sshd';
import { TestTelnetd } from '../support/telnetd';

const { name: userName, password } = TEST_USERS.password;
const terminal = { cols: 100, rows: 30, term: 'xterm-256color' };
let telnetd: TestTelnetd;

beforeAll(async () => {
  await ensureTestUsers();
  telnetd = await TestTelnetd.start();
});

afterAll(async () => {
  await telnetd?.stop();
});

const options = (overrides: Partial<TelnetConnectOptions> = {}): TelnetConnectOptions => ({
  host: telnetd.host,
  port: telnetd.port,
  userName,
  password,
  terminal,
  ...overrides,
});

/** Everything the host sends, as bytes, and a way to wait for a pattern in it. */
function watch(connection: TelnetConnection) {
  let bytes = Buffer.alloc(0);
  const waiters: (() => void)[] = [];
  let closed: HostCloseEvent | undefined;
  const closeWaiters: ((event: HostCloseEvent) => void)[] = [];
  connection.onData((data) => {
    bytes = Buffer.concat([bytes, data]);
    for (const waiter of waiters.splice(0)) waiter();
  });
  connection.onClose((event) => {
    closed = event;
    for (const waiter of closeWaiters.splice(0)) waiter(event);
  });
  const text = () => bytes.toString('utf8');
  return {
    bytes: () => bytes,
    text,
    /** Resolves when the output matches (the test's own timeout bounds the wait). */
    async waitFor(test: (output: Buffer) => boolean): Promise<void> {
      while (!test(bytes)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    waitForText(pattern: RegExp): Promise<void> {
      return this.waitFor(() => pattern.test(text()));
    },
    closed: () =>
      closed ? Promise.resolve(closed) : new Promise<HostCloseEvent>((resolve) => closeWaiters.push(resolve)),
  };
}

/** The process ids below `pid`: its children and theirs. */
function descendants(pid: number): number[] {
  let listed = '';
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when there are none.
  }
  const children = listed.split('\n').map(Number).filter(Boolean);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const type = (connection: TelnetConnection, line: string) => connection.write(Buffer.from(`${line}\r`, 'utf8'));

async function refusal(promise: Promise<unknown>): Promise<TelnetConnectError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TelnetConnectError);
  return error as TelnetConnectError;
}

describe('Telnet connections to a Debian telnetd', () => {
  it('logs in with the account and runs a command', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    try {
      expect(connection.protocol).toBe('TELNET');
      type(connection, 'echo telnet-$((6*7))');
      await output.waitForText(/telnet-42/);
      // The login phase is the first output: the prompts, never the password.
      expect(output.text()).toMatch(/login: /);
      expect(output.text()).toMatch(/Password: /);
      expect(output.text()).not.toContain(password);
    } finally {
      connection.close();
    }
  });

  it('tells the host the terminal type', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    try {
      type(connection, 'echo "term=$TERM."');
      await output.waitForText(/term=xterm-256color\./);
    } finally {
      connection.close();
    }
  });

  it('a wrong password is a refused credential, and the error does not carry it', async () => {
    const wrong = 'Not-the-Password-42';
    const error = await refusal(openTelnetConnection(options({ password: wrong })));
    expect(error.kind).toBe('authRejected');
    expect(error.isProxyFailure).toBe(false);
    expect(error.describe('en')).toMatch(/refused the login/);
    expect(error.describe('zh')).toBe('目标主机拒绝登录，用户名或密码错误');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(wrong);
  });

  it('an unknown user is a refused credential', async () => {
    const error = await refusal(openTelnetConnection(options({ userName: 'gh_nobody_here' })));
    expect(error.kind).toBe('authRejected');
  });

  it('a port nothing listens on is reported as refused by the host, not as a credential problem', async () => {
    const error = await refusal(openTelnetConnection(options({ port: await freePort() })));
    expect(error.kind).toBe('refused');
    expect(error.detail).toBe('ECONNREFUSED');
    expect(error.describe('en')).toMatch(/refused the connection/);
  });

  it('a host that never answers the login times out with a clear error', async () => {
    // A TCP server that accepts and stays silent: no login prompt ever comes.
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const error = await refusal(openTelnetConnection(options({ port, timeouts: { loginTimeoutMs: 1000 } })));
      expect(error.kind).toBe('loginTimeout');
      expect(error.describe('en')).toMatch(/did not complete the Telnet login within 1 s/);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('a host whose prompt matches no pattern is logged in once it goes quiet after the password', async () => {
    const connection = await openTelnetConnection(
      options({ loginPatterns: { shell: /no-such-prompt$/ }, timeouts: { quietLoginMs: 300 } }),
    );
    const output = watch(connection);
    try {
      type(connection, 'echo quiet-$((2*21))');
      await output.waitForText(/quiet-42/);
    } finally {
      connection.close();
    }
  });

  it('the quiet fallback does not mistake login\'s delay before "Login incorrect" for success', async () => {
    const error = await refusal(
      openTelnetConnection(
        options({
          password: 'wrong-again',
          loginPatterns: { shell: /no-such-prompt$/ },
          timeouts: { quietLoginMs: 300 },
        }),
      ),
    );
    expect(error.kind).toBe('authRejected');
  });

  it('an abort during the login gives up and closes the connection', async () => {
    const controller = new AbortController();
    const reason = new Error('the user closed the tab');
    const opening = openTelnetConnection(options({ signal: controller.signal }));
    controller.abort(reason);
    await expect(opening).rejects.toBe(reason);
  });

  it('sends the window size at login and on resize (NAWS)', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    try {
      type(connection, 'echo "size=$(stty size)."');
      await output.waitForText(/size=30 100\./);
      connection.resize(132, 43);
      type(connection, 'echo "size=$(stty size)."');
      await output.waitForText(/size=43 132\./);
    } finally {
      connection.close();
    }
  });

  it('0xFF bytes from the host arrive as one byte each (IAC IAC unescaped)', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    const expected = Buffer.from([0x3c, 0xff, 0xff, 0x3e]); // <ÿÿ>
    try {
      type(connection, "printf '<\\377\\377>\\n'");
      await output.waitFor((bytes) => bytes.includes(expected));
      expect(output.bytes().includes(Buffer.from([0x3c, 0xff, 0xff, 0xff]))).toBe(false);
    } finally {
      connection.close();
    }
  });

  it('0xFF bytes typed by the user reach the host as one byte each (IAC IAC escaped)', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    try {
      type(connection, 'read x; printf "%s" "$x" | od -An -tx1 | tr -d " " | sed "s/^/hex=/"');
      connection.write(Buffer.from([0x41, 0xff, 0xfe, 0x42, 0x0d]));
      await output.waitForText(/hex=41fffe42/);
    } finally {
      connection.close();
    }
  });

  it('UTF-8 Chinese text passes intact both ways', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    try {
      type(connection, 'echo "堡垒机：$((1+1))号终端"');
      await output.waitForText(/堡垒机：2号终端/);
    } finally {
      connection.close();
    }
  });

  it('exit in the shell ends the connection with kind exit', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    type(connection, 'exit');
    expect(await output.closed()).toEqual({ kind: 'exit', exitCode: null });
  });

  it('close() ends the connection with kind closed, once', async () => {
    const connection = await openTelnetConnection(options());
    const events: HostCloseEvent[] = [];
    const output = watch(connection);
    connection.onClose((event) => events.push(event));
    connection.close();
    connection.close();
    expect(await output.closed()).toEqual({ kind: 'closed', exitCode: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([{ kind: 'closed', exitCode: null }]);
  });

  it('pause holds the output back and resume lets it through', async () => {
    const connection = await openTelnetConnection(options());
    const output = watch(connection);
    try {
      type(connection, 'echo ready-$((1))');
      await output.waitForText(/ready-1/);
      connection.pause();
      type(connection, 'echo after-$((2))');
      // Nothing is read while paused. (This wait can only make the check pass wrongly, never fail wrongly:
      // a slow host would also leave the output out.) After resume the answer arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(output.text()).not.toMatch(/after-2/);
      connection.resume();
      await output.waitForText(/after-2/);
    } finally {
      connection.close();
    }
  });
});

describe('Telnet through the asset network proxy (SSH jump host)', () => {
  let net: JumpTopology;
  let inner: TestTelnetd;

  beforeAll(async () => {
    net = await JumpTopology.start({ users: [TEST_USERS.password.name] });
    // Inside the namespace, on its loopback, on a port that is free on ours too: only the jump host reaches it.
    inner = await TestTelnetd.start({ netns: net.namespace, port: await freePort() });
  });

  afterAll(async () => {
    await inner?.stop();
    await net?.stop();
  });

  const jumpHost = (jumpPassword: string = TEST_USERS.jump.password): SshEndpoint => ({
    host: net.jump.host,
    port: net.jump.port,
    username: TEST_USERS.jump.name,
    credential: { kind: 'password', password: jumpPassword },
    knownHostKey: net.jump.hostKey.fingerprint,
  });

  it('the inner Telnet host cannot be reached directly', async () => {
    const error = await refusal(openTelnetConnection(options({ host: inner.host, port: inner.port })));
    expect(error.kind).toBe('refused');
  });

  it('through the jump host it logs in and runs a command', async () => {
    const connection = await openTelnetConnection(
      options({ host: inner.host, port: inner.port, jumpHosts: [jumpHost()] }),
    );
    const output = watch(connection);
    try {
      expect(connection.jumpHostKeys).toEqual([net.jump.hostKey]);
      type(connection, 'echo inner-$((6*7)) "$(hostname -I 2>/dev/null)"');
      await output.waitForText(/inner-42/);
      type(connection, 'exit');
      expect(await output.closed()).toEqual({ kind: 'exit', exitCode: null });
    } finally {
      connection.close();
    }
  });

  it('a jump host that dies under a session ends it with kind lost', async () => {
    const connection = await openTelnetConnection(
      options({ host: inner.host, port: inner.port, jumpHosts: [jumpHost()] }),
    );
    const output = watch(connection);
    type(connection, 'echo alive-$((1+1))');
    await output.waitForText(/alive-2/);
    // The jump host's per-connection sshd processes (children of the listening sshd), not the listener.
    const listener = Number(readFileSync(join(net.jump.dir, 'sshd.pid'), 'utf8'));
    for (const pid of descendants(listener)) process.kill(pid, 'SIGKILL');
    expect(await output.closed()).toEqual({ kind: 'lost', exitCode: null });
  });

  it('a refused jump host credential is a proxy failure naming the jump host', async () => {
    const error = await refusal(
      openTelnetConnection(options({ host: inner.host, port: inner.port, jumpHosts: [jumpHost('wrong-jump-pw')] })),
    );
    expect(error.kind).toBe('proxy');
    expect(error.hop).toBe(1);
    expect(error.proxyError?.kind).toBe('authRejected');
    expect(error.describe('en')).toMatch(/^Jump host 1: /);
  });

  it('a closed port behind the jump host is unreachable', async () => {
    const error = await refusal(
      openTelnetConnection(options({ host: inner.host, port: await freePort(), jumpHosts: [jumpHost()] })),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.isProxyFailure).toBe(false);
  });
});
