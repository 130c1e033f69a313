import mysql, { type Connection, type FieldPacket, type QueryError } from 'mysql2';
import type { DbColumn } from '../../../shared/api/dbSessions';
import {
  type DbConnection,
  DbError,
  type DbTarget,
  type RawResult,
  RowCollector,
  type StatementLimits,
} from './dbConnection';
import { type DbTunnel, openTunnel } from './dbTunnel';

/** MySQL's type names for mysql2's wire type codes; binary (charset 63) strings and blobs named apart. */
const TYPE_NAMES: Record<string, string> = {
  DECIMAL: 'decimal',
  NEWDECIMAL: 'decimal',
  TINY: 'tinyint',
  SHORT: 'smallint',
  LONG: 'int',
  INT24: 'mediumint',
  LONGLONG: 'bigint',
  FLOAT: 'float',
  DOUBLE: 'double',
  NULL: 'null',
  TIMESTAMP: 'timestamp',
  DATE: 'date',
  NEWDATE: 'date',
  TIME: 'time',
  DATETIME: 'datetime',
  YEAR: 'year',
  BIT: 'bit',
  JSON: 'json',
  ENUM: 'enum',
  SET: 'set',
  GEOMETRY: 'geometry',
};
/** mysql2's table of wire type codes (it maps both ways: code to name and name to code). */
const WIRE_NAMES = mysql.Types as unknown as Record<number, string | undefined>;
const BINARY_CHARSET = 63;
const DATE_TIME_TYPES = new Set(['TIMESTAMP', 'DATETIME']);
/** How long a KILL QUERY may take to land before the connection itself is dropped. */
const KILL_GRACE_MS = 5000;

function columnOf(field: FieldPacket): DbColumn {
  const wire = WIRE_NAMES[field.columnType ?? field.type ?? -1] ?? '';
  const binary = field.characterSet === BINARY_CHARSET;
  let type = TYPE_NAMES[wire];
  if (!type) {
    if (wire.endsWith('BLOB')) type = binary ? 'blob' : 'text';
    else if (wire === 'VAR_STRING' || wire === 'VARCHAR') type = binary ? 'varbinary' : 'varchar';
    else if (wire === 'STRING') type = binary ? 'binary' : 'char';
    else type = wire.toLowerCase() || 'unknown';
  }
  return { name: field.name, type: field.extendedTypeName || type };
}

function describe(error: QueryError | Error): { message: string; code: string | null } {
  const coded = error as { sqlMessage?: string; code?: string };
  return { message: coded.sqlMessage ?? error.message, code: coded.code ?? null };
}

const AUTH_CODES = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
]);

/** A MySQL or MariaDB session through mysql2: one statement at a time, rows as arrays, dates and big numbers as text. */
export class MysqlConnection implements DbConnection {
  readonly protocol = 'MYSQL' as const;
  onLost: ((error: Error | null) => void) | null = null;
  private running: { stop: (kind: 'timeout' | 'cancelled') => Promise<void> } | null = null;
  private closing = false;

  private constructor(
    private readonly connection: Connection,
    private readonly target: DbTarget,
    private readonly tunnel: DbTunnel | null,
  ) {
    connection.on('error', (error: Error) => this.lost(error));
    connection.on('end', () => this.lost(null));
  }

  static async open(target: DbTarget): Promise<MysqlConnection> {
    const tunnel = await openTunnel(target);
    return new Promise((resolve, reject) => {
      const connection = mysql.createConnection(connectionOptions(target, tunnel));
      connection.connect((error) => {
        if (!error) {
          const opened = new MysqlConnection(connection, target, tunnel);
          tunnel?.onLost(() => opened.lost(new Error('the network proxy connection dropped')));
          resolve(opened);
          return;
        }
        connection.destroy();
        tunnel?.close();
        const { message, code } = describe(error);
        reject(new DbError(message, code && AUTH_CODES.has(code) ? 'auth' : 'connect', code));
      });
    });
  }

  lost(error: Error | null): void {
    if (this.closing) return;
    this.closing = true;
    this.onLost?.(error);
  }

