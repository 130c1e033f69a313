import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Dictionaries and parameters become editable (docs/dictionaries.md).
 * - dict_types and dict_data gain status (0 normal, 1 disabled), remark and is_system; dict_data also is_default.
 *   Every row already there came from the seed (nothing else wrote them), so it is marked system.
 * - config is rebuilt with a numeric id (the spec's /system/config/{id}) and a name in both languages, a type
 *   (Y built in, N an administrator's own) and a remark. Rows other modules insert by key alone are built in.
 * - system:dict:edit goes to the system administrators seeded before; the dictionary and parameter pages join the
 *   settings menu of installations seeded before (a fresh database is still empty here and gets them with the seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dict_types', 'dict_data']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('remark', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('is_system', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set is_system = 1`.execute(db);
  }
  await db.schema
    .alterTable('dict_data')
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await rebuildConfig(db);

  await sql`insert into role_permissions (role_id, permission)
    select r.id, 'system:dict:edit' from roles r where r.role_key = 'system_administrator'
    and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = 'system:dict:edit')`.execute(
    db,
  );
  await addMenuPages(db);
}

/** SQLite cannot add an auto-increment column, so both dialects copy the rows into a new table. */
async function rebuildConfig(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('config_next')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('name_en', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('config_type', 'varchar(1)', (col) => col.notNull().defaultTo('Y'))
    .addColumn('remark', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`insert into config_next (key, value) select key, value from config order by key`.execute(db);
  await db.schema.dropTable('config').execute();
  await db.schema.alterTable('config_next').renameTo('config').execute();
}

const PAGES = [
  {
    name: 'DictType',
    path: '/system/dict',
    zh: '字典管理',
    en: 'Dictionaries',
    icon: 'list',
    perm: 'system:dict:list',
  },
  {
    name: 'ConfigList',
    path: '/system/config',
    zh: '参数设置',
    en: 'Parameters',
    icon: 'setting',
    perm: 'system:setting:query',
  },
];

async function addMenuPages(db: Kysely<unknown>): Promise<void> {
  const parent = (await sql<{ id: number }>`select id from menus where name = 'SetupCenter'`.execute(db)).rows[0];
  if (!parent) return;
  for (const [index, page] of PAGES.entries()) {
    const exists = await sql<{ id: number }>`select id from menus where name = ${page.name}`.execute(db);
    if (exists.rows.length > 0) continue;
    await sql`insert into menus (parent_id, name, path, component, title_zh, title_en, icon, permission, hidden,
      no_cache, affix, link, redirect, sort)
      values (${parent.id}, ${page.name}, ${page.path}, ${page.name}, ${page.zh}, ${page.en}, ${page.icon},
      ${page.perm}, 0, 0, 0, null, null, ${20 + index})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menus where name in ('DictType', 'ConfigList')`.execute(db);
  await sql`delete from role_permissions where permission = 'system:dict:edit'`.execute(db);
  await db.schema
    .createTable('config_prev')
    .addColumn('key', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into config_prev (key, value) select key, value from config`.execute(db);
  await db.schema.dropTable('config').execute();
  await db.schema.alterTable('config_prev').renameTo('config').execute();
  await db.schema.alterTable('dict_data').dropColumn('is_default').execute();
  for (const table of ['dict_data', 'dict_types'])
    for (const column of ['is_system', 'remark', 'status'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
