import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The login names a safe holds, kept with the safe (coffers.account_names: the lower-case names, one per line), so
 * that "safes holding an account named …" reads 10,000 safes instead of joining 300,000 accounts
 * (bench/cofferList.ts: a name every host has, such as root, matches nearly every safe).
 * - Accounts are written by other modules: triggers on accounts keep the names of the safes they belong to in step
 *   on every path (add, rename, delete, adoption). The coffer module refreshes a safe when its members change.
 * - SQLite: an FTS5 trigram table over coffers.account_names (external content, kept by triggers as in 023).
 * - PostgreSQL: a GIN pg_trgm index where migration 023 could create the extension.
 */
const SAFE_NAMES = `coalesce((
  SELECT STRING_AGG FROM (
    SELECT a.search_name AS name FROM coffer_assets m JOIN accounts a ON a.asset_id = m.asset_id
      WHERE m.coffer_id = coffers.id
    UNION ALL
    SELECT a.search_name AS name FROM coffer_accounts m JOIN accounts a ON a.id = m.account_id
      WHERE m.coffer_id = coffers.id
  ) names
), '')`;

const sqliteNames = SAFE_NAMES.replace('STRING_AGG', 'group_concat(name, char(10))');
const pgNames = SAFE_NAMES.replace('STRING_AGG', 'string_agg(name, chr(10) ORDER BY name)');

/** The safes an account row belongs to, for a trigger on accounts (`row` is new or old). */
const safesOf = (row: 'new' | 'old') =>
  `SELECT coffer_id FROM coffer_assets WHERE asset_id = ${row}.asset_id
   UNION SELECT coffer_id FROM coffer_accounts WHERE account_id = ${row}.id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coffers')
    .addColumn('account_names', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE coffers_trigrams USING fts5(
    account_names, tokenize = 'trigram', content = 'coffers', content_rowid = 'id'
  )`.execute(db);
  await sql`CREATE TRIGGER coffers_trigrams_insert AFTER INSERT ON coffers BEGIN
    INSERT INTO coffers_trigrams (rowid, account_names) VALUES (new.id, new.account_names);
  END`.execute(db);
  await sql`CREATE TRIGGER coffers_trigrams_delete AFTER DELETE ON coffers BEGIN
    INSERT INTO coffers_trigrams (coffers_trigrams, rowid, account_names) VALUES ('delete', old.id, old.account_names);
  END`.execute(db);
  await sql`CREATE TRIGGER coffers_trigrams_update AFTER UPDATE OF account_names ON coffers BEGIN
    INSERT INTO coffers_trigrams (coffers_trigrams, rowid, account_names) VALUES ('delete', old.id, old.account_names);
    INSERT INTO coffers_trigrams (rowid, account_names) VALUES (new.id, new.account_names);
  END`.execute(db);
  const refresh = (row: 'new' | 'old') =>
    sql.raw(`UPDATE coffers SET account_names = ${sqliteNames} WHERE id IN (${safesOf(row)});`);
  await sql`CREATE TRIGGER coffers_names_account_insert AFTER INSERT ON accounts BEGIN ${refresh('new')} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER coffers_names_account_delete AFTER DELETE ON accounts BEGIN ${refresh('old')} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER coffers_names_account_update AFTER UPDATE OF search_name, asset_id ON accounts BEGIN
    ${refresh('old')} ${refresh('new')}
  END`.execute(db);
  await sql.raw(`UPDATE coffers SET account_names = ${sqliteNames}`).execute(db);
  await sql`INSERT INTO coffers_trigrams (coffers_trigrams) VALUES ('rebuild')`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE OR REPLACE FUNCTION coffers_names_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE coffers SET account_names = ${pgNames} WHERE id IN (${safesOf('old')});
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        UPDATE coffers SET account_names = ${pgNames} WHERE id IN (${safesOf('new')});
      END IF;
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`CREATE TRIGGER coffers_names_accounts AFTER INSERT OR DELETE OR UPDATE OF search_name, asset_id
    ON accounts FOR EACH ROW EXECUTE FUNCTION coffers_names_refresh()`.execute(db);
  await sql.raw(`UPDATE coffers SET account_names = ${pgNames}`).execute(db);
  const trigram = await sql<{ found: number }>`SELECT 1 AS found FROM pg_extension WHERE extname = 'pg_trgm'`.execute(
    db,
  );
  if (trigram.rows.length > 0)
    await sql`CREATE INDEX coffers_account_names ON coffers USING gin (account_names gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TRIGGER IF EXISTS coffers_names_accounts ON accounts`.execute(db);
    await sql`DROP FUNCTION IF EXISTS coffers_names_refresh()`.execute(db);
    await sql`DROP INDEX IF EXISTS coffers_account_names`.execute(db);
  } else {
    for (const trigger of [
      'coffers_trigrams_insert',
      'coffers_trigrams_delete',
      'coffers_trigrams_update',
      'coffers_names_account_insert',
      'coffers_names_account_delete',
      'coffers_names_account_update',
    ])
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
    await sql`DROP TABLE IF EXISTS coffers_trigrams`.execute(db);
  }
  await db.schema.alterTable('coffers').dropColumn('account_names').execute();
}
