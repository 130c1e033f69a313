import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Short-lived access tokens of native database clients (docs/database-sessions.md, "Native client access"). A
 * token's public id is the user name the client logs in with (`gh_…`); its secret is never stored, only its
 * SHA-256 (cleartext password checks) and SHA1(SHA1(secret)) (MySQL's mysql_native_password scramble). It names
 * the Gatehouse user it was issued to, the asset, the account and the database, when new connections stop being
 * accepted, and its revocation. Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('db_native_tokens')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('public_id', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('secret_sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('secret_mysql', 'varchar(40)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('database_name', 'varchar(64)')
    .addColumn('issued_token_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('db_native_tokens_user').on('db_native_tokens').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('db_native_tokens').ifExists().execute();
}
