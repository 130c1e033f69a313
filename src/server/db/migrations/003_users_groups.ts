import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * User groups and their members (spec §2 user-group pages). Same conventions as 001: ISO-8601 text
 * timestamps and integer ids. Deleting a user or a group removes its memberships (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('user_groups')
    .addColumn('id', id, pk)
    .addColumn('group_name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('remark', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_group_members')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_group_members_user').on('user_group_members').column('user_id').execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_created_at').ifExists().execute();
  await db.schema.dropTable('user_group_members').ifExists().execute();
  await db.schema.dropTable('user_groups').ifExists().execute();
}
