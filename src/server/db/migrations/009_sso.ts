import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Single sign-on with an OpenID Connect provider: pending sign-in requests (state, nonce, PKCE verifier;
 * single use, short-lived), tickets to link a not-yet-linked external identity, and the links themselves
 * (issuer + subject → user). Same conventions as 001: ISO-8601 text timestamps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('sso_requests')
    // SHA-256 of the state: the state itself travels through the browser and the provider.
    .addColumn('state_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('nonce', 'varchar(128)', (col) => col.notNull())
    .addColumn('code_verifier', 'varchar(128)', (col) => col.notNull())
    .addColumn('redirect_uri', 'varchar(600)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sso_requests_expires').on('sso_requests').column('expires_at').execute();

  await db.schema
    .createTable('sso_bind_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('issuer', 'varchar(500)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sso_bind_tickets_expires').on('sso_bind_tickets').column('expires_at').execute();

  await db.schema
    .createTable('sso_links')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(500)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addUniqueConstraint('sso_links_identity', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_links_user').on('sso_links').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_links').ifExists().execute();
  await db.schema.dropTable('sso_bind_tickets').ifExists().execute();
  await db.schema.dropTable('sso_requests').ifExists().execute();
}
