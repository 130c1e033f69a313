import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { StatementOutcome } from '../../../../shared/api/dbSessions';
import { formatMessage } from '../../../../shared/messages';
import { SessionEndReason } from '../../../../shared/protocol/terminal';
import { PgAnswerFramer } from '../../../bastion/database/native/postgres/pgAnswerFramer';
import {
  type PgPortal,
  type PgPrepared,
  readBind,
  readParse,
} from '../../../bastion/database/native/postgres/pgBindParams';
import { PgMessageReader } from '../../../bastion/database/native/postgres/pgMessageReader';
import {
  cstring,
  errorResponse,
  message,
  noticeResponse,
  type PgMessage,
  readCStrings,
} from '../../../bastion/database/native/postgres/pgMessages';
import { refusalMessages } from '../../../bastion/database/native/postgres/pgRefusal';
import {
  affectedRowsOf,
  type Expected,
  type ExpectedKind,
  readError,
  readRowDescription,
  type StatementTrack,
} from '../../../bastion/database/native/postgres/pgResponses';
import { unauditableKind } from '../../../bastion/database/native/postgres/pgStatementKinds';
import type { NativeSession, NativeStatementEnd } from '../nativeSession';

type Outcome = (typeof StatementOutcome)[keyof typeof StatementOutcome];

/** Whether a judged statement goes to the database, what the client is told, and how the audit records it. */
interface Decision {
  run: boolean;
  notice: string;
  outcome: Outcome;
}

const QUERY_CANCELED = '57014';
/** How long an ended connection may take to flush its last bytes before it is cut. */
const CLOSE_GRACE_MS = 2000;
/** Bytes of the database's answer the listener holds for a slow client before it stops reading from the database. */
const RELAY_BUFFER_BYTES = 1024 * 1024;
const INSUFFICIENT_PRIVILEGE = '42501';
const FEATURE_NOT_SUPPORTED = '0A000';

const said = (key: Parameters<typeof formatMessage>[0], params?: Record<string, string | number>) =>
  formatMessage(key, 'en', params);

/**
 * One class of about 500 lines: the client side fills the queue of expected answers, the batch counters and the
 * prepared statements that the database side consumes, so both directions stay together; what stands alone already
 * does (pgAnswerFramer: the byte stream; pgRefusal: the refusal's messages; pgBindParams; pgResponses).
 *
 * Relays one logged-in client connection to its database connection, both ways, as bytes: every statement (a
 * Query's text, an Execute's prepared text) is judged before it is sent and recorded when its answer ends. DataRow
 * messages are counted and passed on in the chunks they came in, never decoded; each side's backpressure pauses the
 * other. COPY, FunctionCall and a COPY answer the listener did not expect are refused: they cannot be audited.
 */
export class PgRelay {
  private readonly fromClient = new PgMessageReader();
  private readonly expected: Expected[] = [];
  private readonly statements = new Map<string, PgPrepared>();
  private readonly portals = new Map<string, PgPortal>();
  /** The statement rows being written, one after another so that their ids keep the order the statements ran in. */
  private recording: Promise<void> = Promise.resolve();
  private draining = false;
  private upstreamPaused = false;
  /** The extended-query batch being sent (a Sync ends it) and the last one the database answered an error in. */
  private batch = 0;
  private failedBatch = -1;
  private batchError: StatementTrack['error'] = null;
  private closed = false;
  private readonly answers = new PgAnswerFramer({
    dataRow: () => {
      const head = this.expected[0];
      if (head && (head.kind === 'query' || head.kind === 'execute') && head.track) head.track.rows += 1;
    },
    message: (type, body) => this.upstreamMessage(type, body),
    stopped: () => this.closed,
  });
  private lastRowDescription: StatementTrack['columns'] = [];
  private readonly abort = new AbortController();

  constructor(
    private readonly client: Duplex,
    private readonly upstream: Duplex,
    private readonly session: NativeSession,
    private readonly onClosed: () => void,
  ) {}

  start(rest: Buffer): void {
    this.client.on('data', (chunk: Buffer) => {
      this.fromClient.push(chunk);
      void this.drainClient();
    });
    this.upstream.on('data', (chunk: Buffer) => this.fromUpstream(chunk));
    this.client.on('close', () => this.shutdown(SessionEndReason.connectionLost));
    this.client.on('error', () => this.shutdown(SessionEndReason.connectionLost));
    this.upstream.on('close', () => this.upstreamGone());
    this.upstream.on('error', () => this.upstreamGone());
    this.upstream.resume();
    this.client.resume();
    if (rest.length > 0) this.fromUpstream(rest);
  }

