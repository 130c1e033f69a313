import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsLowered, escapeLike, sqliteTrigramContains } from '../../db/textMatch';

/**
 * Up to this many accounts containing the search text, SQLite reads them through the trigram index
 * (migration 023) and sorts them; beyond it the text is common enough that walking the accounts_search index
 * in list order reaches the row limit sooner.
 */
const TRIGRAM_HITS_MAX = 10_000;

/**
 * "accounts.search_name contains `text`" for the where-lists, in the cheapest form the database offers.
 * A trigram needs three characters; shorter texts are a substring test on each row the index walk visits.
 */
export async function accountNameContains(db: Db, text: string): Promise<Expression<SqlBool>> {
  const needle = text.toLowerCase();
  if ([...needle].length < 3) return containsLowered(db, 'accounts.search_name', needle);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // With the pg_trgm index, LIKE lets the planner choose between it and the ordered walk from its statistics.
    if (!(await hasPgTrigramIndex(db))) return containsLowered(db, 'accounts.search_name', needle);
    return sql<SqlBool>`accounts.search_name LIKE ${`%${escapeLike(needle)}%`} ESCAPE '\\'`;
  }
  return sqliteTrigramContains(
    db,
    { fts: 'accounts_trigrams', id: 'accounts.id', column: 'accounts.search_name' },
    needle,
    TRIGRAM_HITS_MAX,
  );
}

const pgTrigramIndex = new WeakMap<Db, Promise<boolean>>();

/** Whether migration 023 could create the pg_trgm index (asked once per database handle). */
function hasPgTrigramIndex(db: Db): Promise<boolean> {
  let known = pgTrigramIndex.get(db);
  if (!known) {
    known = sql<{ found: number }>`SELECT 1 AS found FROM pg_indexes WHERE indexname = 'accounts_trigrams'`
      .execute(db)
      .then((result) => result.rows.length > 0);
    pgTrigramIndex.set(db, known);
  }
  return known;
}
