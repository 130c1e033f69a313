import type { DbColumn, StatementOutcome } from '../../../shared/api/dbSessions';
import { SessionState } from '../../../shared/api/terminal';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { DbConnection, DbProtocol } from '../../bastion/database/dbConnection';
import { DbError } from '../../bastion/database/dbConnection';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { insertStatement, judgeStatement, type StatementVerdict, statementCount } from '../db-sessions';
import { sessionOverLimit } from '../licence';
import { dbRulesFor } from '../policies';
import { proxyNameOf } from '../proxies';
import { insertAttempt, markLoginFailed, stillAuthorized } from '../terminal';
import type { NativeAccess } from './nativeAccess';
import { NativeLoginError } from './nativeLogin';
import { type StatementClock, startStatementClock } from './statementClock';

/** What a listener hands the session once the database accepted the vault's credential. */
export interface NativeConnectionControls {
  /** Asks the database to stop the running statement (the protocol's own cancel); false when none runs. */
  cancel(): Promise<boolean>;
  /**
   * Ends the client's and the database's connections (the session ended: idle, sign-out, shutdown, revoked); the
   * reason when this side knows it, null when the registry ended it (idle, sign-out, shutdown, behaviour limits).
   */
  close(reason: SessionEndReason | null): Promise<void>;
}

/** One statement as the listener saw it end. */
export interface NativeStatementEnd {
  sql: string;
  startedAt: Date;
  durationMs: number;
  /** StatementOutcome: ok, error, cancelled; blocked, warned, approved, refused, withdrawn (interception). */
  outcome: (typeof StatementOutcome)[keyof typeof StatementOutcome];
  rowCount: number | null;
  affectedRows: number | null;
  error: string | null;
  errorCode: string | null;
  columns: DbColumn[];
  /** A prepared statement's parameter values as the client bound them (null for NULL); absent without any. */
  params?: readonly (string | null)[] | null;
}

/**
 * A native client's database session (docs/database-sessions.md): a row of terminal_sessions like the web
 * console's (protocol POSTGRESQL or MYSQL, the client named in the user agent), opened before the listener logs in
 * upstream, every statement a db_statements row, and while live an entry of the node's database session registry,
 * so the idle timeout, the behaviour limits, signing out, the shutdown and a revoked grant end it as they end a
 * console session. The listener reports; this class decides and records.
 */
export class NativeSession {
  private live: LiveDbSession | null = null;
  private endReason: SessionEndReason | null = null;
  /** The database the listener logged into, for interception's unqualified table names. */
  database: string | null = null;
  /** The behaviour policies' statement timeout as the connection began (a later change applies to new ones). */
  private statementTimeoutMs: number | null = null;
  private controls: NativeConnectionControls | null = null;

  private constructor(
    private readonly deps: Deps,
    readonly id: number,
    readonly access: NativeAccess,
    private readonly clientIp: string,
  ) {}

  /** The attempt's row (and the licence's session limit), before the upstream login. */
  static async begin(
    deps: Deps,
    access: NativeAccess,
    client: { ip: string; userAgent: string },
  ): Promise<NativeSession> {
    if (!deps.databases.accepting) throw new NativeLoginError('Gatehouse is stopping', 'unavailable');
    const user = await deps.db
      .selectFrom('users')
      .select(['user_name', 'nick_name'])
      .where('id', '=', access.identity.userId)
      .executeTakeFirstOrThrow();
    const id = await insertAttempt(
      deps.db,
      {
        userId: access.identity.userId,
        userName: user.user_name,
        nickName: user.nick_name,
        assetId: access.asset.id,
        assetName: access.asset.name,
        address: access.asset.address,
        port: access.port,
        protocol: access.protocol,
        accountId: access.account.id,
        accountName: access.account.account_name,
        proxyName: await proxyNameOf(deps.db, access.asset.proxy_id),
        encoding: access.asset.encoding,
        clientIp: client.ip,
        userAgent: client.userAgent,
        nodeId: deps.databases.nodeId,
        cols: 0,
        rows: 0,
      },
      deps.now(),
    );
    if ((await sessionOverLimit(deps, id)) !== null) {
      await markLoginFailed(deps.db, id, 3, 'licenceLimit', deps.now());
      throw new NativeLoginError('The licence allows no more sessions now', 'unavailable');
    }
    return new NativeSession(deps, id, access, client.ip);
  }

  get protocol(): DbProtocol {
    return this.access.protocol;
  }

