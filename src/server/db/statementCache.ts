import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statement texts kept prepared; Gatehouse's queries are a few hundred shapes with bound parameters. */
const CACHE_SIZE = 512;

/**
 * The SQLite database as Kysely sees it, with prepared statements kept by their text. Kysely prepares every query
 * afresh, which on a short query costs more than running it (the web SQL console's statement path runs a handful per
 * statement). A statement still iterating (a streamed select) is never handed out twice: a fresh one is prepared.
 * The least recently used texts go first.
 */
export function withStatementCache(sqlite: SQLite.Database, size = CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
