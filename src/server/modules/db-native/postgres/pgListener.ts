import { randomInt } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createSecureContext, type SecureContext, type SecureContextOptions, TLSSocket } from 'node:tls';
import { formatMessage } from '../../../../shared/messages';
import { SessionEndReason } from '../../../../shared/protocol/terminal';
import { DbError } from '../../../bastion/database/dbConnection';
import type { NativeProtocolHandler } from '../../../bastion/database/native/nativeListeners';
import { PgMessageReader } from '../../../bastion/database/native/postgres/pgMessageReader';
import {
  authentication,
  backendKeyData,
  CANCEL_REQUEST,
  errorResponse,
  GSSENC_REQUEST,
  PROTOCOL_3_0,
  readStartupParameters,
  SSL_REQUEST,
} from '../../../bastion/database/native/postgres/pgMessages';
import {
  cancelUpstream,
  loginUpstream,
  type PgUpstreamTarget,
} from '../../../bastion/database/native/postgres/pgUpstream';
import type { Deps } from '../../../deps';
import { authorizeNative, findNativeLogin, NativeLoginError, verifyNativePassword } from '../nativeLogin';
import { refuseWhereMasked } from '../nativeMaskingGuard';
import { NativeSession } from '../nativeSession';
import { nativeTunnel } from '../nativeTunnel';
import { PgRelay } from './pgRelay';

const CONNECT_TIMEOUT_MS = 10_000;
/** A client must have logged in within this long (PostgreSQL's authentication_timeout is one minute). */
const LOGIN_TIMEOUT_MS = 60_000;
/** Startup parameters that name the login or the connection's kind: the listener sets them itself. */
const OWN_PARAMETERS = new Set(['user', 'database', 'replication']);

const said = (key: Parameters<typeof formatMessage>[0], params?: Record<string, string | number>) =>
  formatMessage(key, 'en', params);

/** What a client's cancel key stands for: the database connection's own key, and how to reach the database. */
interface CancelTarget {
  target: Pick<PgUpstreamTarget, 'host' | 'port' | 'connectTimeoutMs' | 'tunnel'>;
  key: { pid: number; secret: number };
}

/**
 * The PostgreSQL listener (docs/database-sessions.md, "Native client access"): protocol 3.0 with TLS required before
 * the login, a cleartext password under TLS (a token or own credentials), the web console's checks again, the login
 * to the database with the vault's password, then the relay (PgRelay). A client's CancelRequest carries the key this
 * listener gave it, mapped here to the database connection's own.
 */
export class PgListener implements NativeProtocolHandler {
  readonly protocol = 'POSTGRESQL' as const;
  private readonly cancels = new Map<string, CancelTarget>();
  private context: SecureContext | null = null;

  constructor(private readonly deps: Deps) {}

