import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A trigram index over accounts.search_name for the "contains" search of the §7 where-lists
 * (bench/accountList.ts), so that a search for a rare name reads its few rows instead of walking 300,000.
 * - SQLite: an FTS5 table with the trigram tokenizer over the accounts table itself (external content,
 *   nothing stored twice), kept in step by triggers, so every path that writes accounts is covered.
 * - PostgreSQL: a GIN index with pg_trgm, when the database lets this user create the extension (a trusted
 *   extension since PostgreSQL 13). A managed database that refuses it keeps the index walk of migration
 *   018; the search then works the same, only slower for rare names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await addPgTrigramIndex(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE accounts_trigrams USING fts5(
    search_name, tokenize = 'trigram', content = 'accounts', content_rowid = 'id'
  )`.execute(db);
  await sql`CREATE TRIGGER accounts_trigrams_insert AFTER INSERT ON accounts BEGIN
    INSERT INTO accounts_trigrams (rowid, search_name) VALUES (new.id, new.search_name);
  END`.execute(db);
  await sql`CREATE TRIGGER accounts_trigrams_delete AFTER DELETE ON accounts BEGIN
    INSERT INTO accounts_trigrams (accounts_trigrams, rowid, search_name) VALUES ('delete', old.id, old.search_name);
  END`.execute(db);
  await sql`CREATE TRIGGER accounts_trigrams_update AFTER UPDATE OF search_name ON accounts BEGIN
    INSERT INTO accounts_trigrams (accounts_trigrams, rowid, search_name) VALUES ('delete', old.id, old.search_name);
    INSERT INTO accounts_trigrams (rowid, search_name) VALUES (new.id, new.search_name);
  END`.execute(db);
  await sql`INSERT INTO accounts_trigrams (accounts_trigrams) VALUES ('rebuild')`.execute(db);
}

/** Inside the migration's transaction: a refused CREATE EXTENSION is rolled back to a savepoint, not fatal. */
async function addPgTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`SAVEPOINT account_trigrams`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX accounts_trigrams ON accounts USING gin (search_name gin_trgm_ops)`.execute(db);
    await sql`RELEASE SAVEPOINT account_trigrams`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT account_trigrams`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP INDEX IF EXISTS accounts_trigrams`.execute(db);
    return;
  }
  for (const trigger of ['accounts_trigrams_insert', 'accounts_trigrams_delete', 'accounts_trigrams_update'])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
  await sql`DROP TABLE IF EXISTS accounts_trigrams`.execute(db);
}
