import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { prepareSqliteFile, securePrivateDirs, secureSqliteFiles } from './dataDirModes';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';
import { WriteGenerationPlugin } from './writeGeneration';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  dataDir: string;
  /** A PostgreSQL connection string; SQLite in `<dataDir>/gatehouse.db` when absent. */
  databaseUrl?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): { db: Db; dialect: DialectName } {
  if (options.databaseUrl) {
    // Master key, recordings and transfers still live in the data directory.
    securePrivateDirs(options.dataDir);
    const { databaseUrl } = options;
    // pg is loaded with the first query, so a node on SQLite never loads it (server start, bench/coldStart.ts).
    const pool = async () => {
      const { default: pg } = await import('pg');
      const created = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      // An idle connection the server drops (restart, pg_terminate_backend, DROP DATABASE … FORCE while the
      // pool is closing) is an 'error' event on the pool; unhandled, it would crash the process. The pool
      // has already discarded that client, and the next query opens a new connection.
      created.on('error', () => undefined);
      return created;
    };
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new WriteGenerationPlugin()] }),
      dialect: 'postgres',
    };
  }
  securePrivateDirs(options.dataDir);
  const sqlite = new SQLite(prepareSqliteFile(options.dataDir));
  sqlite.pragma('journal_mode = WAL');
  secureSqliteFiles(options.dataDir);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new WriteGenerationPlugin()],
    }),
    dialect: 'sqlite',
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}
