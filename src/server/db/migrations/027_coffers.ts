import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * The coffer (docs/coffer.md "Tables").
 * - coffers: a safe; vault_type 1 holds every account of its assets (coffer_assets), 2 the chosen accounts
 *   (coffer_accounts). Its owner and the members of its user group manage it.
 * - coffer_favourites: who starred which safe.
 * - coffer_licences: a user's rights on a safe for a period (licence_type view, use, reveal or manage);
 *   record_id is the application it was issued on.
 * - coffer_applications: a user asks for a licence; status 1 waiting, 2 passed, 3 refused, 4 revoked.
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('coffers')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('search_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('vault_type', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The safe lists are ordered by name: walked in this order, a page stops after its rows (bench/cofferList.ts).
  await db.schema.createIndex('coffers_search_name').on('coffers').columns(['search_name', 'id']).execute();
  await db.schema.createIndex('coffers_owner').on('coffers').column('owner_id').execute();
  await db.schema.createIndex('coffers_group').on('coffers').column('group_id').execute();
  await db.schema
    .createTable('coffer_assets')
    .addColumn('coffer_id', 'integer', (col) => col.notNull())
    .addColumn('asset_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('coffer_assets_pk', ['coffer_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('coffer_assets_asset').on('coffer_assets').columns(['asset_id', 'coffer_id']).execute();
  await db.schema
    .createTable('coffer_accounts')
    .addColumn('coffer_id', 'integer', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('coffer_accounts_pk', ['coffer_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('coffer_accounts_account')
    .on('coffer_accounts')
    .columns(['account_id', 'coffer_id'])
    .execute();
  await db.schema
    .createTable('coffer_favourites')
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('coffer_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('coffer_favourites_pk', ['user_id', 'coffer_id'])
    .execute();
  await db.schema
    .createTable('coffer_licences')
    .addColumn('id', id, pk)
    .addColumn('coffer_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('licence_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('issued_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('issued_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoked_by', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('coffer_licences_user')
    .on('coffer_licences')
    .columns(['user_id', 'ends_at', 'coffer_id'])
    .execute();
  await db.schema.createIndex('coffer_licences_coffer').on('coffer_licences').columns(['coffer_id', 'id']).execute();
  await db.schema
    .createTable('coffer_applications')
    .addColumn('id', id, pk)
    .addColumn('coffer_id', 'integer', (col) => col.notNull())
    .addColumn('coffer_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('reason', 'varchar(128)', (col) => col.notNull())
    .addColumn('licence_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('refuse_reason', 'varchar(128)', (col) => col.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_by_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('coffer_applications_user')
    .on('coffer_applications')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('coffer_applications_coffer')
    .on('coffer_applications')
    .columns(['coffer_id', 'status'])
    .execute();
  // Operators apply for safes and use them; security administrators manage every safe.
  const grants: [string, string][] = [
    ['ops_operators', 'system:coffer:query'],
    ['security_administrator', 'system:allcoffer:manage'],
  ];
  for (const [roleKey, permission] of grants) {
    await sql`insert into role_permissions (role_id, permission)
      select r.id, ${permission} from roles r where r.role_key = ${roleKey}
      and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = ${permission})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'coffer_applications',
    'coffer_licences',
    'coffer_favourites',
    'coffer_accounts',
    'coffer_assets',
    'coffers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