  accept(socket: Socket, tls: Pick<SecureContextOptions, 'cert' | 'key'>): void {
    this.context ??= createSecureContext(tls);
    socket.on('error', () => socket.destroy());
    const timer = setTimeout(() => socket.destroy(), LOGIN_TIMEOUT_MS);
    this.handshake(socket)
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'native PostgreSQL client refused');
        socket.destroy();
      })
      .finally(() => clearTimeout(timer));
  }

  private async handshake(raw: Socket): Promise<void> {
    const reader = new PgMessageReader();
    let stream: Duplex = raw;
    let encrypted = false;
    for (;;) {
      const body = await readUntyped(stream, reader);
      const code = body.readInt32BE(0);
      if (code === CANCEL_REQUEST) {
        await this.cancel(body.readInt32BE(4), body.readInt32BE(8));
        stream.destroy();
        return;
      }
      if (code === SSL_REQUEST && !encrypted) {
        if (reader.buffered > 0) throw new Error('data after SSLRequest');
        stream.write('S');
        stream = await startTls(raw, this.context as SecureContext);
        encrypted = true;
        continue;
      }
      if (code === GSSENC_REQUEST) {
        stream.write('N');
        continue;
      }
      if (code >> 16 !== 3) {
        refuse(stream, '0A000', `unsupported frontend protocol ${code >> 16}.${code & 0xffff}: Gatehouse speaks 3.0`);
        return;
      }
      if (!encrypted) {
        refuse(stream, '28000', said('dbNativeTlsRequired'));
        return;
      }
      const params = readStartupParameters(body);
      const replication = params.get('replication');
      if (replication !== undefined && !['false', 'off', 'no', '0'].includes(replication.toLowerCase())) {
        refuse(stream, '0A000', said('dbNativeUnsupported', { what: 'replication connections' }));
        return;
      }
      // A minor version past 3.0 (PostgreSQL 18's 3.2) is answered as 3.0 when the client logs in: it then speaks 3.0.
      if (code !== PROTOCOL_3_0) negotiateDown(stream, params);
      await this.login(stream as TLSSocket, reader, params);
      return;
    }
  }

  private async login(client: TLSSocket, reader: PgMessageReader, params: Map<string, string>): Promise<void> {
    const userName = params.get('user') ?? '';
    client.write(authentication(3));
    const passwordMessage = await readTyped(client, reader);
    if (passwordMessage.type !== 0x70 /* p */) throw new Error('expected a password message');
    const password = passwordMessage.body.toString('utf8', 0, Math.max(0, passwordMessage.body.length - 1));
    const clientIp = (client.remoteAddress ?? '').replace(/^::ffff:/, '');
    const application = params.get('application_name') || 'unknown';
    const userAgent = `PostgreSQL client (${application})`;
    let session: NativeSession;
    let upstreamTarget: PgUpstreamTarget;
    try {
      const login = await findNativeLogin(this.deps, userName);
      const identity = await verifyNativePassword(this.deps, login, password, { ip: clientIp, userAgent });
      const access = await authorizeNative(this.deps, identity, 'POSTGRESQL', clientIp);
      // Rows are relayed undecoded: where masking rules apply, the web console (which masks) is the way in.
      await refuseWhereMasked(this.deps, access);
      const asked = params.get('database');
      const database = asked && asked !== userName ? asked : (identity.database ?? 'postgres');
      upstreamTarget = {
        host: access.asset.address,
        port: access.port,
        user: access.account.account_name,
        password: access.password,
        database,
        parameters: new Map([...params].filter(([key]) => !OWN_PARAMETERS.has(key) && !key.startsWith('_pq_.'))),
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        tunnel: await nativeTunnel(this.deps, access),
      };
      session = await NativeSession.begin(this.deps, access, { ip: clientIp, userAgent });
      session.database = database;
    } catch (error) {
      if (!(error instanceof NativeLoginError)) throw error;
      refuse(client, error.kind === 'unavailable' ? '57P03' : error.kind === 'auth' ? '28P01' : '28000', error.message);
      return;
    }

    let upstream: Awaited<ReturnType<typeof loginUpstream>>;
    try {
      upstream = await loginUpstream(upstreamTarget);
    } catch (error) {
      const refused = error instanceof DbError && error.kind === 'auth';
      await session.upstreamFailed(refused);
      const text = error instanceof DbError ? error.described : (error as Error).message;
      refuse(
        client,
        refused ? '28000' : '08006',
        refused ? said('dbCredentialRefused', { error: text }) : said('dbConnectFailed', { error: text }),
      );
      return;
    }

    const ourKey = { pid: randomInt(1, 2 ** 31 - 1), secret: randomInt(-(2 ** 31), 2 ** 31 - 1) };
    const keyText = `${ourKey.pid}:${ourKey.secret}`;
    if (upstream.backendKey) this.cancels.set(keyText, { target: upstreamTarget, key: upstream.backendKey });
    const relay = new PgRelay(client, upstream.stream, session, () => {
      this.cancels.delete(keyText);
      upstream.close();
    });
    client.write(
      Buffer.concat([
        authentication(0),
        ...upstream.parameterStatuses,
        ...upstream.notices,
        backendKeyData(ourKey.pid, ourKey.secret),
        Buffer.from([0x5a, 0, 0, 0, 5, upstream.status.charCodeAt(0)]),
      ]),
    );
    await session.established({
      cancel: async () => {
        if (!upstream.backendKey) return false;
        await cancelUpstream(upstreamTarget, upstream.backendKey);
        return true;
      },
      close: (reason) => relay.close(reason),
    });
    const early = reader.rest();
    if (early.length > 0) client.unshift(early);
    relay.start(upstream.rest);
    if (session.ended) void relay.close(SessionEndReason.serverStopped);
  }

  /** A CancelRequest: the key is looked up; an unknown one is ignored, as PostgreSQL does. */
  private async cancel(pid: number, secret: number): Promise<void> {
    const target = this.cancels.get(`${pid}:${secret}`);
    if (!target) return;
    try {
      await cancelUpstream(target.target, target.key);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'native PostgreSQL cancel could not reach the database');
    }
  }
}

function refuse(stream: Duplex, code: string, text: string): void {
  stream.end(errorResponse(code, text, 'FATAL'));
}

/** NegotiateProtocolVersion: the newest minor version spoken (0) and the `_pq_.` options not understood. */
function negotiateDown(stream: Duplex, params: Map<string, string>): void {
  const unknown = [...params.keys()].filter((key) => key.startsWith('_pq_.'));
  const parts = [Buffer.alloc(8)];
  parts[0]?.writeInt32BE(PROTOCOL_3_0, 0);
  parts[0]?.writeInt32BE(unknown.length, 4);
  for (const key of unknown) parts.push(Buffer.from(`${key}\0`));
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head[0] = 0x76;
  head.writeInt32BE(body.length + 4, 1);
  stream.write(Buffer.concat([head, body]));
}

async function startTls(raw: Socket, context: SecureContext): Promise<TLSSocket> {
  const secure = new TLSSocket(raw, { isServer: true, secureContext: context });
  await new Promise<void>((resolve, reject) => {
    secure.once('secure', resolve);
    secure.once('error', reject);
  });
  secure.on('error', () => secure.destroy());
  return secure;
}

/** Reads from the stream until the reader holds one message of the given shape. */
function readWith<T>(stream: Duplex, reader: PgMessageReader, take: () => T | null): Promise<T> {
  const ready = take();
  if (ready !== null) return Promise.resolve(ready);
  return new Promise<T>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      reader.push(chunk);
      try {
        const value = take();
        if (value === null) return;
        cleanup();
        stream.pause();
        resolve(value);
      } catch (error) {
        cleanup();
        reject(error);
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('the client closed the connection'));
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('close', onEnd);
      stream.off('end', onEnd);
    };
    stream.on('data', onData);
    stream.once('close', onEnd);
    stream.once('end', onEnd);
    stream.resume();
  });
}

const readUntyped = (stream: Duplex, reader: PgMessageReader) => readWith(stream, reader, () => reader.nextUntyped());
const readTyped = (stream: Duplex, reader: PgMessageReader) => readWith(stream, reader, () => reader.next());
