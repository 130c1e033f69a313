import {
  DB_MAX_DATABASES,
  DB_SCHEMA_MAX_COLUMNS,
  DB_SCHEMA_MAX_TABLES,
  type DbSchema,
  type DbSchemaTable,
} from '../../../shared/api/dbConsole';
import type { DbConnection, DbProtocol, DbValue } from '../../bastion/database/dbConnection';

/** A catalog read is short; one that is not (a catalog locked by DDL) is stopped rather than waited on. */
const CATALOG_TIMEOUT_MS = 10_000;

/** A text as a string literal of the dialect (MySQL also escapes backslashes; PostgreSQL's standard strings do not). */
export function sqlLiteral(protocol: DbProtocol, text: string): string {
  const quoted = text.replaceAll("'", "''");
  return `'${protocol === 'MYSQL' ? quoted.replaceAll('\\', '\\\\') : quoted}'`;
}

/** A name as a quoted identifier of the dialect: MySQL's `…`, PostgreSQL's "…". */
export function sqlIdentifier(protocol: DbProtocol, name: string): string {
  return protocol === 'MYSQL' ? `\`${name.replaceAll('`', '``')}\`` : `"${name.replaceAll('"', '""')}"`;
}

async function rowsOf(connection: DbConnection, sql: string, maxRows: number) {
  const result = await connection.run(sql, { maxRows, timeoutMs: CATALOG_TIMEOUT_MS });
  return { rows: result.rows, truncated: result.truncated };
}

const text = (value: DbValue | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The databases the account can see: MySQL's schemata it has a privilege on, PostgreSQL's it may connect to. */
export async function readDatabases(connection: DbConnection) {
  const sql =
    connection.protocol === 'MYSQL'
      ? 'SELECT schema_name FROM information_schema.schemata ORDER BY schema_name'
      : "select datname from pg_database where datallowconn and not datistemplate and has_database_privilege(datname, 'CONNECT') order by datname";
  const { rows, truncated } = await rowsOf(connection, sql, DB_MAX_DATABASES);
  return { databases: rows.map((row) => text(row[0])), truncated };
}

const PG_USER_SCHEMAS =
  "n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp\\_%'";
const PG_RELATION_KINDS = "c.relkind in ('r', 'p', 'v', 'm', 'f')";

function catalogQueries(connection: DbConnection, database: string | null) {
  if (connection.protocol === 'MYSQL') {
    const schema = database ? sqlLiteral('MYSQL', database) : 'DATABASE()';
    return {
      tables: `SELECT table_schema, table_name, table_type FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`,
      columns: `SELECT table_schema, table_name, column_name, column_type FROM information_schema.columns WHERE table_schema = ${schema} ORDER BY table_name, ordinal_position`,
    };
  }
  return {
    tables: `select n.nspname, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${PG_RELATION_KINDS} and ${PG_USER_SCHEMAS} order by n.nspname, c.relname`,
    columns: `select n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace where a.attnum > 0 and not a.attisdropped and ${PG_RELATION_KINDS} and ${PG_USER_SCHEMAS} order by n.nspname, c.relname, a.attnum`,
  };
}

const isView = (kind: string) => kind === 'VIEW' || kind === 'SYSTEM VIEW' || kind === 'v' || kind === 'm';

/**
 * The tables and views of one database with their columns, read from information_schema (MySQL) or pg_catalog
 * (PostgreSQL) with the session's own login, so the account sees what its grants show. Bounded: at most
 * DB_SCHEMA_MAX_TABLES tables and DB_SCHEMA_MAX_COLUMNS columns, and says so when cut.
 */
export async function readSchema(connection: DbConnection, database: string | null): Promise<DbSchema> {
  const queries = catalogQueries(connection, database);
  const tables = await rowsOf(connection, queries.tables, DB_SCHEMA_MAX_TABLES);
  const columns = await rowsOf(connection, queries.columns, DB_SCHEMA_MAX_COLUMNS);
  const byName = new Map<string, DbSchemaTable>();
  for (const [schema, name, kind] of tables.rows) {
    byName.set(`${text(schema)}.${text(name)}`, {
      schema: text(schema),
      name: text(name),
      kind: isView(text(kind)) ? 'view' : 'table',
      columns: [],
    });
  }
  for (const [schema, table, name, type] of columns.rows)
    byName.get(`${text(schema)}.${text(table)}`)?.columns.push({ name: text(name), type: text(type) });
  return { database, tables: [...byName.values()], truncated: tables.truncated || columns.truncated };
}