  run(sql: string, limits: StatementLimits): Promise<RawResult> {
    return new Promise((resolve, reject) => {
      const collector = new RowCollector(limits.maxRows);
      let columns: DbColumn[] = [];
      let affectedRows: number | null = null;
      let stoppedBy: 'timeout' | 'cancelled' | null = null;
      let backstop: NodeJS.Timeout | undefined;
      const stop = async (kind: 'timeout' | 'cancelled') => {
        if (stoppedBy) return;
        stoppedBy = kind;
        // If the kill does not land (the server hangs), the connection goes and the session with it.
        backstop = setTimeout(() => this.connection.destroy(), KILL_GRACE_MS);
        await this.killQuery();
      };
      const timer = setTimeout(() => void stop('timeout'), limits.timeoutMs);
      this.running = { stop };
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(backstop);
        this.running = null;
        if (stoppedBy === 'timeout') reject(new DbError('statement timeout', 'timeout', null));
        else if (stoppedBy === 'cancelled') reject(new DbError('statement cancelled', 'cancelled', null));
        else outcome();
      };
      const query = this.connection.query({ sql, rowsAsArray: true });
      // A statement without rows (UPDATE, DDL) announces no fields: undefined, not an empty list.
      query.on('fields', (fields: FieldPacket[] | undefined) => {
        columns = (fields ?? []).map(columnOf);
        collector.reset();
      });
      query.on('result', (row: unknown) => {
        if (Array.isArray(row)) {
          collector.add(row.map((value, index) => dateText(value, columns[index]?.type)));
        } else if (row && typeof row === 'object' && 'affectedRows' in row) {
          affectedRows = Number((row as { affectedRows: number }).affectedRows);
        }
      });
      query.on('error', (error: Error) => {
        const { message, code } = describe(error);
        finish(() => reject(new DbError(message, 'statement', code)));
      });
      query.on('end', () =>
        finish(() =>
          resolve({
            columns,
            rows: collector.rows,
            truncated: collector.truncated,
            affectedRows: columns.length > 0 ? null : affectedRows,
          }),
        ),
      );
    });
  }

  async cancel(): Promise<boolean> {
    if (!this.running) return false;
    await this.running.stop('cancelled');
    return true;
  }

  /** KILL QUERY from a second connection of the same account: stops the statement, keeps the session. */
  private async killQuery(): Promise<void> {
    const threadId = this.connection.threadId;
    const tunnel = await openTunnel(this.target).catch(() => null);
    if (this.target.tunnel && !tunnel) return;
    const killer = mysql.createConnection(connectionOptions({ ...this.target, database: null }, tunnel));
    // A failed connect reaches the query's callback below; the event would otherwise be unhandled.
    killer.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      killer.query(`KILL QUERY ${Number(threadId)}`, () => {
        // Whatever the answer (the statement may have ended meanwhile), the second connection goes.
        killer.destroy();
        tunnel?.close();
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    const wasLost = this.closing;
    // A statement still running is stopped first: QUIT would wait behind it, and MariaDB's SLEEP even ends "well".
    if (!wasLost && this.running) await this.running.stop('cancelled');
    this.closing = true;
    if (wasLost) {
      this.connection.destroy();
      this.tunnel?.close();
      return;
    }
    // A polite QUIT, but never waited on for long: a server that does not answer is cut off.
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => {
        this.connection.destroy();
        resolve();
      }, 2000);
      this.connection.end(() => {
        clearTimeout(cut);
        this.connection.destroy();
        resolve();
      });
    });
    this.tunnel?.close();
  }
}

function connectionOptions(target: DbTarget, tunnel: DbTunnel | null): mysql.ConnectionOptions {
  return {
    ...(tunnel ? { stream: tunnel.stream } : {}),
    host: target.host,
    port: target.port,
    user: target.user,
    password: target.password,
    ...(target.database ? { database: target.database } : {}),
    connectTimeout: target.connectTimeoutMs,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    multipleStatements: false,
    charset: 'utf8mb4',
  };
}

/** DATETIME and TIMESTAMP come as 'YYYY-MM-DD hh:mm:ss' (dateStrings); the reply writes them ISO-8601 style. */
function dateText(value: unknown, type: string | undefined): unknown {
  if (typeof value === 'string' && type && DATE_TIME_TYPES.has(type.toUpperCase())) return value.replace(' ', 'T');
  return value;
}
