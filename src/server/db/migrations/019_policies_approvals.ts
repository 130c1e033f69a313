import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Command interception policies, login policies, command and account-login approvals
 * (docs/approvals.md).
 * - command_policies / login_policies: scope lists (users, groups, assets, accounts), approvers, patterns,
 *   days and time ranges are JSON arrays in text columns: they are read whole with their policy and never
 *   searched by SQL. An empty list means "all".
 * - command_approvals / login_approvals: the request with the asset, account and applicant copied in, so a
 *   record still reads right after the asset or user changed or went away (spec §3 fields).
 * - approval_assignees: who may decide which request (kind 'command' | 'login'); it feeds no_approve_num.
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumnType(db);
  const pk = idColumn(db);
  const policyColumns = (table: ReturnType<typeof db.schema.createTable>) =>
    table
      .addColumn('id', id, pk)
      .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('priority', 'integer', (col) => col.notNull())
      .addColumn('action', 'integer', (col) => col.notNull())
      .addColumn('user_ids', 'text', (col) => col.notNull())
      .addColumn('group_ids', 'text', (col) => col.notNull())
      .addColumn('asset_ids', 'text', (col) => col.notNull())
      .addColumn('account_ids', 'text', (col) => col.notNull())
      .addColumn('approver_ids', 'text', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull())
      .addColumn('description', 'varchar(255)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull());
  await policyColumns(db.schema.createTable('command_policies'))
    .addColumn('match_kind', 'integer', (col) => col.notNull())
    .addColumn('patterns', 'text', (col) => col.notNull())
    .execute();
  await policyColumns(db.schema.createTable('login_policies'))
    .addColumn('days', 'text', (col) => col.notNull())
    .addColumn('time_ranges', 'text', (col) => col.notNull())
    .addColumn('access_mode', 'integer')
    .addColumn('access_entries', 'text', (col) => col.notNull())
    .execute();

  const requestColumns = (table: ReturnType<typeof db.schema.createTable>) =>
    table
      .addColumn('id', id, pk)
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('asset_id', 'integer', (col) => col.notNull())
      .addColumn('asset_name', 'varchar(128)', (col) => col.notNull())
      .addColumn('address', 'varchar(255)', (col) => col.notNull())
      .addColumn('port', 'integer', (col) => col.notNull())
      .addColumn('protocols', 'varchar(128)', (col) => col.notNull())
      .addColumn('proxy_id', 'integer')
      .addColumn('proxy_name', 'varchar(128)', (col) => col.notNull())
      .addColumn('account_id', 'integer', (col) => col.notNull())
      .addColumn('account_name', 'varchar(128)', (col) => col.notNull())
      .addColumn('policy_id', 'integer')
      .addColumn('policy_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('refuse_reason', 'varchar(255)', (col) => col.notNull())
      .addColumn('decided_by', 'integer')
      .addColumn('decided_by_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)');
  await requestColumns(db.schema.createTable('command_approvals'))
    .addColumn('command', 'text', (col) => col.notNull())
    .addColumn('session_id', 'varchar(64)', (col) => col.notNull())
    .execute();
  await requestColumns(db.schema.createTable('login_approvals'))
    .addColumn('reason', 'varchar(255)', (col) => col.notNull())
    .addColumn('source_ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('expiration_minutes', 'integer')
    .addColumn('window_ends_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('login_approvals_lookup')
    .on('login_approvals')
    .columns(['user_id', 'asset_id', 'account_id', 'status'])
    .execute();
  await db.schema
    .createTable('approval_assignees')
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('approval_assignees_pk', ['kind', 'record_id', 'user_id'])
    .execute();
  await db.schema.createIndex('approval_assignees_user').on('approval_assignees').columns(['user_id']).execute();
  await grantToSecurityAdministrators(db, ['system:policy:edit', 'system:approval:decide']);
}

/** Security administrators own policies and approvals (seed/roles.ts). */
async function grantToSecurityAdministrators(db: Kysely<unknown>, permissions: string[]): Promise<void> {
  for (const permission of permissions) {
    await sql`insert into role_permissions (role_id, permission)
      select r.id, ${permission} from roles r where r.role_key = 'security_administrator'
      and not exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = ${permission})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'approval_assignees',
    'login_approvals',
    'command_approvals',
    'login_policies',
    'command_policies',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
