import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Network proxies (SSH jump hosts, later Gatehouse agents) and application proxies. Secrets are
 * vault-sealed text. A proxy's parent is another proxy (a chain); deleting a parent is refused by the
 * service, and the foreign key backs that up. Assets point at network_proxies.id without a foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);

  await db.schema
    .createTable('network_proxies')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('kind', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('port', 'integer', (col) => col.notNull())
    .addColumn('login_user', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('auth_kind', 'varchar(16)', (col) => col.notNull().defaultTo('password'))
    .addColumn('secret_sealed', 'text')
    .addColumn('passphrase_sealed', 'text')
    .addColumn('parent_id', 'integer', (col) => col.references('network_proxies.id'))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('host_key_fingerprint', 'varchar(128)')
    .addColumn('host_key_algorithm', 'varchar(64)')
    .addColumn('pending_host_key', 'varchar(128)')
    .addColumn('pending_host_key_algorithm', 'varchar(64)')
    .addColumn('status', 'integer')
    .addColumn('deploy_status', 'integer')
    .addColumn('last_check_at', 'varchar(32)')
    .addColumn('latency_ms', 'integer')
    .addColumn('last_error_key', 'varchar(64)')
    .addColumn('last_error_params', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('network_proxies_parent').on('network_proxies').column('parent_id').execute();

  await db.schema
    .createTable('application_proxies')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('url', 'varchar(512)', (col) => col.notNull())
    .addColumn('network_proxy_id', 'integer', (col) => col.references('network_proxies.id'))
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_proxies').execute();
  await db.schema.dropTable('network_proxies').execute();
}
