import type { Duplex } from 'node:stream';
import { StatementOutcome } from '../../../../shared/api/dbSessions';
import { SessionEndReason } from '../../../../shared/protocol/terminal';
import { COMMAND_NAMES, Com } from '../../../bastion/database/native/mysql/mysqlCommands';
import {
  ER_NOT_SUPPORTED_YET,
  ER_SPECIFIC_ACCESS_DENIED,
  ER_UNKNOWN_STMT_HANDLER,
  refusal,
  refusalText,
} from '../../../bastion/database/native/mysql/mysqlRefusals';
import { type Frame, FrameScanner, MAX_PAYLOAD, packets } from '../../../bastion/database/native/mysql/mysqlWire';
import { type ResponseShape, ResponseTracker } from '../../../bastion/database/native/mysql/responseTracker';
import { isLoadData, killOf } from '../../../bastion/database/native/mysql/statementText';
import type { NativeSession, NativeStatementEnd } from '../nativeSession';
import { PreparedStatements } from './preparedStatements';
import { TurnGathering } from './turnGathering';

type Outcome = NativeStatementEnd['outcome'];

/**
 * How much of an answer may wait to be written to a slow client before the database is paused: more than the TLS
 * socket's own 16 KiB, so that reading the database and encrypting for the client overlap.
 */
const RELAY_BUFFER_BYTES = 1024 * 1024;
const MULTI_STATEMENTS_ON = 0;
/** The database's answer to a statement stopped by KILL QUERY (a cancel). */
const ER_QUERY_INTERRUPTED = 1317;
/** COM_STMT_EXECUTE's flags asking for a cursor (CURSOR_TYPE_*). */
const CURSOR_FLAGS = 0x0f;
const OK_PACKET = Buffer.from([0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00]);

/** One command from the client, its packets joined, with the sequence id of its last packet. */
interface Command {
  seq: number;
  payload: Buffer;
}

/** What the relay asks of the listener around it. */
export interface RelayHost {
  /** The KILL of a listener connection id: done (true), not this user's (false), not a listener id (null). */
  kill(id: number, query: boolean): Promise<boolean | null>;
  /** The relay broke on something unexpected (logged; the connection ends). */
  failed(error: unknown): void;
  /** Both connections are gone. */
  closed(reason: SessionEndReason): void;
}

/**
 * The command phase between a client and its database once both logins are done. Commands are taken one at a
 * time; statements (COM_QUERY, COM_STMT_EXECUTE with the text prepared, COM_INIT_DB as `USE`) are judged by the
 * interception first and recorded with what the answer said. Answers are relayed as they arrive, chunk by chunk
 * (the database is paused while the client does not keep up), and followed packet by packet to find their end.
 * Both sides' sequence ids start at 0 with each command, so relayed packets keep theirs; the listener's own
 * answers follow the command's last id.
 */
export class CommandRelay {
  private readonly commands: Command[] = [];
  private partial: Buffer[] = [];
  private working = false;
  private closed = false;
  private tracker: ResponseTracker | null = null;
  private answered: (() => void) | null = null;
  private readonly prepared = new PreparedStatements();
  private readonly aborter = new AbortController();
  private readonly answerWrites: TurnGathering;
  private readonly clientScanner = new FrameScanner((frame) => this.fromClient(frame));
  private readonly upstreamScanner = new FrameScanner(
    (frame) => this.fromUpstream(frame),
    (first, length) => this.tracker?.skipsBody(first, length) ?? false,
    () => this.tracker?.countRow(),
  );

  constructor(
    private readonly session: NativeSession,
    private readonly client: Duplex,
    private readonly upstream: Duplex,
    private readonly upstreamThreadId: number,
    private readonly host: RelayHost,
  ) {
    this.answerWrites = new TurnGathering(client);
  }

  start(): void {
    this.client.on('data', (chunk: Buffer) => this.clientScanner.push(chunk));
    this.upstream.on('data', (chunk: Buffer) => this.relayAnswer(chunk));
    this.client.on('drain', () => {
      if (!this.closed) this.upstream.resume();
    });
    this.client.on('close', () => this.stop(SessionEndReason.connectionLost));
    this.client.on('error', () => this.stop(SessionEndReason.connectionLost));
    this.upstream.on('close', () => this.stop(SessionEndReason.connectionLost));
    this.upstream.on('error', () => this.stop(SessionEndReason.connectionLost));
    // The handshakes left both sockets paused.
    this.client.resume();
    this.upstream.resume();
  }

  /** Ends both connections (the client left, the database dropped, or the session was ended). */
  stop(reason: SessionEndReason): void {
    if (this.closed) return;
    this.closed = true;
    this.aborter.abort();
    this.client.destroy();
    this.upstream.destroy();
    this.answered?.();
    this.host.closed(reason);
  }

  private relayAnswer(chunk: Buffer): void {
    this.upstreamScanner.push(chunk);
    this.answerWrites.beforeWrite();
    this.client.write(chunk);
    if (this.client.writableLength > RELAY_BUFFER_BYTES) this.upstream.pause();
  }

