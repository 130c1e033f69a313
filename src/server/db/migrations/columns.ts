import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** An auto-incrementing integer primary key in either dialect (serial on PostgreSQL). */
export function idColumnType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

export function idColumn(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement());
}
