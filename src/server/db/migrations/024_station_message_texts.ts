import type { Kysely } from 'kysely';

/**
 * Station messages Gatehouse writes itself (approvals) keep the message keys and parameters of their texts in
 * `texts` (JSON), so each reader gets them in the console's language; title and content stay stored in
 * Chinese, the default. Messages an administrator sends keep '' and are shown as typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('station_messages')
    .addColumn('texts', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('station_messages').dropColumn('texts').execute();
}
