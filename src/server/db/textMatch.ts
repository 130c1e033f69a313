import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/** LIKE wildcards typed by the user match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A case-insensitive "contains" on a column (lower() on both sides: SQLite's like ignores case, PostgreSQL's does not). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * "Contains" on a column that is already lower case (assets.search_text): a plain substring search
 * (instr / strpos), which skips LIKE's pattern and case folding per row — about twice as fast on a full
 * scan of 100,000 rows — and needs no escaping of % and _.
 */
export function containsLowered<DB>(db: Kysely<DB>, column: string, text: string): RawBuilder<boolean> {
  const needle = text.toLowerCase();
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<boolean>`strpos(${sql.ref(column)}, ${needle}) > 0`
    : sql<boolean>`instr(${sql.ref(column)}, ${needle}) > 0`;
}

/** An FTS5 trigram table kept over one lower-case column of a table (external content, the table's id as rowid). */
export interface TrigramIndex {
  /** The FTS5 table, e.g. accounts_trigrams. */
  fts: string;
  /** The indexed table's id column, e.g. accounts.id. */
  id: string;
  /** The indexed column, e.g. accounts.search_name. */
  column: string;
}

/**
 * SQLite: "`column` contains `needle`" (lower case, three characters or more) through its trigram index while at
 * most `maxHits` rows hold the text; a more common text is the substring test on the rows an ordered walk visits,
 * which reaches a page's last row sooner than reading every hit from the index.
 */
export async function sqliteTrigramContains<DB>(
  db: Kysely<DB>,
  index: TrigramIndex,
  needle: string,
  maxHits: number,
): Promise<RawBuilder<boolean>> {
  const phrase = `"${needle.replaceAll('"', '""')}"`;
  const fts = sql.table(index.fts);
  const { hits } = await sql<{ hits: number }>`
    SELECT count(*) AS hits FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ${phrase} LIMIT ${maxHits + 1})`
    .execute(db)
    .then((result) => result.rows[0] ?? { hits: maxHits + 1 });
  if (hits > maxHits) return containsLowered(db, index.column, needle);
  return sql<boolean>`${sql.ref(index.id)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${phrase})`;
}
