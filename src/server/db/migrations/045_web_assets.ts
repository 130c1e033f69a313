import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Web assets published through the bastion (docs/web-assets.md).
 * - application_proxies gain the publishing recipe of the web assets whose address has the proxy's origin: how the
 *   account's credential is injected (none, HTTP basic, or a login form filled on the server: its path, field names
 *   and extra fields such as the submit button) and the Host header sent upstream (empty: the upstream's own).
 * - web_requests: every request of a web session (a terminal_sessions row with protocol HTTP or HTTPS), written in
 *   small batches after each response: method, path and query, status, bytes sent to the browser, duration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application_proxies')
    .addColumn('login_mode', 'varchar(8)', (col) => col.notNull().defaultTo('none'))
    .execute();
  for (const [name, size] of [
    ['login_path', 512],
    ['username_field', 64],
    ['password_field', 64],
    ['extra_fields', 512],
    ['host_header', 255],
  ] as const) {
    await db.schema
      .alterTable('application_proxies')
      .addColumn(name, `varchar(${size})`, (col) => col.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createTable('web_requests')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('terminal_sessions.id').onDelete('cascade'))
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('method', 'varchar(16)', (col) => col.notNull())
    .addColumn('url', 'varchar(2048)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('web_requests_session').on('web_requests').columns(['session_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_requests').ifExists().execute();
  for (const name of ['login_mode', 'login_path', 'username_field', 'password_field', 'extra_fields', 'host_header'])
    await db.schema.alterTable('application_proxies').dropColumn(name).execute();
}
