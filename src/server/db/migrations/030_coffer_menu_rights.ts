import { type Kysely, sql } from 'kysely';

/**
 * The coffer's pages whose calls need system:coffer:query are shown on it (the safe's accounts, the password box,
 * the licence form) rather than on system:asset:query, in installations seeded before; a fresh database gets them
 * with the menu seed.
 */
const PAGES = ['CofferAccount', 'PasswordCoffer', 'AccountLicenseForm'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of PAGES)
    await sql`update menus set permission = 'system:coffer:query' where name = ${name}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of PAGES)
    await sql`update menus set permission = 'system:asset:query' where name = ${name}`.execute(db);
}