  private fromUpstream(frame: Frame): void {
    const tracker = this.tracker;
    if (!tracker) return;
    tracker.accept(frame);
    if (tracker.done) {
      this.tracker = null;
      this.answered?.();
    }
  }

  private fromClient(frame: Frame): void {
    this.partial.push(frame.payload ?? Buffer.alloc(0));
    if (frame.length === MAX_PAYLOAD) return;
    this.commands.push({
      seq: frame.seq,
      payload: this.partial.length === 1 ? (this.partial[0] as Buffer) : Buffer.concat(this.partial),
    });
    this.partial = [];
    // Commands wait in turn; the client is not read while one is being handled (TCP holds back the rest).
    this.client.pause();
    void this.work();
  }

  private async work(): Promise<void> {
    if (this.working) return;
    this.working = true;
    try {
      for (let command = this.commands.shift(); command && !this.closed; command = this.commands.shift())
        await this.handle(command);
    } catch (error) {
      this.host.failed(error);
      this.stop(SessionEndReason.connectionLost);
    } finally {
      this.working = false;
      if (!this.closed) this.client.resume();
    }
  }

  private answer(command: Command, payload: Buffer): void {
    this.client.write(packets(payload, command.seq + 1));
  }

  private refuse(command: Command, message: string, code = ER_NOT_SUPPORTED_YET): void {
    this.answer(command, refusal(code, message));
  }

  private async handle(command: Command): Promise<void> {
    const { payload } = command;
    const kind = payload[0];
    switch (kind) {
      case Com.QUIT:
        this.stop(SessionEndReason.userClosed);
        return;
      case Com.QUERY:
        await this.statement(command, payload.subarray(1).toString('utf8'), 'results');
        return;
      case Com.INIT_DB:
        await this.statement(
          command,
          `USE \`${payload.subarray(1).toString('utf8').replaceAll('`', '``')}\``,
          'single',
        );
        return;
      case Com.STMT_PREPARE:
        await this.prepare(command, payload.subarray(1).toString('utf8'));
        return;
      case Com.STMT_EXECUTE:
        await this.execute(command);
        return;
      case Com.STMT_SEND_LONG_DATA:
        this.prepared.longData(payload);
        this.upstream.write(packets(payload, 0));
        return;
      case Com.STMT_CLOSE:
        this.prepared.close(payload.readUInt32LE(1));
        this.upstream.write(packets(payload, 0));
        return;
      case Com.RESET_CONNECTION:
        this.prepared.clear();
        await this.relay(command, 'single');
        return;
      case Com.STMT_RESET:
        this.prepared.reset(payload.readUInt32LE(1));
        await this.relay(command, 'single');
        return;
      case Com.PING:
      case Com.STATISTICS:
        await this.relay(command, 'single');
        return;
      case Com.FIELD_LIST:
        await this.relay(command, 'fields');
        return;
      case Com.SET_OPTION:
        if (payload.readUInt16LE(1) === MULTI_STATEMENTS_ON)
          this.refuse(command, refusalText('mysqlNativeMultiStatementsRefused'));
        else await this.relay(command, 'single');
        return;
      case Com.CHANGE_USER:
        this.refuse(command, refusalText('mysqlNativeChangeUserRefused'));
        return;
      case Com.BINLOG_DUMP:
      case Com.BINLOG_DUMP_GTID:
      case Com.REGISTER_SLAVE:
      case Com.TABLE_DUMP:
        this.refuse(command, refusalText('mysqlNativeReplicationRefused'));
        return;
      default: {
        const name = COMMAND_NAMES[kind ?? -1] ?? `0x${(kind ?? 0).toString(16).padStart(2, '0')}`;
        this.refuse(command, refusalText('mysqlNativeCommandRefused', { command: name }));
      }
    }
  }

  /** Sends the command to the database and relays its answer; resolves once the answer has ended. */
  private relay(command: Command, shape: ResponseShape, payload = command.payload): Promise<ResponseTracker> {
    const tracker = new ResponseTracker(shape);
    this.tracker = tracker;
    return new Promise((resolve) => {
      this.answered = () => {
        this.answered = null;
        resolve(tracker);
      };
      this.upstream.write(packets(payload, 0));
    });
  }

  private async prepare(command: Command, sql: string): Promise<void> {
    if (isLoadData(sql)) {
      await this.refuseStatement(command, sql, refusalText('mysqlNativeLoadDataRefused'));
      return;
    }
    const tracker = await this.relay(command, 'prepare');
    const { statementId, paramCount, error } = tracker.facts;
    if (statementId !== null && !error) this.prepared.add(statementId, sql, paramCount);
  }

  private async execute(command: Command): Promise<void> {
    const id = command.payload.readUInt32LE(1);
    const bound = this.prepared.execute(command.payload);
    if (bound === undefined) {
      this.refuse(command, refusalText('mysqlNativeUnknownStatement', { id }), ER_UNKNOWN_STMT_HANDLER);
      return;
    }
    if ((command.payload[5] ?? 0) & CURSOR_FLAGS) {
      this.refuse(command, refusalText('mysqlNativeCursorRefused'));
      return;
    }
    await this.statement(command, bound.sql, 'results', bound.params);
  }

