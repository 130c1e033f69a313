import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A trigram index over accounts.search_name for the "contains" search of the §7 where-lists on SQLite
 * (bench/accountList.ts): an FTS5 table with the trigram tokenizer over the accounts table itself
 * (external content, nothing stored twice), kept in step by triggers, so every path that writes accounts
 * (console, import, tests) is covered. A search for a rare name then reads its few rows instead of walking
 * 300,000. PostgreSQL keeps the index walk of migration 018: pg_trgm needs an extension that a managed
 * database may not allow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
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

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['accounts_trigrams_insert', 'accounts_trigrams_delete', 'accounts_trigrams_update'])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
  await sql`DROP TABLE IF EXISTS accounts_trigrams`.execute(db);
}
