import type { Kysely } from 'kysely';

/**
 * The database rules of behaviour policies (docs/database-sessions.md, "Policies"): the row limit and statement
 * timeout (seconds) of the web SQL console's statements, null when not set, and the masking rules of its results
 * as JSON `[{pattern, kind}]` ('[]' when none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('behavior_policies').addColumn('db_row_limit', 'integer').execute();
  await db.schema.alterTable('behavior_policies').addColumn('db_timeout_seconds', 'integer').execute();
  await db.schema
    .alterTable('behavior_policies')
    .addColumn('db_masking', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('behavior_policies').dropColumn('db_masking').execute();
  await db.schema.alterTable('behavior_policies').dropColumn('db_timeout_seconds').execute();
  await db.schema.alterTable('behavior_policies').dropColumn('db_row_limit').execute();
}
