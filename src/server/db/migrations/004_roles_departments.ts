import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * The organisation tree and department membership. A user belongs to one department at most: the
 * membership is users.dept_id (from 001) with the user's department role beside it in users.dept_role
 * (spec §3: supervisor 1, normal member 3, visitor 4; 3 by default, so a dept_id set elsewhere without
 * a role means a normal member). One row holds both, so "one department at most" needs no extra check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departments')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('parent_id', 'integer', (col) => col.references('departments.id'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('departments_parent').on('departments').column('parent_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('dept_role', 'integer', (col) => col.notNull().defaultTo(3))
    .execute();
  await db.schema.createIndex('users_dept').on('users').column('dept_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_dept').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('dept_role').execute();
  await db.schema.dropIndex('departments_parent').ifExists().execute();
  await db.schema.dropTable('departments').ifExists().execute();
}
