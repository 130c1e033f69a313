import { afterAll, beforeAll, expect } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { TerminalSession } from '../../src/shared/api/terminal';
import { type TerminalServerFrame, terminalSocketUrl } from '../../src/shared/protocol/terminal';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { accountApi, sshAsset } from './accountApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { grant } from './grantApi';
import type { TestServer } from './harness';
import { listen, openSocket, type TestSocket } from './sockets';

/** The vault account of the password test user on the sshd below. */
export const PASSWORD_ACCOUNT = { accountName: TEST_USERS.password.name, password: TEST_USERS.password.password };

/** A real OpenSSH server with the password test user, started before the file's tests and stopped after them. */
export function sshdForFile(): () => TestSshd {
  let sshd: TestSshd | undefined;
  beforeAll(async () => {
    await ensureTestUsers();
    sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  });
  afterAll(async () => {
    await sshd?.stop();
  });
  return () => {
    if (!sshd) throw new Error('the test sshd is not started');
    return sshd;
  };
}

let userCount = 0;
/** One administrator sign-in per server: set-up calls need no fresh token each. */
const adminTokens = new WeakMap<TestServer, string>();

/** A user with the home permission, signed in; the admin token for the set-up calls. */
export async function terminalUser(server: TestServer) {
  const admin = adminTokens.get(server) ?? (await signInAdmin(server));
  adminTokens.set(server, admin);
  userCount += 1;
  const userName = `term_${userCount}_${Math.floor(Math.random() * 1e6)}`;
  const { id, password } = await createUser(server, { userName, permissions: [Permission.homeQuery] });
  return { id, userName, token: await signIn(server, userName, password), admin };
}

/** An SSH asset with one account, granted (login) to the user. */
export async function grantedAccount(
  server: TestServer,
  admin: string,
  userId: number,
  asset: { name: string; host: string; port: number; proxyId?: number | null; encoding?: string },
  account: { accountName: string; password?: string; authKind?: 'password' | 'key'; privateKey?: string },
) {
  const added = await sshAsset(server, admin, asset.name, asset.host, asset.port, { proxyId: asset.proxyId ?? null });
  if (asset.encoding) {
    await server.db.updateTable('assets').set({ encoding: asset.encoding }).where('id', '=', added.assetId).execute();
  }
  const accountRow = await accountApi(server, admin).addOk({ assetId: added.assetId, ...account });
  await grant(server, admin, { userIds: [userId], assetIds: [added.assetId] });
  return { assetId: added.assetId, accountId: accountRow.accountId };
}

export async function openSession(
  server: TestServer,
  token: string,
  body: { assetId: number; accountId: number; cols?: number; rows?: number },
  lang: 'zh' | 'en' = 'en',
) {
  return call(server.app, 'POST', '/terminal/sessions', { token, body, lang });
}

export async function openSessionOk(
  server: TestServer,
  token: string,
  body: { assetId: number; accountId: number; cols?: number; rows?: number },
): Promise<TerminalSession> {
  const result = await openSession(server, token, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as TerminalSession;
}

/**
 * The browser side of one terminal socket: collects the binary output stream, acknowledges it (unless told not
 * to), sends keys and sizes.
 */
export class TerminalClient {
  private readonly chunks: Buffer[] = [];
  private received = 0;
  /** The stream offset of the first byte in `output` (from `attached`). */
  startOffset = 0;

  constructor(
    readonly socket: TestSocket,
    private autoAck: boolean,
  ) {
    // Frames that came with the upgrade, before this object existed, are in the socket's record already.
    for (const frame of socket.frames)
      this.take(frame.binary ?? Buffer.from(frame.text ?? ''), frame.binary !== undefined);
    socket.ws.on('message', (data: Buffer, isBinary: boolean) => this.take(data, isBinary));
  }

  private take(data: Buffer, isBinary: boolean): void {
    if (isBinary) {
      this.chunks.push(data);
      this.received += data.length;
      if (this.autoAck) this.ack();
    } else {
      const frame = JSON.parse(data.toString('utf8')) as TerminalServerFrame;
      if (frame.type === 'attached') this.startOffset = frame.outputOffset;
      if (frame.type === 'notice') this.notices.push({ level: frame.level, message: frame.message });
    }
  }

  /** The `notice` frames received (command interception, approvals), in order. */
  readonly notices: { level: string; message: string }[] = [];

  async waitForNotice(match: RegExp, timeoutMs = 10_000): Promise<{ level: string; message: string }> {
    let found: { level: string; message: string } | undefined;
    await until(() => {
      found = this.notices.find((notice) => match.test(notice.message));
      return found !== undefined;
    }, timeoutMs);
    return found as { level: string; message: string };
  }

  static async attach(
    server: TestServer,
    token: string,
    sessionId: number,
    options: { resumeFrom?: number; autoAck?: boolean } = {},
  ): Promise<TerminalClient> {
    const origin = (await listen(server)).replace('ws://', 'http://');
    const socket = await openSocket(terminalSocketUrl(origin, sessionId, token, options.resumeFrom));
    const client = new TerminalClient(socket, options.autoAck ?? true);
    await socket.waitForJson({ type: 'attached' });
    return client;
  }

  /** Every output byte received, in order. */
  get output(): Buffer {
    if (this.chunks.length > 1) this.chunks.splice(0, this.chunks.length, Buffer.concat(this.chunks));
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  get text(): string {
    return this.output.toString('utf8');
  }

  /** The offset just past the last byte received. */
  get offset(): number {
    return this.startOffset + this.received;
  }

  ack(): void {
    if (this.socket.ws.readyState === 1) this.socket.send(JSON.stringify({ type: 'ack', offset: this.offset }));
  }

  type(data: string): void {
    this.socket.send(JSON.stringify({ type: 'input', data }));
  }

  resize(cols: number, rows: number): void {
    this.socket.send(JSON.stringify({ type: 'resize', cols, rows }));
  }

  async waitForOutput(match: string | RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = this.text;
      const found = typeof match === 'string' ? text.includes(match) : match.exec(text)?.[0];
      if (found) return typeof found === 'string' ? found : match.toString();
      if (Date.now() > deadline)
        throw new Error(`output never showed ${match}; got ${JSON.stringify(text.slice(-500))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The `closed` frame, once it came. */
  async closedFrame(timeoutMs = 10_000): Promise<Record<string, unknown>> {
    const frame = await this.socket.waitFor((f) => f.text?.includes('"closed"') ?? false, timeoutMs);
    return JSON.parse(frame.text as string) as Record<string, unknown>;
  }
}

export async function sessionRow(server: TestServer, sessionId: number) {
  return server.db.selectFrom('terminal_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
}

export async function commandRows(server: TestServer, sessionId: number) {
  return server.db
    .selectFrom('terminal_commands')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();
}

/** Polls until the check passes (effects on the host and in the database are asynchronous). */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
