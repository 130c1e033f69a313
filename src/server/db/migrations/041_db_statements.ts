import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * The statements of database sessions (docs/database-sessions.md). A database session is a row of terminal_sessions
 * (protocol MYSQL or POSTGRESQL, no recording file); each statement run in it is a row here, written when it ends:
 * its text, when it was sent, how long it took, rows returned or changed, whether the result was cut at the row limit,
 * the outcome (ok, error, timeout, cancelled) with the database's error and code, and the result's columns as JSON
 * (names and types, never values). Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('db_statements')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('terminal_sessions.id').onDelete('cascade'))
    .addColumn('sql_text', 'text', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('row_count', 'integer')
    .addColumn('affected_rows', 'bigint')
    .addColumn('truncated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error_text', 'varchar(2048)')
    .addColumn('error_code', 'varchar(64)')
    .addColumn('columns', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('db_statements_session').on('db_statements').columns(['session_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('db_statements').ifExists().execute();
}
