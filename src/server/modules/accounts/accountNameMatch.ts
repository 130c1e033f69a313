import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsLowered } from '../assets/textMatch';

/**
 * Up to this many accounts containing the search text, the where-lists read them through the trigram index
 * (migration 023) and sort them; beyond it the text is common enough that walking the accounts_search index
 * in list order reaches the row limit sooner.
 */
const TRIGRAM_HITS_MAX = 10_000;

/**
 * "accounts.search_name contains `text`" for the where-lists, in the cheaper of two forms: on SQLite, for
 * three characters or more (a trigram), the ids from accounts_trigrams when the text is rare; otherwise a
 * substring test on each row the index walk visits.
 */
export async function accountNameContains(db: Db, text: string): Promise<Expression<SqlBool>> {
  const needle = text.toLowerCase();
  if (db.getExecutor().adapter instanceof PostgresAdapter || [...needle].length < 3)
    return containsLowered(db, 'accounts.search_name', needle);
  const phrase = `"${needle.replaceAll('"', '""')}"`;
  const { hits } = await sql<{ hits: number }>`
    SELECT count(*) AS hits FROM (
      SELECT 1 FROM accounts_trigrams WHERE accounts_trigrams MATCH ${phrase} LIMIT ${TRIGRAM_HITS_MAX + 1}
    )`
    .execute(db)
    .then((result) => result.rows[0] ?? { hits: TRIGRAM_HITS_MAX + 1 });
  if (hits > TRIGRAM_HITS_MAX) return containsLowered(db, 'accounts.search_name', needle);
  return sql<SqlBool>`accounts.id IN (SELECT rowid FROM accounts_trigrams WHERE accounts_trigrams MATCH ${phrase})`;
}
