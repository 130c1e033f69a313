import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Password records of the vault's accounts (docs/coffer.md "Password records").
 * - account_secret_versions: one row per change of an account's secret — who, when, how — holding the secret it
 *   replaced (and that secret's passphrase), sealed bound to this row (null for the first one set).
 * - accounts.secret_strength: the §5 strength (low, middle, high) of a stored password, kept at every write so that
 *   lists and the weak-password search never open secrets; null for keys and accounts without one. Rows stored
 *   before this migration get it from the background pass at start (accounts/secretStrengthPass.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_secret_versions')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('asset_id', 'integer', (col) => col.notNull())
    .addColumn('account_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('auth_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('secret_sealed', 'text')
    .addColumn('passphrase_sealed', 'text')
    .addColumn('how', 'varchar(16)', (col) => col.notNull())
    .addColumn('changed_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('changed_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('account_secret_versions_account')
    .on('account_secret_versions')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema.alterTable('accounts').addColumn('secret_strength', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_secret_versions').ifExists().execute();
  await db.schema.alterTable('accounts').dropColumn('secret_strength').execute();
}
