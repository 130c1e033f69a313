import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * QR scan sign-in, WebAuthn security keys, certificate USB keys, and the single-use challenges they
 * share. Same conventions as 001: ISO-8601 text timestamps, integer states.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('scan_logins')
    .addColumn('guid', 'varchar(64)', (col) => col.primaryKey())
    // Only the console that drew the QR knows the poll key: whoever photographs the QR cannot collect the token.
    .addColumn('poll_key_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requester_ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('requester_ua', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('ticket_hash', 'varchar(64)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('delivered_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('scan_logins_expires').on('scan_logins').column('expires_at').execute();

  await db.schema
    .createTable('webauthn_credentials')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(512)', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('webauthn_credentials_user').on('webauthn_credentials').column('user_id').execute();

  await db.schema
    .createTable('usb_key_certs')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('certificate', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('subject_cn', 'varchar(255)', (col) => col.notNull())
    .addColumn('serial', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('usb_key_certs_user').on('usb_key_certs').column('user_id').execute();

  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('challenge', 'varchar(128)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('rp_id', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('origin', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('auth_challenges_expires').on('auth_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_challenges').ifExists().execute();
  await db.schema.dropTable('usb_key_certs').ifExists().execute();
  await db.schema.dropTable('webauthn_credentials').ifExists().execute();
  await db.schema.dropTable('scan_logins').ifExists().execute();
}
