import type { DbSession, OpenDbSessionBody } from '../../../shared/api/dbSessions';
import { SessionState } from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { SessionEndReason } from '../../../shared/protocol/terminal';
import type { DbConnection, DbProtocol, DbTarget } from '../../bastion/database/dbConnection';
import { DbError } from '../../bastion/database/dbConnection';
import type { OpenTunnel } from '../../bastion/database/dbTunnel';
import { MysqlConnection } from '../../bastion/database/mysqlConnection';
import { PgConnection } from '../../bastion/database/pgConnection';
import { openForwardedStream, SshConnectError } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { sessionLimitError, sessionOverLimit } from '../licence';
import { ProxyChainError, type ProxyHop, proxyNameOf, resolveProxyChain } from '../proxies';
import { authorizeLogin, credentialOf, insertAttempt, markLoginFailed } from '../terminal';
import { openingPolicy } from './statementPolicy';
import { statementCount } from './statementRows';

export interface DbOpenContext {
  deps: Deps;
  session: AuthSession;
  ip: string;
  userAgent: string;
  /** The caller's language, for a network proxy's failure told in the refusal. */
  lang: Lang;
}

const CONNECT_TIMEOUT_MS = 10_000;

/** The asset's protocols as stored (spec §3) and what the session row calls them. */
const DB_PROTOCOLS: Record<string, DbProtocol> = { MySQL: 'MYSQL', PostgreSQL: 'POSTGRESQL' };

/** Logs in to a database of the protocol (the session's connection, the schema browser's short ones). */
export const OPENERS: Record<DbProtocol, (target: DbTarget) => Promise<DbConnection>> = {
  MYSQL: (target) => MysqlConnection.open(target),
  POSTGRESQL: (target) => PgConnection.open(target),
};

/**
 * POST /database/sessions: the same checks as the web terminal's login (authorizeLogin), then a login to the
 * database with the account's password from the vault. The attempt is a session row (protocol MYSQL or POSTGRESQL,
 * no recording) like a terminal login; on success the connection stays on this node until closed or idle.
 */
