import type { Kysely } from 'kysely';

/**
 * Account search at 300,000 accounts (bench/accountList.ts).
 * - accounts.search_name: the account name in lower case, so that a "contains" search is a plain substring
 *   test (instr / strpos) instead of lower() and LIKE on every row.
 * - accounts_search (asset_id, search_name, account_type): the §7 where-lists walk it in their order
 *   (asset, then account name) and test every filter on the index alone, stopping at the row limit.
 * Filled in JavaScript (per distinct name) so that non-ASCII names fold as the server folds the search text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('search_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .execute();
  const accounts = db as unknown as Kysely<{ accounts: { account_name: string; search_name: string } }>;
  const names = await accounts.selectFrom('accounts').select('account_name').distinct().execute();
  for (const { account_name } of names)
    await accounts
      .updateTable('accounts')
      .set({ search_name: account_name.toLowerCase() })
      .where('account_name', '=', account_name)
      .execute();
  await db.schema
    .createIndex('accounts_search')
    .on('accounts')
    .columns(['asset_id', 'search_name', 'account_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('accounts_search').execute();
  await db.schema.alterTable('accounts').dropColumn('search_name').execute();
}
