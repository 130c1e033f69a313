import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * The vault (docs/vault.md): master-key rotations (progress and a resumable cursor), the nodes and the
 * master keys they hold (so that data keys move only once every node holds the new key), and the audit
 * of secret reveals. Same conventions as 001: ISO-8601 text timestamps, integer flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('vault_rotations')
    .addColumn('id', id, pk)
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('target_key_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('generated_key', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pass', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('column_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_id', 'varchar(256)')
    .addColumn('remaining', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retired_key_ids', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('error', 'varchar(512)')
    .addColumn('started_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('lease_owner', 'varchar(256)')
    .addColumn('lease_until', 'varchar(32)')
    .execute();
  await db.schema.createIndex('vault_rotations_status').on('vault_rotations').column('status').execute();

  await db.schema
    .createTable('vault_nodes')
    .addColumn('node_id', 'varchar(256)', (col) => col.primaryKey())
    .addColumn('current_key_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('key_ids', 'varchar(512)', (col) => col.notNull())
    .addColumn('seen_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('vault_reveals')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .addColumn('target_table', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_column', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(256)', (col) => col.notNull())
    .addColumn('permission', 'varchar(64)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vault_reveals_created').on('vault_reveals').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vault_reveals').ifExists().execute();
  await db.schema.dropTable('vault_nodes').ifExists().execute();
  await db.schema.dropTable('vault_rotations').ifExists().execute();
}
