import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * The operation log: one row per state-changing call, written by the registrar
 * (src/server/modules/audit). Same conventions as 001: ISO-8601 text timestamps. No foreign key on
 * user_id: the log outlives the users it names, so it keeps the name as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operation_logs')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('module', 'varchar(64)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('method', 'varchar(8)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('target_ids', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('target_names', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('code', 'integer', (col) => col.notNull())
    .addColumn('msg', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('oper_time', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('operation_logs_time').on('operation_logs').column('oper_time').execute();

  // Installations seeded before this release get the page under the audit centre; a fresh database is
  // still empty here and receives it with the whole menu seed.
  const audit = await sql<{ id: number }>`select id from menus where name = 'AuditCenter'`.execute(db);
  const parent = audit.rows[0];
  const exists = await sql<{ id: number }>`select id from menus where name = 'OperLogList'`.execute(db);
  if (parent && exists.rows.length === 0) {
    await sql`insert into menus (parent_id, name, path, component, title_zh, title_en, icon, permission, hidden,
      no_cache, affix, link, redirect, sort)
      values (${parent.id}, 'OperLogList', '/oper-log-list', 'OperLogList', '操作日志', 'Operation log', 'log',
      'system:log:query', 0, 0, 0, null, null, 10)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menus where name = 'OperLogList'`.execute(db);
  await db.schema.dropTable('operation_logs').execute();
}
