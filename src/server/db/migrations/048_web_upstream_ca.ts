import type { Kysely } from 'kysely';

/** An application proxy's PEM certificates its HTTPS web application is verified against (empty: the system's CAs). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application_proxies')
    .addColumn('upstream_ca', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_proxies').dropColumn('upstream_ca').execute();
}