  /** The database refused the vault's credential (`auth`) or could not be reached. */
  async upstreamFailed(refused: boolean): Promise<void> {
    await markLoginFailed(
      this.deps.db,
      this.id,
      refused ? 2 : 3,
      refused ? 'authRejected' : 'unreachable',
      this.deps.now(),
    );
  }

  /** Logged in upstream: the row says so and the session joins the registry. */
  async established(controls: NativeConnectionControls): Promise<void> {
    const { deps } = this;
    this.controls = controls;
    const { identity } = this.access;
    const rules = await dbRulesFor(deps, {
      userId: identity.userId,
      assetId: identity.assetId,
      accountId: identity.accountId,
    });
    this.statementTimeoutMs = rules.dbTimeoutSeconds === null ? null : rules.dbTimeoutSeconds * 1000;
    await deps.db.updateTable('terminal_sessions').set({ login_result: 1 }).where('id', '=', this.id).execute();
    const connection: DbConnection = {
      protocol: this.protocol,
      run: async () => {
        throw new DbError('this session’s statements come from its native client', 'statement', null);
      },
      cancel: () => controls.cancel(),
      close: () => controls.close(this.endReason),
      onLost: null,
    };
    this.live = deps.databases.add({
      id: this.id,
      userId: this.access.identity.userId,
      tokenHash: this.access.identity.issuedTokenHash,
      assetId: this.access.asset.id,
      accountId: this.access.account.id,
      sourceIp: this.clientIp,
      connection,
      ended: (reason) => this.markEnded(reason),
    });
  }

  /** The policy's timeout in seconds, for the client's notice; null without one. */
  get statementTimeoutSeconds(): number | null {
    return this.statementTimeoutMs === null ? null : this.statementTimeoutMs / 1000;
  }

  /**
   * A statement went to the database: past the policy's statement timeout it is cancelled with the protocol's own
   * cancel (the database answers its error) and `timedOut` is told, so the listener can say why.
   */
  watchStatement(timedOut: () => void = () => undefined): StatementClock {
    return startStatementClock(this.statementTimeoutMs, () => {
      timedOut();
      void this.controls?.cancel().catch((error: unknown) => {
        this.deps.log.warn({ err: error, sessionId: this.id }, 'a timed-out native statement could not be cancelled');
      });
    });
  }

  get ended(): boolean {
    return this.live?.ended ?? false;
  }

  /**
   * Before a statement goes to the database: the grant must still stand (else the session ends, accessEnded, and
   * the statement is refused), then the interception verdict. The session counts as busy until `finished`.
   */
  async judge(sql: string): Promise<StatementVerdict> {
    const { identity } = this.access;
    const standing = await stillAuthorized(this.deps, {
      userId: identity.userId,
      assetId: identity.assetId,
      accountId: identity.accountId,
      sourceIp: this.clientIp,
    });
    if (!standing) {
      void this.end(SessionEndReason.accessEnded);
      return { action: 'block', notice: 'The authorisation to this asset account has ended' };
    }
    this.live?.relaying(true);
    return judgeStatement(
      this.deps,
      {
        sessionId: this.id,
        userId: identity.userId,
        assetId: identity.assetId,
        accountId: identity.accountId,
        protocol: this.protocol,
        database: this.database,
      },
      sql,
      'en',
    );
  }

  /** A statement ended (or was refused): its audit row; the idle timer runs again. */
  async finished(end: NativeStatementEnd): Promise<void> {
    this.live?.relaying(false);
    await insertStatement(this.deps.db, {
      sessionId: this.id,
      sql: end.sql,
      startedAt: end.startedAt,
      durationMs: end.durationMs,
      outcome: end.outcome,
      rowCount: end.rowCount,
      affectedRows: end.affectedRows,
      truncated: false,
      error: end.error,
      errorCode: end.errorCode,
      columns: end.columns,
      params: end.params ?? null,
    });
  }

  /** Ends the session (the client left: userClosed; its connection dropped: connectionLost). */
  async end(reason: SessionEndReason): Promise<void> {
    if (!this.live) return;
    this.endReason ??= reason;
    await this.live.end(reason);
  }

  private async markEnded(reason: SessionEndReason): Promise<void> {
    this.endReason ??= reason;
    const { deps } = this;
    try {
      await deps.db
        .updateTable('terminal_sessions')
        .set({
          state: SessionState.finished,
          end_reason: reason,
          ended_at: deps.now().toISOString(),
          command_count: await statementCount(deps.db, this.id),
        })
        .where('id', '=', this.id)
        .execute();
    } catch (error) {
      deps.log.error({ err: error, sessionId: this.id }, 'native database session end could not be recorded');
    }
  }
}