  /** The session ended from Gatehouse's side (idle, sign-out, shutdown, revoked grant): the client is told. */
  async close(reason: SessionEndReason | null): Promise<void> {
    if (this.closed) return;
    const text = `terminating connection: the Gatehouse session ended${reason ? ` (${reason})` : ''}`;
    if (this.answers.atBoundary) this.client.write(errorResponse('57P01', text, 'FATAL'));
    this.finish();
  }

  private upstreamGone(): void {
    if (this.closed) return;
    if (this.answers.atBoundary)
      this.client.write(errorResponse('08006', 'the database closed the connection', 'FATAL'));
    this.shutdown(SessionEndReason.connectionLost);
  }

  private shutdown(reason: SessionEndReason): void {
    if (this.closed) return;
    this.finish();
    void this.session.end(reason);
  }

  private finish(): void {
    this.closed = true;
    this.abort.abort();
    // Ended rather than destroyed, so a FATAL just written (and the client's Terminate) still goes out.
    this.client.end();
    this.upstream.end();
    const sockets = [this.client, this.upstream];
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, CLOSE_GRACE_MS).unref();
    this.onClosed();
  }

  // ---- client → database ----

  private async drainClient(): Promise<void> {
    if (this.draining || this.closed) return;
    this.draining = true;
    const batch: Buffer[] = [];
    const flush = () => {
      if (batch.length === 0) return;
      const writable = this.upstream.write(batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch));
      batch.length = 0;
      if (!writable) {
        this.client.pause();
        this.upstream.once('drain', () => this.client.resume());
      }
    };
    try {
      for (let next = this.fromClient.next(); next && !this.closed; next = this.fromClient.next()) {
        const judged = await this.clientMessage(next, batch, flush);
        if (judged === 'stop') return;
      }
      flush();
    } catch (error) {
      this.protocolViolation((error as Error).message);
    } finally {
      this.draining = false;
    }
    if (this.fromClient.buffered >= 5 && !this.closed) void this.drainClient();
  }

  private async clientMessage(next: PgMessage, batch: Buffer[], flush: () => void): Promise<'go' | 'stop'> {
    const type = String.fromCharCode(next.type);
    switch (type) {
      case 'Q': {
        const sql = next.body.toString('utf8', 0, Math.max(0, next.body.length - 1));
        flush();
        await this.statement(sql, false, next.raw, batch);
        return 'go';
      }
      case 'P': {
        const { name, prepared } = readParse(next.body);
        this.statements.set(name, prepared);
        this.send(batch, next.raw, { kind: 'parse', swallow: false });
        return 'go';
      }
      case 'B': {
        const { portal, statement, params } = readBind(
          next.body,
          (name) => this.statements.get(name)?.paramTypes ?? [],
        );
        this.portals.set(portal, { sql: this.statements.get(statement)?.sql ?? '', params });
        this.send(batch, next.raw, { kind: 'bind', swallow: false });
        return 'go';
      }
      case 'E': {
        const { values } = readCStrings(next.body, 0, 1);
        const portal = this.portals.get(values[0] as string);
        flush();
        await this.statement(portal?.sql ?? '', true, next.raw, batch, portal?.params ?? null);
        return 'go';
      }
      case 'D':
        this.send(batch, next.raw, { kind: 'describe', swallow: false });
        return 'go';
      case 'C':
        this.send(batch, next.raw, { kind: 'close', swallow: false });
        return 'go';
      case 'S':
        this.send(batch, next.raw, { kind: 'sync' });
        return 'go';
      case 'H':
        batch.push(next.raw);
        return 'go';
      case 'X':
        batch.push(next.raw);
        flush();
        this.shutdown(SessionEndReason.userClosed);
        return 'stop';
      case 'F':
        // FunctionCall: a function run by oid with binary arguments, outside any statement text to judge.
        this.refuseInline(false, said('dbNativeUnsupported', { what: 'FunctionCall' }), FEATURE_NOT_SUPPORTED, batch);
        return 'go';
      default:
        // CopyData/CopyDone/CopyFail without a COPY (refused before it starts), or an unknown message.
        this.protocolViolation(`unexpected message type ${JSON.stringify(type)}`);
        return 'stop';
    }
  }

  /**
   * Sends a message and notes the answer it will get. Extended-query messages belong to the batch their Sync ends:
   * once the database answered an error in a batch it skips the rest of it up to the Sync, unanswered, so they are
   * not expected (whether the error came back before or after they were sent).
   */
  private send(batch: Buffer[], raw: Buffer, expected: ExpectedKind): void {
    batch.push(raw);
    const entry = { ...expected, batch: this.batch } as Expected;
    if (expected.kind === 'sync') this.batch += 1;
    else if (expected.kind !== 'query' && entry.batch === this.failedBatch) {
      if (expected.kind === 'execute' && expected.track) this.skipped(expected.track);
      return;
    }
    this.expected.push(entry);
  }

  /** Judges one statement, then sends it (the client's own message) or the refusal in its place. */
  private async statement(
    sql: string,
    extended: boolean,
    raw: Buffer,
    batch: Buffer[],
    params: (string | null)[] | null = null,
  ): Promise<void> {
    const unauditable = unauditableKind(sql);
    if (unauditable) {
      const notice = said('dbNativeUnsupported', { what: `${unauditable} (FROM STDIN, TO STDOUT or files)` });
      this.recordRefused(sql, params, notice, StatementOutcome.blocked);
      this.refuseInline(extended, notice, FEATURE_NOT_SUPPORTED, batch);
      return;
    }
    this.client.pause();
    let decision: Decision;
    try {
      decision = await this.verdictOn(sql);
    } finally {
      if (!this.closed) this.client.resume();
    }
    if (this.closed) return;
    if (!decision.run) {
      this.recordRefused(sql, params, decision.notice, decision.outcome);
      this.refuseInline(extended, decision.notice, INSUFFICIENT_PRIVILEGE, batch);
      return;
    }
    if (decision.notice) this.toClient(noticeResponse(decision.notice));
    const clock = this.session.watchStatement(() =>
      this.toClient(
        noticeResponse(said('dbNativeStatementTimedOut', { seconds: this.session.statementTimeoutSeconds ?? 0 })),
      ),
    );
    const track: StatementTrack = {
      sql,
      params,
      stopClock: () => clock.stop(),
      startedAt: new Date(),
      start: performance.now(),
      rows: 0,
      affected: null,
      columns: [],
      error: null,
      outcome: decision.outcome,
    };
    this.send(batch, raw, extended ? { kind: 'execute', track } : { kind: 'query', track });
  }

  /**
   * The interception verdict; a hold tells the client it waits (a NoticeResponse) and becomes the approvers'
   * answer. The client leaving meanwhile takes the request back.
   */
  private async verdictOn(sql: string): Promise<Decision> {
    const verdict = await this.session.judge(sql);
    if (verdict.action === 'run') return { run: true, notice: '', outcome: StatementOutcome.ok };
    if (verdict.action === 'warn') return { run: true, notice: verdict.notice, outcome: StatementOutcome.warned };
    if (verdict.action === 'block') return { run: false, notice: verdict.notice, outcome: StatementOutcome.blocked };
    this.toClient(noticeResponse(said('dbNativeWaitingApproval', { notice: verdict.notice })));
    try {
      const answer = await verdict.wait(this.abort.signal);
      return answer.approved
        ? { run: true, notice: answer.notice, outcome: StatementOutcome.approved }
        : { run: false, notice: answer.notice, outcome: StatementOutcome.refused };
    } catch (error) {
      if (!this.abort.signal.aborted) throw error;
      const notice = await verdict.withdraw().catch(() => '');
      return { run: false, notice, outcome: StatementOutcome.withdrawn };
    }
  }

  /** Runs the refusal on the database in the refused statement's place (pgRefusal.ts). */
  private refuseInline(extended: boolean, notice: string, code: string, batch: Buffer[]): void {
    for (const { raw, expected } of refusalMessages(extended, notice, code)) this.send(batch, raw, expected);
  }

  private recordRefused(sql: string, params: (string | null)[] | null, notice: string, outcome: Outcome): void {
    this.record({
      sql,
      params,
      startedAt: new Date(),
      durationMs: 0,
      outcome,
      rowCount: null,
      affectedRows: null,
      error: notice,
      errorCode: null,
      columns: [],
    });
  }

  private record(end: NativeStatementEnd): void {
    this.recording = this.recording.then(() => this.session.finished(end)).catch(() => undefined);
  }

  private protocolViolation(reason: string): void {
    if (this.closed) return;
    if (this.answers.atBoundary) this.client.write(errorResponse('08P01', `protocol violation: ${reason}`, 'FATAL'));
    this.shutdown(SessionEndReason.connectionLost);
  }

  /** A message of the listener's own, sent at the next boundary between the database's messages. */
  private toClient(buffer: Buffer): void {
    const now = this.answers.own(buffer);
    if (now) this.client.write(now);
  }

  // ---- database → client ----

  private fromUpstream(incoming: Buffer): void {
    if (this.closed) return;
    const out = this.answers.push(incoming);
    if (!out || this.closed) return;
    this.client.write(out);
    // The TLS socket's own mark (16 KB) is below one read from the database: pausing there would stop the database
    // at every chunk. Paused past RELAY_BUFFER_BYTES, resumed once the client has taken it all ('drain').
    if (this.client.writableLength > RELAY_BUFFER_BYTES && !this.upstreamPaused) {
      this.upstreamPaused = true;
      this.upstream.pause();
      this.client.once('drain', () => {
        this.upstreamPaused = false;
        if (!this.closed) this.upstream.resume();
      });
    }
  }

  /** One whole message from the database (not a DataRow): bookkeeping, and whether the client sees it. */
  private upstreamMessage(type: number, body: Buffer): boolean {
    const head = this.expected[0];
    switch (String.fromCharCode(type)) {
      case '1':
      case '2':
      case '3': {
        this.expected.shift();
        return !(head && 'swallow' in head && head.swallow);
      }
      case 'T': {
        const columns = readRowDescription(body);
        this.lastRowDescription = columns;
        if (head?.kind === 'describe') this.expected.shift();
        else if ((head?.kind === 'query' || head?.kind === 'execute') && head.track) head.track.columns = columns;
        return true;
      }
      case 'n':
        if (head?.kind === 'describe') this.expected.shift();
        return true;
      case 'C': {
        if ((head?.kind === 'query' || head?.kind === 'execute') && head.track) {
          const affected = affectedRowsOf(body);
          if (affected !== null) head.track.affected = (head.track.affected ?? 0) + affected;
        }
        if (head?.kind === 'execute') this.endExecute(head);
        return true;
      }
      case 's':
      case 'I':
        if (head?.kind === 'execute') this.endExecute(head);
        return true;
      case 'E': {
        const error = readError(body);
        if (head?.kind === 'query') {
          if (head.track && !head.track.error) head.track.error = error;
        } else if (head && head.kind !== 'sync') {
          // Extended query: the server skips every message up to the Sync; those get no answer.
          this.failedBatch = head.batch;
          this.batchError = error;
          if (head.kind === 'execute' && head.track) head.track.error = error;
          if (head.kind === 'execute') this.endExecute(head);
          else this.expected.shift();
          while (this.expected.length > 0 && this.expected[0]?.kind !== 'sync') {
            const skipped = this.expected.shift();
            if (skipped?.kind === 'execute' && skipped.track) this.skipped(skipped.track);
          }
        }
        return true;
      }
      case 'Z': {
        if (head?.kind === 'query') {
          this.expected.shift();
          if (head.track) this.endStatement(head.track);
        } else if (head?.kind === 'sync') this.expected.shift();
        return true;
      }
      case 'G':
        // CopyInResponse to a COPY the listener did not see coming (hidden in a function): the database is told
        // the copy failed, and the client sees the resulting error instead of a copy it cannot be audited in.
        this.upstream.write(message('f', cstring(said('dbNativeUnsupported', { what: 'COPY FROM STDIN' }))));
        return false;
      case 'H':
      case 'W':
        this.protocolRefusal(said('dbNativeUnsupported', { what: 'COPY TO STDOUT' }));
        return false;
      default:
        return true;
    }
  }

  /**
   * An Execute the database skipped because an earlier message of its batch failed (a Parse or Bind error): recorded
   * with that error, since the statement was sent and did not run.
   */
  private skipped(track: StatementTrack): void {
    track.error = this.batchError;
    this.endStatement(track);
  }

  private endExecute(head: Expected & { kind: 'execute' }): void {
    this.expected.shift();
    if (!head.track) return;
    if (head.track.columns.length === 0) head.track.columns = this.lastRowDescription;
    this.endStatement(head.track);
  }

  private endStatement(track: StatementTrack): void {
    const error = track.error;
    const timedOut = track.stopClock();
    this.record({
      sql: track.sql,
      params: track.params,
      startedAt: track.startedAt,
      durationMs: performance.now() - track.start,
      outcome: error
        ? error.code === QUERY_CANCELED
          ? timedOut
            ? StatementOutcome.timeout
            : StatementOutcome.cancelled
          : StatementOutcome.error
        : track.outcome,
      rowCount: track.columns.length > 0 || track.rows > 0 ? track.rows : null,
      affectedRows: track.affected,
      error: error ? (error.code ? `${error.code}: ${error.message}` : error.message) : null,
      errorCode: error?.code ?? null,
      columns: track.columns,
    });
  }

  /** A copy out of the database started that the listener cannot audit: the connection ends, said as a FATAL. */
  private protocolRefusal(text: string): void {
    this.client.write(errorResponse(FEATURE_NOT_SUPPORTED, text, 'FATAL'));
    this.shutdown(SessionEndReason.connectionLost);
  }

  /** Resolves when every statement row of this connection is written (tests, shutdown). */
  async settled(): Promise<void> {
    await this.recording;
  }
}