export async function openDbSession(
  ctx: DbOpenContext,
  body: Required<Pick<OpenDbSessionBody, 'assetId' | 'accountId'>> & { database?: string | undefined },
): Promise<DbSession> {
  const { deps, session } = ctx;
  const registry = deps.databases;
  if (!registry.accepting) throw new AppError(ResponseCode.serviceUnavailable, 'unknownError');
  const { asset, account } = await authorizeLogin(deps, {
    userId: session.userId,
    assetId: body.assetId,
    accountId: body.accountId,
    sourceIp: ctx.ip,
  });
  const protocols = await deps.db
    .selectFrom('asset_protocols')
    .select(['protocol', 'port'])
    .where('asset_id', '=', asset.id)
    .execute();
  const chosen = protocols.find((row) => row.protocol in DB_PROTOCOLS);
  if (!chosen) throw new AppError(ResponseCode.dbNoProtocol, 'dbNoProtocol');
  const protocol = DB_PROTOCOLS[chosen.protocol] as DbProtocol;
  const credential = credentialOf(deps, account);
  if (credential.kind !== 'password') throw new AppError(ResponseCode.dbPasswordOnly, 'dbPasswordOnly');

  const user = await deps.db
    .selectFrom('users')
    .select(['user_name', 'nick_name'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const sessionId = await insertAttempt(
    deps.db,
    {
      userId: session.userId,
      userName: user.user_name,
      nickName: user.nick_name,
      assetId: asset.id,
      assetName: asset.name,
      address: asset.address,
      port: chosen.port,
      protocol,
      accountId: account.id,
      accountName: account.account_name,
      proxyName: await proxyNameOf(deps.db, asset.proxy_id),
      encoding: asset.encoding,
      clientIp: ctx.ip,
      userAgent: ctx.userAgent,
      nodeId: registry.nodeId,
      cols: 0,
      rows: 0,
    },
    deps.now(),
  );
  const overLimit = await sessionOverLimit(deps, sessionId);
  if (overLimit !== null) {
    await markLoginFailed(deps.db, sessionId, 3, 'licenceLimit', deps.now());
    throw sessionLimitError(overLimit);
  }

  let tunnel: OpenTunnel | undefined;
  if (asset.proxy_id !== null) {
    try {
      tunnel = proxyTunnel(await resolveProxyChain(deps, asset.proxy_id), asset.address, chosen.port, ctx.lang);
    } catch (error) {
      if (error instanceof ProxyChainError) await markLoginFailed(deps.db, sessionId, 3, 'proxyChain', deps.now());
      throw error;
    }
  }

  const database = body.database ?? null;
  const target: DbTarget = {
    host: asset.address,
    port: chosen.port,
    user: account.account_name,
    password: credential.password,
    database,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    tunnel,
  };
  let connection: DbConnection;
  try {
    connection = await OPENERS[protocol](target);
  } catch (error) {
    if (!(error instanceof DbError)) {
      await markLoginFailed(deps.db, sessionId, 3, 'error', deps.now());
      throw error;
    }
    const refused = error.kind === 'auth';
    await markLoginFailed(deps.db, sessionId, refused ? 2 : 3, refused ? 'authRejected' : 'unreachable', deps.now());
    throw new AppError(
      refused ? ResponseCode.dbCredentialRefused : ResponseCode.dbConnectFailed,
      refused ? 'dbCredentialRefused' : 'dbConnectFailed',
      { error: error.described },
      { data: { sessionId, errorCode: error.code } },
    );
  }
  await deps.db.updateTable('terminal_sessions').set({ login_result: 1 }).where('id', '=', sessionId).execute();
  const live = registry.add({
    id: sessionId,
    userId: session.userId,
    tokenHash: session.tokenHash,
    assetId: asset.id,
    accountId: account.id,
    sourceIp: ctx.ip,
    connection,
    target,
    ended: (reason) => markDbSessionEnded(deps, sessionId, reason),
  });
  live.database = database;
  const started = await deps.db
    .selectFrom('terminal_sessions')
    .select('started_at')
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  live.opened = {
    sessionId,
    protocol,
    assetId: asset.id,
    assetName: asset.name,
    accountId: account.id,
    accountName: account.account_name,
    database,
    startTime: started.started_at,
    ...(await openingPolicy(
      deps,
      { userId: session.userId, assetId: asset.id, accountId: account.id },
      registry.options.idleSeconds,
    )),
  };
  return live.opened;
}

/**
 * Each connection of the session (its own, a cancel's second one) through the asset's network proxy: an SSH
 * direct-tcpip channel opened by the last jump host to the database's address and port, as the terminal reaches a
 * Telnet host. A jump host's failure is told in the caller's language, naming the hop.
 */
function proxyTunnel(jumpHosts: ProxyHop[], host: string, port: number, lang: Lang): OpenTunnel {
  return async () => {
    try {
      return await openForwardedStream({ jumpHosts, host, port, readyTimeoutMs: CONNECT_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof SshConnectError) throw new DbError(error.describe(lang), 'connect', null);
      throw error;
    }
  };
}

/** The row's end: finished, why, when, and how many statements ran (the audit's command count). */
async function markDbSessionEnded(deps: Deps, sessionId: number, reason: SessionEndReason): Promise<void> {
  try {
    await deps.db
      .updateTable('terminal_sessions')
      .set({
        state: SessionState.finished,
        end_reason: reason,
        ended_at: deps.now().toISOString(),
        command_count: await statementCount(deps.db, sessionId),
      })
      .where('id', '=', sessionId)
      .execute();
  } catch (error) {
    // The database may be closing with the server; the next start closes the row (closeInterruptedSessions).
    deps.log.error({ err: error, sessionId }, 'database session end could not be recorded');
  }
}
