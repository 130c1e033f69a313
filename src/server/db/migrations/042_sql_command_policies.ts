import type { Kysely } from 'kysely';

/**
 * SQL interception (docs/command-interception.md "SQL policies"): a command policy targets shell lines (0, every
 * policy so far) or SQL statements of database sessions (1). An SQL policy's rules: statement kinds (JSON list of
 * capitals), DELETE/UPDATE without WHERE (0/1), tables or schemas (JSON list of `[schema.]table` patterns), and
 * what a statement the parser cannot read does (0 fail-closed: the policy applies; 1 fail-open: it does not).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = () => db.schema.alterTable('command_policies');
  await table()
    .addColumn('target', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await table()
    .addColumn('sql_kinds', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await table()
    .addColumn('sql_no_where', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await table()
    .addColumn('sql_objects', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await table()
    .addColumn('sql_unparseable', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['sql_unparseable', 'sql_objects', 'sql_no_where', 'sql_kinds', 'target'])
    await db.schema.alterTable('command_policies').dropColumn(column).execute();
}
