import type { Kysely } from 'kysely';

/** The parameter values a native client bound to a prepared statement, kept with the statement for the audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('db_statements').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('db_statements').dropColumn('params').execute();
}
