import type { Duplex } from 'node:stream';
import type { DbColumn } from '../../../shared/api/dbSessions';

/**
 * One live connection of a database session to its database (MySQL or PostgreSQL), logged in with the vault's
 * password. A session runs one statement at a time; `cancel` stops the running one from a second connection, the
 * way the database's own clients do (KILL QUERY, pg_cancel_backend).
 */
export interface DbConnection {
  /** 'MYSQL' or 'POSTGRESQL', as the session row records it. */
  readonly protocol: DbProtocol;
  run(sql: string, limits: StatementLimits): Promise<RawResult>;
  /** Asks the database to stop the running statement; false when none runs. */
  cancel(): Promise<boolean>;
  close(): Promise<void>;
  /** Called once when the database or the network closes the connection unasked. */
  onLost: ((error: Error | null) => void) | null;
}

export type DbProtocol = 'MYSQL' | 'POSTGRESQL';

/** Where and as whom: the asset's address and port, the account's name and the password opened from the vault. */
export interface DbTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string | null;
  connectTimeoutMs: number;
  /** Set when the database is reached through the asset's network proxy: each connection opens its own tunnel. */
  tunnel?: OpenTunnel | undefined;
}

/**
 * A byte stream to the database opened by someone else: an SSH direct-tcpip channel through the asset's network
 * proxy (jump hosts). The drivers then speak their protocol over it instead of a socket of their own (dbTunnel.ts).
 */
export interface DbTunnel {
  readonly stream: Duplex;
  /** Ends the channel and the jump hosts' connections. */
  close(): void;
  /** The jump hosts' connection dropped. */
  onLost(listener: () => void): void;
}

/** Opens one more tunnel to the same database (the session's connection, a cancel's second connection). */
export type OpenTunnel = () => Promise<DbTunnel>;

export interface StatementLimits {
  maxRows: number;
  timeoutMs: number;
}

export type DbValue = string | number | boolean | null;

export interface RawResult {
  columns: DbColumn[];
  rows: DbValue[][];
  /** Rows the result had in all (more than rows.length when cut at the limit). */
  truncated: boolean;
  affectedRows: number | null;
}

/**
 * What went wrong, as the database said it. kind: `auth` the login was refused, `connect` the database was not
 * reached, `statement` the statement failed, `timeout` / `cancelled` it was stopped, `lost` the connection dropped, `busy`
 * another statement of the session still runs.
 */
export class DbError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'connect' | 'statement' | 'timeout' | 'cancelled' | 'lost' | 'busy',
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'DbError';
  }

  /** `CODE: message`, the way the audit and the reply show it. */
  get described(): string {
    return this.code ? `${this.code}: ${this.message}` : this.message;
  }
}

/** A value the JSON reply can carry: binary as 0x hex, dates as ISO-8601, big or exact numbers as text. */
export function jsonSafe(value: unknown): DbValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `0x${value.toString('hex')}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

/** Collects rows up to the limit; the rest are counted and dropped (the database sends them all the same). */
export class RowCollector {
  readonly rows: DbValue[][] = [];
  truncated = false;

  constructor(private readonly maxRows: number) {}

  add(row: readonly unknown[]): void {
    if (this.rows.length >= this.maxRows) {
      this.truncated = true;
      return;
    }
    this.rows.push(row.map(jsonSafe));
  }

  reset(): void {
    this.rows.length = 0;
    this.truncated = false;
  }
}
