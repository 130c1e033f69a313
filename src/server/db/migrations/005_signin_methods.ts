import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Sign-in methods beyond the password: one-time codes sent by SMS or e-mail (stored as keyed hashes),
 * short-lived tickets (second factor after a password, password reset) and TOTP seeds (sealed by the
 * vault). Same conventions as 001: ISO-8601 text timestamps, integer flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', id, pk)
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('target', 'varchar(128)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['target', 'created_at'])
    .execute();
  await db.schema.createIndex('verification_codes_ip').on('verification_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('signin_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('factor', 'varchar(8)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('user_otp')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('confirmed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_otp').ifExists().execute();
  await db.schema.dropTable('signin_tickets').ifExists().execute();
  await db.schema.dropTable('verification_codes').ifExists().execute();
}
