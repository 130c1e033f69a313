import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Users, roles, menus, dictionaries, configuration, tokens, captchas and sign-in logs. Timestamps are
 * ISO-8601 text and flags integers so the same migration serves SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('users')
    .addColumn('id', id, pk)
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('phonenumber', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_kind', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('user_source', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_from', 'varchar(32)')
    .addColumn('valid_to', 'varchar(32)')
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('dept_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', id, pk)
    .addColumn('role_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name_zh', 'varchar(64)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(64)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission', 'varchar(128)', (col) => col.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', id, pk)
    .addColumn('parent_id', 'integer', (col) => col.references('menus.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('component', 'varchar(255)', (col) => col.notNull())
    .addColumn('title_zh', 'varchar(64)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(64)', (col) => col.notNull())
    .addColumn('icon', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('permission', 'varchar(128)')
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('no_cache', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('affix', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('link', 'varchar(255)')
    .addColumn('redirect', 'varchar(255)')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('dict_types')
    .addColumn('id', id, pk)
    .addColumn('dict_type', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name_zh', 'varchar(64)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(64)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('dict_data')
    .addColumn('id', id, pk)
    .addColumn('dict_type', 'varchar(64)', (col) =>
      col.notNull().references('dict_types.dict_type').onDelete('cascade'),
    )
    .addColumn('label_zh', 'varchar(128)', (col) => col.notNull())
    .addColumn('label_en', 'varchar(128)', (col) => col.notNull())
    .addColumn('value', 'varchar(128)', (col) => col.notNull())
    .addColumn('list_class', 'varchar(32)', (col) => col.notNull().defaultTo('default'))
    .addColumn('css_class', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('dict_data_type_value', ['dict_type', 'value'])
    .execute();

  await db.schema
    .createTable('config')
    .addColumn('key', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answer', 'varchar(16)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('login_logs')
    .addColumn('id', id, pk)
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('msg', 'varchar(255)', (col) => col.notNull())
    .addColumn('login_time', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_logs_time').on('login_logs').column('login_time').execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_history_user').on('password_history').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_history',
    'login_logs',
    'captchas',
    'auth_tokens',
    'config',
    'dict_data',
    'dict_types',
    'menus',
    'user_roles',
    'role_permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