  /** A statement the listener refuses itself: answered and recorded as blocked. */
  private async refuseStatement(command: Command, sql: string, message: string): Promise<void> {
    this.refuse(command, message, ER_SPECIFIC_ACCESS_DENIED);
    await this.session.finished(refusedEnd(sql, new Date(), message, StatementOutcome.blocked));
  }

  private async statement(
    command: Command,
    sql: string,
    shape: ResponseShape,
    params: (string | null)[] | null = null,
  ): Promise<void> {
    if (isLoadData(sql)) {
      await this.refuseStatement(command, sql, refusalText('mysqlNativeLoadDataRefused'));
      return;
    }
    const startedAt = new Date();
    const decision = await this.verdictOn(sql);
    if (!decision.run) {
      if (!this.closed) this.refuse(command, decision.notice, ER_SPECIFIC_ACCESS_DENIED);
      await this.session.finished({ ...refusedEnd(sql, startedAt, decision.notice, decision.outcome), params });
      return;
    }
    const kill = killOf(sql);
    if (kill) {
      const done = await this.host.kill(kill.id, kill.query);
      if (done !== null) {
        const refusedKill = refusalText('mysqlNativeKillRefused', { id: kill.id });
        if (done) this.answer(command, OK_PACKET);
        else this.refuse(command, refusedKill, ER_SPECIFIC_ACCESS_DENIED);
        await this.session.finished(
          done
            ? { ...refusedEnd(sql, startedAt, null, decision.outcome), affectedRows: 0 }
            : refusedEnd(sql, startedAt, refusedKill, StatementOutcome.blocked),
        );
        return;
      }
    }
    const began = performance.now();
    // MySQL has no message to say why the policy's timeout stopped it: the client reads ERR 1317, the audit "timeout".
    const clock = this.session.watchStatement();
    const { facts } = await this.relay(command, shape);
    const timedOut = clock.stop();
    const resultSet = facts.resultSets > 0;
    const interrupted = facts.error?.code === ER_QUERY_INTERRUPTED;
    let outcome: Outcome = decision.outcome;
    if (interrupted && timedOut) outcome = StatementOutcome.timeout;
    else if (interrupted || this.closed) outcome = StatementOutcome.cancelled;
    else if (facts.error) outcome = StatementOutcome.error;
    else this.followDatabase(sql, shape);
    await this.session.finished({
      sql,
      params,
      startedAt,
      durationMs: Math.round(performance.now() - began),
      outcome,
      rowCount: facts.error ? null : resultSet ? facts.rowCount : null,
      affectedRows: facts.error || resultSet ? null : facts.affectedRows,
      error: facts.error?.message ?? null,
      errorCode: facts.error ? String(facts.error.code) : null,
      columns: facts.columns,
    });
  }

  /**
   * The interception verdict as what to do and how the audit calls it. A hold has no way to tell the client (MySQL
   * has no message a server may send unasked): the client waits for the approvers' answer; leaving withdraws it.
   * A warning cannot reach the client either (an OK or EOF packet's warning count carries no text): it is recorded.
   */
  private async verdictOn(sql: string): Promise<{ run: boolean; notice: string; outcome: Outcome }> {
    const verdict = await this.session.judge(sql);
    if (verdict.action === 'run') return { run: true, notice: '', outcome: StatementOutcome.ok };
    if (verdict.action === 'warn') return { run: true, notice: verdict.notice, outcome: StatementOutcome.warned };
    if (verdict.action === 'block') return { run: false, notice: verdict.notice, outcome: StatementOutcome.blocked };
    try {
      const answer = await verdict.wait(this.aborter.signal);
      if (answer.approved && !this.closed)
        return { run: true, notice: answer.notice, outcome: StatementOutcome.approved };
      const notice = refusalText('mysqlNativeHoldRefused', { notice: answer.notice });
      return { run: false, notice, outcome: StatementOutcome.refused };
    } catch (error) {
      if (!this.aborter.signal.aborted) throw error;
      const notice = await verdict.withdraw().catch(() => '');
      return { run: false, notice, outcome: StatementOutcome.withdrawn };
    }
  }

  /** The database a statement moved the session to (COM_INIT_DB, `USE x`), for interception's unqualified names. */
  private followDatabase(sql: string, shape: ResponseShape): void {
    const used = /^USE\s+(`(?:[^`]|``)+`|[\w$]+)\s*;?\s*$/i.exec(sql.trim());
    if (!used || shape === 'prepare') return;
    const name = used[1] ?? '';
    this.session.database = name.startsWith('`') ? name.slice(1, -1).replaceAll('``', '`') : name;
  }

  get threadId(): number {
    return this.upstreamThreadId;
  }
}

function refusedEnd(sql: string, startedAt: Date, message: string | null, outcome: Outcome): NativeStatementEnd {
  return {
    sql,
    startedAt,
    durationMs: 0,
    outcome,
    rowCount: null,
    affectedRows: null,
    error: message,
    errorCode: null,
    columns: [],
  };
}
