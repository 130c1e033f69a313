import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './columns';

/**
 * Behaviour policies (docs/behaviour-policies.md): the columns every policy table has (019; `action` is 0 and
 * `approver_ids` '[]', as these policies neither act on a match nor ask anyone), asset tags in scope, and one
 * nullable column per rule (null: not set by this policy).
 * terminal_sessions.behavior: what applied when the session opened (JSON of EffectiveBehavior), for the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('behavior_policies')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('priority', 'integer', (col) => col.notNull())
    .addColumn('action', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('user_ids', 'text', (col) => col.notNull())
    .addColumn('group_ids', 'text', (col) => col.notNull())
    .addColumn('asset_ids', 'text', (col) => col.notNull())
    .addColumn('account_ids', 'text', (col) => col.notNull())
    .addColumn('approver_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('tag_ids', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('idle_minutes', 'integer')
    .addColumn('max_session_minutes', 'integer')
    .addColumn('upload_rule', 'integer')
    .addColumn('download_rule', 'integer')
    .addColumn('clipboard_copy_rule', 'integer')
    .addColumn('clipboard_paste_rule', 'integer')
    .addColumn('share_rule', 'integer')
    .addColumn('monitor_rule', 'integer')
    .addColumn('recording_mode', 'integer')
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('terminal_sessions').addColumn('behavior', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('terminal_sessions').dropColumn('behavior').execute();
  await db.schema.dropTable('behavior_policies').execute();
}
