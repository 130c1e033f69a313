import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { DbError } from '../../dbConnection';
import type { DbTunnel, OpenTunnel } from '../../dbTunnel';
import { PgMessageReader } from './pgMessageReader';
import { CANCEL_REQUEST, cstring, int32, message, readFields, startupMessage, untypedMessage } from './pgMessages';
import { md5Password, ScramClient } from './pgScram';

/** Where and as whom the listener logs in: the asset's address and port, the vault's account and password. */
export interface PgUpstreamTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** The client's startup parameters passed on (application_name, client_encoding, DateStyle, …). */
  parameters: ReadonlyMap<string, string>;
  connectTimeoutMs: number;
  tunnel?: OpenTunnel | undefined;
}

/** A logged-in connection to the database, and what the server said while logging in (to hand to the client). */
export interface PgUpstream {
  stream: Duplex;
  /** The ParameterStatus messages as received (server_version, client_encoding, …). */
  parameterStatuses: Buffer[];
  /** Notices sent while logging in. */
  notices: Buffer[];
  backendKey: { pid: number; secret: number } | null;
  /** The first ReadyForQuery's transaction status. */
  status: string;
  /** Bytes received after the ReadyForQuery (none, normally). */
  rest: Buffer;
  close(): void;
}

async function openStream(target: Pick<PgUpstreamTarget, 'host' | 'port' | 'connectTimeoutMs' | 'tunnel'>) {
  if (target.tunnel) {
    let tunnel: DbTunnel;
    try {
      tunnel = await target.tunnel();
    } catch (error) {
      if (error instanceof DbError) throw error;
      throw new DbError((error as Error).message, 'connect', null);
    }
    return { stream: tunnel.stream, close: () => tunnel.close() };
  }
  const socket = connect({ host: target.host, port: target.port, noDelay: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new DbError(`connection to ${target.host}:${target.port} timed out`, 'connect', null));
    }, target.connectTimeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(new DbError(error.message, 'connect', (error as NodeJS.ErrnoException).code ?? null));
    });
  });
  return { stream: socket as Duplex, close: () => socket.destroy() };
}

const sasl = (mechanism: string, data: string) => {
  const payload = Buffer.from(data, 'utf8');
  return message('p', Buffer.concat([cstring(mechanism), int32(payload.length), payload]));
};

/**
 * Logs into PostgreSQL with protocol 3.0: the startup parameters, then whichever password exchange the server asks
 * (trust, cleartext, md5, SCRAM-SHA-256), up to the first ReadyForQuery. A refused login is a DbError `auth` with
 * the server's SQLSTATE; an unreachable server `connect`.
 */
export async function loginUpstream(target: PgUpstreamTarget): Promise<PgUpstream> {
  const { stream, close } = await openStream(target);
  const reader = new PgMessageReader();
  const parameters = new Map(target.parameters);
  parameters.set('user', target.user);
  parameters.set('database', target.database);
  try {
    return await new Promise<PgUpstream>((resolve, reject) => {
      const parameterStatuses: Buffer[] = [];
      const notices: Buffer[] = [];
      let backendKey: PgUpstream['backendKey'] = null;
      let scram: ScramClient | null = null;
      const timer = setTimeout(
        () => fail(new DbError('the database did not finish the login in time', 'connect', null)),
        target.connectTimeoutMs,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        stream.off('data', onData);
        reject(error);
      };
      const onError = (error: Error) => fail(new DbError(error.message, 'connect', null));
      const onClose = () => fail(new DbError('the database closed the connection while logging in', 'connect', null));
      const onData = (chunk: Buffer) => {
        reader.push(chunk);
        try {
          for (let next = reader.next(); next; next = reader.next()) {
            const type = String.fromCharCode(next.type);
            const whole = message(type, next.body);
            if (type === 'R') {
              const code = next.body.readInt32BE(0);
              if (code === 0) continue;
              if (code === 3) stream.write(message('p', cstring(target.password)));
              else if (code === 5)
                stream.write(
                  message('p', cstring(md5Password(target.user, target.password, next.body.subarray(4, 8)))),
                );
              else if (code === 10) {
                const mechanisms = next.body.toString('utf8', 4).split('\0');
                if (!mechanisms.includes('SCRAM-SHA-256'))
                  throw new DbError(
                    `unsupported SASL mechanisms: ${mechanisms.filter(Boolean).join(', ')}`,
                    'auth',
                    null,
                  );
                scram = new ScramClient(target.password);
                stream.write(sasl('SCRAM-SHA-256', scram.first()));
              } else if (code === 11 && scram)
                stream.write(message('p', Buffer.from(scram.final(next.body.toString('utf8', 4)))));
              else if (code === 12 && scram) scram.verify(next.body.toString('utf8', 4));
              else throw new DbError(`unsupported authentication request ${code}`, 'auth', null);
            } else if (type === 'S') parameterStatuses.push(whole);
            else if (type === 'N') notices.push(whole);
            else if (type === 'K') backendKey = { pid: next.body.readInt32BE(0), secret: next.body.readInt32BE(4) };
            else if (type === 'E') {
              const fields = readFields(next.body);
              const code = fields.get('C') ?? null;
              const kind = code?.startsWith('28') ? 'auth' : 'connect';
              throw new DbError(fields.get('M') ?? 'login refused', kind, code);
            } else if (type === 'Z') {
              clearTimeout(timer);
              stream.off('data', onData);
              stream.off('error', onError);
              stream.off('close', onClose);
              stream.pause();
              resolve({
                stream,
                parameterStatuses,
                notices,
                backendKey,
                status: next.body.toString('latin1', 0, 1),
                rest: reader.rest(),
                close,
              });
              return;
            }
          }
        } catch (error) {
          fail(error instanceof DbError ? error : new DbError((error as Error).message, 'auth', null));
        }
      };
      stream.on('data', onData);
      stream.once('error', onError);
      stream.once('close', onClose);
      stream.write(startupMessage(parameters));
    });
  } catch (error) {
    close();
    throw error;
  }
}

/** The database's own cancel: a second connection carrying the backend's key (what psql's Ctrl+C does). */
export async function cancelUpstream(
  target: Pick<PgUpstreamTarget, 'host' | 'port' | 'connectTimeoutMs' | 'tunnel'>,
  key: { pid: number; secret: number },
): Promise<void> {
  const { stream, close } = await openStream(target);
  await new Promise<void>((resolve) => {
    const done = () => {
      close();
      resolve();
    };
    stream.once('close', done);
    stream.once('error', done);
    stream.on('data', () => undefined);
    stream.write(untypedMessage(Buffer.concat([int32(CANCEL_REQUEST), int32(key.pid), int32(key.secret)])));
    setTimeout(done, target.connectTimeoutMs).unref();
  });
}
