import type { Kysely } from 'kysely';

/**
 * The TLS certificate of an RDP asset's desktop, pinned on first contact as the SSH host key is (asset_host_keys):
 * the SHA-256 fingerprint of the certificate (colon-separated hex), the endpoint it was learnt from (another endpoint
 * is learnt afresh), and a different certificate a session met, refused until a manager accepts it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_rdp_certificates')
    .addColumn('asset_id', 'integer', (col) => col.primaryKey().references('assets.id').onDelete('cascade'))
    .addColumn('fingerprint', 'varchar(128)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('port', 'integer', (col) => col.notNull())
    .addColumn('pending_fingerprint', 'varchar(128)')
    .addColumn('pending_subject', 'varchar(255)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_rdp_certificates').ifExists().execute();
}
