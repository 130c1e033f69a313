import type { Kysely } from 'kysely';

/** The assets behind each network proxy (the /proxy overview counts them): an index on assets.proxy_id. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('assets_proxy').on('assets').column('proxy_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assets_proxy').execute();
}
