import type { Kysely } from 'kysely';

/**
 * File transfer in the terminal (docs/file-transfer.md): per-grant direction rights (existing grants keep
 * both directions) and the transfer log, which is the transfer record of a terminal session: the session,
 * asset and account it went through, the remote path and why it failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('grants')
    .addColumn('may_upload', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('grants')
    .addColumn('may_download', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  for (const [name, type] of [
    ['session_id', 'integer'],
    ['asset_id', 'integer'],
    ['account_id', 'integer'],
    ['remote_path', 'varchar(4096)'],
    ['failure', 'varchar(512)'],
  ] as const) {
    await db.schema.alterTable('transfer_records').addColumn(name, type).execute();
  }
  await db.schema.createIndex('transfer_records_session').on('transfer_records').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transfer_records_session').ifExists().execute();
  for (const name of ['failure', 'remote_path', 'account_id', 'asset_id', 'session_id']) {
    await db.schema.alterTable('transfer_records').dropColumn(name).execute();
  }
  await db.schema.alterTable('grants').dropColumn('may_download').execute();
  await db.schema.alterTable('grants').dropColumn('may_upload').execute();
}
