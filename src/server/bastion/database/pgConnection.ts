import pg from 'pg';
import type { DbColumn } from '../../../shared/api/dbSessions';
import {
  type DbConnection,
  DbError,
  type DbTarget,
  type RawResult,
  RowCollector,
  type StatementLimits,
} from './dbConnection';
import { asPgSocket, type DbTunnel, openTunnel } from './dbTunnel';

/** PostgreSQL's names of the common built-in types (pg_type.typname); others are named by their oid. */
const TYPE_NAMES: Record<number, string> = {
  16: 'bool',
  17: 'bytea',
  18: 'char',
  19: 'name',
  20: 'int8',
  21: 'int2',
  23: 'int4',
  25: 'text',
  26: 'oid',
  114: 'json',
  142: 'xml',
  700: 'float4',
  701: 'float8',
  869: 'inet',
  1042: 'bpchar',
  1043: 'varchar',
  1082: 'date',
  1083: 'time',
  1114: 'timestamp',
  1184: 'timestamptz',
  1186: 'interval',
  1266: 'timetz',
  1700: 'numeric',
  2950: 'uuid',
  3802: 'jsonb',
};
/** Kept as the server's text: dates and times (ISO-8601 once the space is a T), JSON as written. */
const AS_TEXT = new Set([1082, 1083, 1114, 1266, 114, 3802, 1186]);
const TIMESTAMPTZ = 1184;
const QUERY_CANCELED = '57014';
const AUTH_CODES = new Set(['28P01', '28000']);

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (AS_TEXT.has(oid)) return (text: string) => (oid === 1114 ? text.replace(' ', 'T') : text);
    if (oid === TIMESTAMPTZ)
      return (text: string) => {
        const time = Date.parse(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
        return Number.isNaN(time) ? text : new Date(time).toISOString();
      };
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

function describe(error: Error): { message: string; code: string | null } {
  return { message: error.message, code: (error as { code?: string }).code ?? null };
}

/** A PostgreSQL session through pg: statement_timeout per statement, rows as arrays, cut at the row limit. */
export class PgConnection implements DbConnection {
  readonly protocol = 'POSTGRESQL' as const;
  onLost: ((error: Error | null) => void) | null = null;
  private running: { stop: () => Promise<void> } | null = null;
  private closing = false;
  private timeoutMs: number | null = null;

  private constructor(
    private readonly client: pg.Client,
    private readonly target: DbTarget,
    private readonly pid: number,
    private readonly tunnel: DbTunnel | null,
  ) {
    client.on('error', (error) => this.lost(error));
    client.on('end', () => this.lost(null));
  }

  static async open(target: DbTarget): Promise<PgConnection> {
    const tunnel = await openTunnel(target);
    const client = new pg.Client(clientConfig(target, tunnel));
    // Until the session takes it over: an error of a half-open connection must not go unhandled.
    const early = () => undefined;
    client.on('error', early);
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      client.off('error', early);
      const connection = new PgConnection(client, target, Number(rows[0]?.pid), tunnel);
      tunnel?.onLost(() => connection.lost(new Error('the network proxy connection dropped')));
      return connection;
    } catch (error) {
      // The login failed: closing what is left of the connection may fail too, and says nothing more.
      await client.end().catch(() => undefined);
      tunnel?.close();
      const { message, code } = describe(error as Error);
      throw new DbError(message, code && AUTH_CODES.has(code) ? 'auth' : 'connect', code);
    }
  }

  lost(error: Error | null): void {
    if (this.closing) return;
    this.closing = true;
    this.onLost?.(error);
  }

  async run(sql: string, limits: StatementLimits): Promise<RawResult> {
    if (this.timeoutMs !== limits.timeoutMs) {
      try {
        await this.client.query(`set statement_timeout = ${Math.floor(limits.timeoutMs)}`);
      } catch (error) {
        const { message, code } = describe(error as Error);
        throw new DbError(message, 'statement', code);
      }
      this.timeoutMs = limits.timeoutMs;
    }
    let cancelled = false;
    this.running = {
      stop: async () => {
        cancelled = true;
        await this.cancelBackend();
      },
    };
    try {
      return await this.collect(sql, limits.maxRows);
    } catch (error) {
      if (error instanceof DbError && error.code === QUERY_CANCELED)
        throw cancelled
          ? new DbError('statement cancelled', 'cancelled', error.code)
          : new DbError(error.message, 'timeout', error.code);
      throw error;
    } finally {
      this.running = null;
    }
  }

  private collect(sql: string, maxRows: number): Promise<RawResult> {
    return new Promise((resolve, reject) => {
      const collector = new RowCollector(maxRows);
      let current: unknown = null;
      const config: pg.QueryArrayConfig = { text: sql, rowMode: 'array', types: types as pg.CustomTypesConfig };
      const query = new pg.Query(config);
      // With a row listener the driver keeps no rows of its own: only the first maxRows are held.
      query.on('row', (row: unknown[], result: unknown) => {
        if (result !== current) {
          // Several statements in one text: the last result set is the one answered.
          current = result;
          collector.reset();
        }
        collector.add(row);
      });
      query.on('error', (error: Error) => {
        const { message, code } = describe(error);
        reject(new DbError(message, 'statement', code));
      });
      query.on('end', (result: unknown) => {
        const { fields, rowCount } = result as { fields?: pg.FieldDef[]; rowCount: number | null };
        const columns: DbColumn[] = (fields ?? []).map((field) => ({
          name: field.name,
          type: TYPE_NAMES[field.dataTypeID] ?? `oid:${field.dataTypeID}`,
        }));
        if (result !== current) collector.reset();
        const returnsRows = columns.length > 0;
        resolve({
          columns,
          rows: collector.rows,
          truncated: collector.truncated,
          affectedRows: returnsRows ? null : rowCount,
        });
      });
      this.client.query(query);
    });
  }

  async cancel(): Promise<boolean> {
    if (!this.running) return false;
    await this.running.stop();
    return true;
  }

  /** pg_cancel_backend from a second connection of the same role: stops the statement, keeps the session. */
  private async cancelBackend(): Promise<void> {
    let tunnel: DbTunnel | null = null;
    let second: pg.Client | null = null;
    try {
      tunnel = await openTunnel(this.target);
      second = new pg.Client(clientConfig(this.target, tunnel));
      // Errors of the second connection reach the awaited calls below; the event would otherwise be unhandled.
      second.on('error', () => undefined);
      await second.connect();
      await second.query('select pg_cancel_backend($1)', [this.pid]);
    } catch (error) {
      if (error instanceof DbError) throw error;
      const { message, code } = describe(error as Error);
      throw new DbError(message, 'connect', code);
    } finally {
      // Only closing the helper connection: its failure changes nothing for the session.
      await second?.end().catch(() => undefined);
      tunnel?.close();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    // A connection the server already dropped cannot close cleanly; the session ends all the same.
    await this.client.end().catch(() => undefined);
    this.tunnel?.close();
  }
}

function clientConfig(target: DbTarget, tunnel: DbTunnel | null): pg.ClientConfig {
  return {
    ...(tunnel ? { stream: () => asPgSocket(tunnel.stream) } : {}),
    host: target.host,
    port: target.port,
    user: target.user,
    password: target.password,
    database: target.database ?? 'postgres',
    connectionTimeoutMillis: target.connectTimeoutMs,
    application_name: 'gatehouse',
  };
}
