import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Authorisations (grants) and favourite assets (docs/authorisations.md).
 * - grants: one row per (subject, asset). subject_kind 'user' | 'group' | 'dept'; subject_id has no foreign
 *   key because it points into one of three tables — the services delete a subject's grants with it.
 *   The state (valid / pending / invalid) is never stored: it follows from starts_at, ends_at, revoked_at
 *   and the clock. Times are ISO-8601 UTC text, so string order is time order on both dialects.
 * - grant_access_entries: the source-IP access list (IPv4 or CIDR) of a grant whose access_mode is set.
 * - grant_accounts: the account restriction seam. No foreign key: the accounts table arrives with
 *   another migration. No row for a grant means "every account of the asset".
 * - asset_favourites: the stars of /assets-my.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('grants')
    .addColumn('id', id, pk)
    .addColumn('subject_kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('permission_type', 'integer', (col) => col.notNull())
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('access_mode', 'integer')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoked_by', 'varchar(64)')
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('grants_subject').on('grants').columns(['subject_kind', 'subject_id']).execute();
  await db.schema.createIndex('grants_asset').on('grants').columns(['asset_id', 'id']).execute();
  await db.schema
    .createTable('grant_access_entries')
    .addColumn('grant_id', 'integer', (col) => col.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('entry', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('grant_access_entries_pk', ['grant_id', 'entry'])
    .execute();
  await db.schema
    .createTable('grant_accounts')
    .addColumn('grant_id', 'integer', (col) => col.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('grant_accounts_pk', ['grant_id', 'account_id'])
    .execute();
  await db.schema
    .createTable('asset_favourites')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('asset_favourites_pk', ['user_id', 'asset_id'])
    .execute();
  await grantImpowerToSeededRoles(db);
}

/** ops_administrator grants and revokes authorisations (within its asset scope, which is every department). */
async function grantImpowerToSeededRoles(db: Kysely<unknown>): Promise<void> {
  const permission = 'system:asset:impower';
  await sql`insert into role_permissions (role_id, permission)
    select r.id, ${permission} from roles r where r.role_key = 'ops_administrator'
    and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = ${permission})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_favourites').ifExists().execute();
  await db.schema.dropTable('grant_accounts').ifExists().execute();
  await db.schema.dropTable('grant_access_entries').ifExists().execute();
  await db.schema.dropTable('grants').ifExists().execute();
}
