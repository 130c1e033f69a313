import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { HostCloseEvent } from '../../../src/server/bastion/hostConnection';
import { TelnetConnection } from '../../../src/server/bastion/telnet/connection';
import { TelnetConnectError } from '../../../src/server/bastion/telnet/errors';
import { LoginDialogue } from '../../../src/server/bastion/telnet/loginDialogue';
import { DO, IAC, Option, SB, SE, TTYPE_SEND, WILL } from '../../../src/server/bastion/telnet/protocol';
import type { Transport } from '../../../src/server/bastion/telnet/transport';

/** A host played by the test: what it pushes is what the connection reads; what the connection writes is kept. */
function fakeHost() {
  const written: Buffer[] = [];
  const stream = new Duplex({
    // The test pushes the host's bytes itself; nothing to fetch on demand.
    read() {
      return;
    },
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk);
      callback();
    },
  });
  let lost = false;
  const transport: Transport = {
    stream,
    jumpHostKeys: [],
    isLost: () => lost,
    close: () => stream.destroy(),
  };
  return {
    transport,
    say: (bytes: string | number[]) =>
      stream.push(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)),
    hangUp: () => stream.push(null),
    fail: () => {
      lost = true;
      stream.destroy(new Error('ECONNRESET'));
    },
    sent: () => Buffer.concat(written),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const terminal = { cols: 80, rows: 24, term: 'xterm-256color' };
const timing = { loginTimeoutMs: 5000, quietLoginMs: 0 };

async function loggedIn(host = fakeHost()) {
  const connection = new TelnetConnection(host.transport, terminal);
  const login = connection.login(new LoginDialogue('ops', 'pw-9'), 'pw-9', timing);
  host.say('router login: ');
  await tick();
  host.say('Password: ');
  await tick();
  host.say('\r\n$ ');
  await login;
  return { host, connection };
}

describe('Telnet connection', () => {
  it('negotiates, answers the prompts with CR NUL and tells the terminal type and size', async () => {
    const host = fakeHost();
    const connection = new TelnetConnection(host.transport, terminal);
    const login = connection.login(new LoginDialogue('ops', 'pw-9'), 'pw-9', timing);
    host.say([IAC, DO, Option.terminalType, IAC, DO, Option.windowSize, IAC, WILL, Option.echo]);
    host.say([IAC, SB, Option.terminalType, TTYPE_SEND, IAC, SE]);
    host.say('login: ');
    await tick();
    host.say('Password: ');
    await tick();
    host.say('\r\n$ ');
    await login;
    const sent = [...host.sent()];
    const has = (bytes: number[]) => Buffer.from(sent).includes(Buffer.from(bytes));
    expect(has([IAC, WILL, Option.binary])).toBe(true);
    expect(has([IAC, WILL, Option.terminalType])).toBe(true);
    expect(has([IAC, SB, Option.terminalType, 0, ...Buffer.from('xterm-256color'), IAC, SE])).toBe(true);
    expect(has([IAC, SB, Option.windowSize, 0, 80, 0, 24, IAC, SE])).toBe(true);
    expect(has([IAC, DO, Option.echo])).toBe(true);
    expect(has([...Buffer.from('ops\r\0')])).toBe(true);
    expect(has([...Buffer.from('pw-9\r\0')])).toBe(true);
    connection.close();
  });

  it('hands over the login output first, in order, without an echoed password', async () => {
    const host = fakeHost();
    const connection = new TelnetConnection(host.transport, terminal);
    const login = connection.login(new LoginDialogue('ops', 'pw-9'), 'pw-9', timing);
    host.say('Welcome\r\nlogin: ');
    await tick();
    host.say('Password: ');
    await tick();
    host.say('pw-9\r\nhello $ ');
    await login;
    host.say('after');
    await tick();
    const seen: string[] = [];
    connection.onData((data) => seen.push(data.toString()));
    await tick();
    expect(seen.join('')).toBe('Welcome\r\nlogin: Password: \r\nhello $ after');
    connection.close();
  });

  it('announces the host hanging up as exit, after the output still waiting', async () => {
    const { host, connection } = await loggedIn();
    const events: (string | HostCloseEvent)[] = [];
    host.say('bye');
    host.hangUp();
    await tick();
    connection.onClose((event) => events.push(event));
    connection.onData((data) => events.push(data.toString()));
    await tick();
    expect(events).toEqual(['router login: Password: \r\n$ bye', { kind: 'exit', exitCode: null }]);
  });

  it('announces a failed stream as lost and close() as closed', async () => {
    const first = await loggedIn();
    const lost = new Promise((resolve) => first.connection.onClose(resolve));
    first.connection.onData(() => undefined);
    first.host.fail();
    expect(await lost).toEqual({ kind: 'lost', exitCode: null });

    const second = await loggedIn();
    const closed = new Promise((resolve) => second.connection.onClose(resolve));
    second.connection.close();
    expect(await closed).toEqual({ kind: 'closed', exitCode: null });
  });

  it('a host that hangs up during the login is a closed error', async () => {
    const host = fakeHost();
    const connection = new TelnetConnection(host.transport, terminal);
    const login = connection.login(new LoginDialogue('ops', 'pw-9'), 'pw-9', timing);
    host.say('login: ');
    host.hangUp();
    const error = await login.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(TelnetConnectError);
    expect((error as TelnetConnectError).kind).toBe('closed');
  });

  it('escapes 0xFF typed by the user and sends NAWS on resize', async () => {
    const { host, connection } = await loggedIn();
    host.say([IAC, DO, Option.windowSize]);
    await tick();
    const before = host.sent().length;
    connection.write(Buffer.from([0x61, 0xff]));
    connection.resize(100, 40);
    await tick();
    expect(host.sent().subarray(before)).toEqual(
      Buffer.from([0x61, 0xff, 0xff, IAC, SB, Option.windowSize, 0, 100, 0, 40, IAC, SE]),
    );
    connection.close();
  });
});
