import { STATEMENT_PARAM_MAX_CHARS } from '../../../../shared/api/dbSessions';
import { readExecuteParams } from '../../../bastion/database/native/mysql/executeParams';

/** Bytes of one parameter's long data kept for the audit (it shows STATEMENT_PARAM_MAX_CHARS characters). */
const LONG_DATA_KEPT = STATEMENT_PARAM_MAX_CHARS * 4 + 4;

interface Prepared {
  sql: string;
  paramCount: number;
  /** The parameter types of the last execute: a later one may leave them out. */
  types: number[] | null;
  /** COM_STMT_SEND_LONG_DATA since the last execute or reset, by parameter: its first bytes. */
  longData: Map<number, Buffer>;
}

/**
 * A connection's prepared statements as the client prepared them through the listener: the text that is judged
 * and recorded at each COM_STMT_EXECUTE, and what is needed to read the values it binds.
 */
export class PreparedStatements {
  private readonly byId = new Map<number, Prepared>();

  add(id: number, sql: string, paramCount: number): void {
    this.byId.set(id, { sql, paramCount, types: null, longData: new Map() });
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** COM_STMT_SEND_LONG_DATA: statement id (4), parameter (2), a piece of the value. */
  longData(payload: Buffer): void {
    const prepared = this.byId.get(payload.readUInt32LE(1));
    if (!prepared || payload.length < 7) return;
    const param = payload.readUInt16LE(5);
    const piece = payload.subarray(7);
    const kept = prepared.longData.get(param) ?? Buffer.alloc(0);
    if (kept.length < LONG_DATA_KEPT)
      prepared.longData.set(param, Buffer.concat([kept, piece.subarray(0, LONG_DATA_KEPT - kept.length)]));
  }

  /** COM_STMT_EXECUTE: the statement's text and its bound values; undefined for an id never prepared here. */
  execute(payload: Buffer): { sql: string; params: (string | null)[] | null } | undefined {
    const prepared = this.byId.get(payload.readUInt32LE(1));
    if (!prepared) return undefined;
    let params: (string | null)[] | null = null;
    try {
      const read = readExecuteParams(payload, prepared.paramCount, prepared.types, prepared.longData);
      if (read) {
        params = read.params;
        prepared.types = read.types;
      }
    } catch {
      // A packet shorter than its fields: the database answers it; the audit names the values unreadable.
      params = Array.from({ length: prepared.paramCount }, () => '(unreadable)');
    }
    prepared.longData.clear();
    return { sql: prepared.sql, params };
  }

  /** COM_STMT_RESET: long data sent so far is dropped. */
  reset(id: number): void {
    this.byId.get(id)?.longData.clear();
  }

  close(id: number): void {
    this.byId.delete(id);
  }

  clear(): void {
    this.byId.clear();
  }
}
