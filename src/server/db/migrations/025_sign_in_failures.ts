import type { Kysely } from 'kysely';

/**
 * Wrong sign-in attempts counted per name (as typed, known or not) and source address, with that pair's
 * lock: a guesser locks out only their own address, never the real user elsewhere.
 * users.failed_attempts stays unused; users.locked_until keeps the latest pair lock of a known user, which
 * the user list shows and an administrator's unlock clears.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('subject', 'varchar(160)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['subject', 'ip'])
    .execute();
  await db.schema.createIndex('sign_in_failures_updated').on('sign_in_failures').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
