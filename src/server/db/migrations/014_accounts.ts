import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Accounts on assets (item 4).
 * - accounts: the login users of an asset, unique per asset; deleted with their asset. The password or
 *   private key (secret_sealed) and the key's passphrase are vault-sealed bound to the account's id.
 *   check_result is spec §4 Password check (unknown 2 until checked); check_key/check_params the reason.
 * - account_tags: the account ↔ tag link (spec §7 /account/tag/remove/{id} takes a tag off an account).
 * - asset_host_keys: one SSH host key per asset, recorded on first contact; a changed key seen by a
 *   check waits in pending_* until a manager accepts it. address/port say which endpoint the key belongs
 *   to: after the asset moves, the next check learns the new endpoint's key afresh. Kept out of `assets`
 *   so that the asset rows and their writes stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  await db.schema
    .createTable('accounts')
    .addColumn('id', id, pk)
    .addColumn('asset_id', 'integer', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('account_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('account_type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('auth_kind', 'varchar(16)', (col) => col.notNull().defaultTo('password'))
    .addColumn('secret_sealed', 'text')
    .addColumn('passphrase_sealed', 'text')
    .addColumn('key_fingerprint', 'varchar(128)')
    .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('check_result', 'integer', (col) => col.notNull().defaultTo(2))
    .addColumn('check_key', 'varchar(64)')
    .addColumn('check_params', 'text')
    .addColumn('checked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('accounts_asset_name', ['asset_id', 'account_name'])
    .execute();
  await db.schema
    .createTable('account_tags')
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('account_tags_pk', ['account_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('account_tags_tag').on('account_tags').columns(['tag_id', 'account_id']).execute();
  await db.schema
    .createTable('asset_host_keys')
    .addColumn('asset_id', 'integer', (col) => col.primaryKey().references('assets.id').onDelete('cascade'))
    .addColumn('fingerprint', 'varchar(128)', (col) => col.notNull())
    .addColumn('algorithm', 'varchar(64)', (col) => col.notNull())
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('port', 'integer', (col) => col.notNull())
    .addColumn('pending_fingerprint', 'varchar(128)')
    .addColumn('pending_algorithm', 'varchar(64)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await grantAccountPermissions(db);
}

/** Installations seeded before this release: the seeded roles get their account permissions (seed/roles.ts). */
export async function grantAccountPermissions(db: Kysely<unknown>): Promise<void> {
  const grants: Record<string, string[]> = {
    ops_administrator: [
      'system:account:add',
      'system:account:edit',
      'system:account:remove',
      'system:account:check',
      'system:account:reveal',
    ],
  };
  for (const [roleKey, permissions] of Object.entries(grants)) {
    for (const permission of permissions) {
      await sql`insert into role_permissions (role_id, permission)
        select r.id, ${permission} from roles r where r.role_key = ${roleKey}
        and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = ${permission})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_host_keys').execute();
  await db.schema.dropTable('account_tags').execute();
  await db.schema.dropTable('accounts').execute();
}
