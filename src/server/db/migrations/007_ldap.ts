import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * The LDAP user source: which directory entry each imported user came from, and the import / sync runs
 * with their progress (any node can answer a run's status, whichever node does the work).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('ldap_accounts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('dn', 'varchar(1024)', (col) => col.notNull())
    .addColumn('synced_at', 'varchar(32)', (col) => col.notNull())
    // Set when a full sync no longer found the entry and locked the user; a later sync that finds it unlocks.
    .addColumn('gone_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('ldap_sync_runs')
    .addColumn('id', id, pk)
    .addColumn('started_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    /** 1: every directory user, gone ones locked; 0: the selected names only */
    .addColumn('full_sync', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (col) => col.notNull().defaultTo(0))
    /** Names skipped and why, as JSON [{ userName, reason }]; the first 200 */
    .addColumn('skipped_detail', 'text', (col) => col.notNull().defaultTo('[]'))
    /** A message key when the run failed */
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ldap_sync_runs').ifExists().execute();
  await db.schema.dropTable('ldap_accounts').ifExists().execute();
}
