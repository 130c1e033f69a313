import { sql } from 'kysely';
import { escapeLike } from '../../db/textMatch';

/** Case-insensitive "name contains" on both dialects (SQLite's like ignores case, PostgreSQL's does not). */
export function nameContains(column: string, text: string) {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
