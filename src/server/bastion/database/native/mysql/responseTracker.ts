import type { DbColumn } from '../../../../../shared/api/dbSessions';
import { columnOf } from './columnDefinition';
import { eofStatus, type Frame, isEof, parseErr, parseOk, Status } from './mysqlWire';

/** How a command's answer is shaped. */
export type ResponseShape =
  /** COM_QUERY and COM_STMT_EXECUTE: OK, ERR or result sets, more while MORE_RESULTS is set. */
  | 'results'
  /** COM_STMT_PREPARE: OK with the statement's id, then parameter and column definitions. */
  | 'prepare'
  /** COM_FIELD_LIST: column definitions up to an EOF, or an ERR. */
  | 'fields'
  /** Everything else relayed: one packet (OK, ERR, EOF or COM_STATISTICS' text). */
  | 'single';

export interface StatementFacts {
  rowCount: number;
  affectedRows: number;
  /** The first result set's columns. */
  columns: DbColumn[];
  error: { code: number; sqlState: string; message: string } | null;
  /** COM_STMT_PREPARE's statement id and its number of parameters. */
  statementId: number | null;
  paramCount: number;
  /** How many result sets came back (0: an OK, an ERR or a single packet). */
  resultSets: number;
}

type State = 'first' | 'columns' | 'columnsEof' | 'rows' | 'definitions' | 'done';

/**
 * Follows one answer of the database packet by packet as it is relayed, to know where it ends and what it said:
 * rows are counted from their first byte without being read, OK and ERR packets and column definitions are read.
 * The classic result format (no CLIENT_DEPRECATE_EOF: the listener never offers it) ends columns and rows with EOF.
 */
export class ResponseTracker {
  readonly facts: StatementFacts = {
    rowCount: 0,
    affectedRows: 0,
    columns: [],
    error: null,
    statementId: null,
    paramCount: 0,
    resultSets: 0,
  };
  private state: State = 'first';
  private columnsLeft = 0;
  private definitionsLeft = 0;

  constructor(private readonly shape: ResponseShape) {
    if (shape === 'fields') this.state = 'definitions';
  }

  get done(): boolean {
    return this.state === 'done';
  }

  /** A row packet went by unread. */
  countRow(): void {
    this.facts.rowCount += 1;
  }

  /** Whether a packet's body may go unread: rows, which are only counted (countRow). */
  skipsBody(first: number, length: number): boolean {
    return this.state === 'rows' && first !== 0xff && !isEof(first, length);
  }

  accept(frame: Frame): void {
    const { first, payload } = frame;
    switch (this.state) {
      case 'first':
        this.first(frame);
        return;
      case 'columns':
        if (this.facts.resultSets === 1 && payload) this.facts.columns.push(columnOf(payload));
        this.columnsLeft -= 1;
        if (this.columnsLeft === 0) this.state = 'columnsEof';
        return;
      case 'columnsEof':
        // A cursor opened (never asked for through the listener): no rows follow until fetched.
        this.state = payload && eofStatus(payload) & Status.CURSOR_EXISTS ? 'done' : 'rows';
        return;
      case 'rows':
        if (first === 0xff && payload) this.fail(payload);
        else if (isEof(first, frame.length) && payload)
          this.state = eofStatus(payload) & Status.MORE_RESULTS ? 'first' : 'done';
        else this.facts.rowCount += 1;
        return;
      case 'definitions':
        if (first === 0xff && payload) this.fail(payload);
        else if (this.shape === 'fields' && isEof(first, frame.length)) this.state = 'done';
        else if (this.shape === 'prepare') {
          this.definitionsLeft -= 1;
          if (this.definitionsLeft === 0) this.state = 'done';
        }
        return;
      default:
        return;
    }
  }

  private first(frame: Frame): void {
    const payload = frame.payload ?? Buffer.alloc(0);
    if (frame.first === 0xff) {
      this.fail(payload);
      return;
    }
    if (this.shape === 'single') {
      this.state = 'done';
      return;
    }
    if (this.shape === 'prepare') {
      // OK: statement id (4), columns (2), parameters (2); each group of definitions ends with an EOF.
      this.facts.statementId = payload.readUInt32LE(1);
      const columns = payload.readUInt16LE(5);
      const params = payload.readUInt16LE(7);
      this.facts.paramCount = params;
      this.definitionsLeft = (params > 0 ? params + 1 : 0) + (columns > 0 ? columns + 1 : 0);
      this.state = this.definitionsLeft > 0 ? 'definitions' : 'done';
      return;
    }
    if (frame.first === 0x00) {
      const ok = parseOk(payload);
      this.facts.affectedRows += ok.affectedRows;
      this.state = ok.status & Status.MORE_RESULTS ? 'first' : 'done';
      return;
    }
    // A result set: the column count, then its definitions.
    this.facts.resultSets += 1;
    this.columnsLeft = payload[0] === 0xfc ? payload.readUInt16LE(1) : (payload[0] ?? 0);
    this.state = this.columnsLeft > 0 ? 'columns' : 'columnsEof';
  }

  private fail(payload: Buffer): void {
    this.facts.error = parseErr(payload);
    this.state = 'done';
  }
}
