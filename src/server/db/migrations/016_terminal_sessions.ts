import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Terminal sessions and their commands (docs/terminal.md).
 * - terminal_sessions: one row per session, written when the login is attempted (a failed login is a row
 *   too, with login_result 2 or 3) and closed when the session ends. Names and the address are copied at
 *   the start, so the audit still reads right after an asset, account or user is renamed or deleted: no
 *   foreign keys. state: online 1, finished 2. node_id is the Gatehouse node holding the live connection;
 *   at start-up a node closes its own rows still online (end_reason serverStopped) after repairing their
 *   recordings. Times are ISO-8601 UTC text.
 * - terminal_commands: each submitted command line, with its offset in the recording (seconds) and what
 *   interception did with it; searched with LIKE for the session audit's command filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('terminal_sessions')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('asset_id', 'integer', (col) => col.notNull())
    .addColumn('asset_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('port', 'integer', (col) => col.notNull())
    .addColumn('protocol', 'varchar(16)', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('account_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('proxy_name', 'varchar(128)')
    .addColumn('encoding', 'varchar(16)', (col) => col.notNull())
    .addColumn('client_ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('node_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('login_result', 'integer', (col) => col.notNull())
    .addColumn('failure_reason', 'varchar(64)')
    .addColumn('end_reason', 'varchar(32)')
    .addColumn('terminated_by', 'varchar(64)')
    .addColumn('exit_code', 'integer')
    .addColumn('cols', 'integer', (col) => col.notNull())
    .addColumn('rows', 'integer', (col) => col.notNull())
    .addColumn('recording_file', 'varchar(255)')
    .addColumn('recording_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('command_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('terminal_sessions_state').on('terminal_sessions').columns(['state', 'id']).execute();
  await db.schema.createIndex('terminal_sessions_user').on('terminal_sessions').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('terminal_sessions_started').on('terminal_sessions').columns(['started_at']).execute();
  await db.schema
    .createTable('terminal_commands')
    .addColumn('id', id, pk)
    .addColumn('session_id', 'integer', (col) => col.notNull().references('terminal_sessions.id').onDelete('cascade'))
    .addColumn('at_seconds', 'double precision', (col) => col.notNull())
    .addColumn('line', 'varchar(4096)', (col) => col.notNull())
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('terminal_commands_session')
    .on('terminal_commands')
    .columns(['session_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('terminal_commands').ifExists().execute();
  await db.schema.dropTable('terminal_sessions').ifExists().execute();
}
