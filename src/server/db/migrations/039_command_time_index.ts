import type { Kysely } from 'kysely';

/**
 * The command lines of a period, newest first (/statis-info-list lists them across sessions): an index on
 * terminal_commands.created_at, which until now was reached only through its session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('terminal_commands_created')
    .on('terminal_commands')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('terminal_commands_created').execute();
}
