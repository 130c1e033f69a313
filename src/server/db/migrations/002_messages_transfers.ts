import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Station messages (spec §3) and transfer records (the staging area of the file transfer sockets).
 * Same conventions as 001: ISO-8601 text timestamps, integer flags and states.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('station_messages')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('message_type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('jump_param', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('jump_web_route', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('publish_time', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('station_messages_user_status')
    .on('station_messages')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('transfer_records')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('direction', 'integer', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)')
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('transfer_records_user').on('transfer_records').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transfer_records').ifExists().execute();
  await db.schema.dropTable('station_messages').ifExists().execute();
}
