import type { Kysely } from 'kysely';

/** Each user's console mode (spec §2 Modes: manage or use), kept on the server so it follows them to every browser. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('console_mode', 'varchar(8)', (col) => col.notNull().defaultTo('manage'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('console_mode').execute();
}
