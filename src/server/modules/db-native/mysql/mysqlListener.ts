import type { Socket } from 'node:net';
import type { SecureContextOptions } from 'node:tls';
import { SessionEndReason } from '../../../../shared/protocol/terminal';
import { refusalText } from '../../../bastion/database/native/mysql/mysqlRefusals';
import { errPayload, packets } from '../../../bastion/database/native/mysql/mysqlWire';
import { loginUpstream, UpstreamLoginError } from '../../../bastion/database/native/mysql/upstreamLogin';
import type { NativeProtocolHandler } from '../../../bastion/database/native/nativeListeners';
import type { Deps } from '../../../deps';
import { authorizeNative, NativeLoginError } from '../nativeLogin';
import { refuseWhereMasked } from '../nativeMaskingGuard';
import { NativeSession } from '../nativeSession';
import {
  allocateConnectionId,
  type ClientLogin,
  ClientRefusal,
  type LoginConversation,
  loginClient,
} from './clientLogin';
import { CommandRelay } from './commandRelay';
import { killUpstreamQuery } from './upstreamCancel';
import { openUpstreamStream, type UpstreamStream } from './upstreamStream';

const ER_ACCESS_DENIED = 1045;
const ER_SERVER_SHUTDOWN = 1053;
const ER_UNKNOWN_ERROR = 1105;
const ER_CONNECT_TO_FOREIGN_DATA_SOURCE = 1429;

/** The listener's connections of this node that reached their database, by the connection id clients were given. */
interface LiveConnection {
  userId: number;
  session: NativeSession;
  /** The database's own cancel of the running statement. */
  cancel: () => Promise<boolean>;
}

/**
 * The MySQL/MariaDB listener (docs/database-sessions.md): a client's own `mysql` (or any driver) logs in with a
 * Gatehouse token or own credentials over TLS, the bastion logs into the asset's database with the vault's
 * credential, and the command phase is relayed with every statement judged and recorded.
 */
export function mysqlListener(deps: Deps): NativeProtocolHandler {
  const live = new Map<number, LiveConnection>();
  return {
    protocol: 'MYSQL',
    accept: (socket, tls) => {
      socket.setNoDelay(true);
      serveClient(deps, socket, tls, live).catch((error) => {
        deps.log.error({ err: error }, 'MySQL listener connection failed');
        socket.destroy();
      });
    },
  };
}

const ipOf = (socket: Socket): string => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** The ERR packet a refused login ends with, then the connection closes. */
function tell(conversation: LoginConversation, code: number, sqlState: string, message: string): void {
  const socket = conversation.channel?.socket;
  if (!socket || socket.destroyed) return;
  socket.end(packets(errPayload(code, sqlState, message), conversation.seq));
}

async function serveClient(
  deps: Deps,
  socket: Socket,
  tls: Pick<SecureContextOptions, 'cert' | 'key'>,
  live: Map<number, LiveConnection>,
): Promise<void> {
  const clientIp = ipOf(socket);
  const connectionId = allocateConnectionId();
  const conversation: LoginConversation = { channel: null, seq: 0 };
  const refuse = (code: number, sqlState: string, message: string) => {
    tell(conversation, code, sqlState, message);
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  let login: ClientLogin;
  try {
    login = await loginClient(deps, socket, tls, clientIp, connectionId, conversation);
    const access = await authorizeNative(deps, login.identity, 'MYSQL', clientIp);
    await refuseWhereMasked(deps, access);
    const session = await NativeSession.begin(deps, access, { ip: clientIp, userAgent: login.userAgent });
    const database = login.database ?? login.identity.database;
    session.database = database;
    let upstream: UpstreamStream | null = null;
    let threadId: number;
    let ok: Buffer;
    try {
      upstream = await openUpstreamStream(deps, access);
      ({ threadId, ok } = await loginUpstream(upstream.stream, {
        user: access.account.account_name,
        password: access.password,
        database,
        capabilities: login.capabilities,
        charset: login.charset,
      }));
    } catch (error) {
      upstream?.close();
      const refused = error instanceof UpstreamLoginError && error.refused;
      await session.upstreamFailed(refused);
      const detail = (error as Error).message;
      if (refused) refuse(ER_ACCESS_DENIED, '28000', refusalText('mysqlNativeUpstreamRefused', { detail }));
      else
        refuse(ER_CONNECT_TO_FOREIGN_DATA_SOURCE, 'HY000', refusalText('mysqlNativeUpstreamUnreachable', { detail }));
      return;
    }
    login.channel.detach();
    const upstreamStream = upstream;
    const relay = new CommandRelay(session, login.socket, upstreamStream.stream, threadId, {
      kill: (id, query) => killConnection(live, login.identity.userId, id, query),
      failed: (error) => deps.log.error({ err: error, sessionId: session.id }, 'MySQL relay failed'),
      closed: (reason) => {
        live.delete(connectionId);
        upstreamStream.close();
        void session.end(reason);
      },
    });
    const cancel = () => killUpstreamQuery(deps, access, threadId, login.capabilities);
    await session.established({
      cancel,
      close: async (reason) => relay.stop(reason ?? SessionEndReason.serverStopped),
    });
    live.set(connectionId, { userId: login.identity.userId, session, cancel });
    login.socket.write(packets(ok, login.nextSeq));
    relay.start();
  } catch (error) {
    if (error instanceof ClientRefusal) refuse(error.code, error.sqlState, error.message);
    else if (error instanceof NativeLoginError)
      refuse(
        error.kind === 'unavailable' ? ER_SERVER_SHUTDOWN : ER_ACCESS_DENIED,
        error.kind === 'unavailable' ? '08S01' : '28000',
        error.message,
      );
    else if (isHandshakeBreak(error)) socket.destroy();
    else {
      refuse(ER_UNKNOWN_ERROR, 'HY000', 'Gatehouse could not complete the login');
      throw error;
    }
  }
}

/** The client went away or stalled during the login: nothing to tell, nothing to log. */
function isHandshakeBreak(error: unknown): boolean {
  const message = (error as Error)?.message ?? '';
  return (
    message.includes('during the handshake') ||
    ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException)?.code ?? '') ||
    /SSL|TLS|certificate/i.test(message)
  );
}

/**
 * `KILL [QUERY] <id>` naming a listener connection (the id its client was given): the user's own connections
 * only. KILL QUERY stops its running statement by the database's own cancel; KILL ends that session.
 */
async function killConnection(
  live: Map<number, LiveConnection>,
  userId: number,
  id: number,
  query: boolean,
): Promise<boolean | null> {
  const target = live.get(id);
  if (!target) return null;
  if (target.userId !== userId) return false;
  if (query) await target.cancel();
  else await target.session.end(SessionEndReason.userClosed);
  return true;
}
