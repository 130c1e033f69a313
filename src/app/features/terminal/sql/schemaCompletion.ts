import type { SQLConfig, SQLNamespace } from '@codemirror/lang-sql';
import type { DbSchema, DbSchemaTable } from '../../../../shared/api/dbConsole';
import type { DbProtocol } from '../session/dbProtocol';

/**
 * The live schema as @codemirror/lang-sql's completion schema: schema → table → columns (each column's type as
 * its detail), with the schema a bare table name means (PostgreSQL's `public`, MySQL's current database).
 */
export function completionSchema(
  schema: DbSchema | undefined,
  dialect: DbProtocol,
): Pick<SQLConfig, 'schema' | 'defaultSchema'> {
  if (!schema || schema.tables.length === 0) return {};
  const namespace: Record<string, Record<string, SQLNamespace>> = {};
  for (const table of schema.tables) {
    const tables = namespace[table.schema] ?? {};
    namespace[table.schema] = tables;
    tables[table.name] = table.columns.map((column) => ({ label: column.name, type: 'property', detail: column.type }));
  }
  const defaultSchema = dialect === 'MySQL' ? (schema.database ?? undefined) : 'public';
  return { schema: namespace, ...(defaultSchema ? { defaultSchema } : {}) };
}

/** Tables grouped by their schema, in the order the server gave them (by schema and name). */
export function bySchema(tables: readonly DbSchemaTable[]): [string, DbSchemaTable[]][] {
  const groups = new Map<string, DbSchemaTable[]>();
  for (const table of tables) groups.set(table.schema, [...(groups.get(table.schema) ?? []), table]);
  return [...groups];
}

/**
 * The schema browser's filter (ignoring case): a table whose name matches keeps all its columns; otherwise a
 * table stays with only its matching columns, or goes.
 */
export function filterTables(tables: readonly DbSchemaTable[], filter: string): DbSchemaTable[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...tables];
  const kept: DbSchemaTable[] = [];
  for (const table of tables) {
    if (table.name.toLowerCase().includes(needle)) {
      kept.push(table);
      continue;
    }
    const columns = table.columns.filter((column) => column.name.toLowerCase().includes(needle));
    if (columns.length > 0) kept.push({ ...table, columns });
  }
  return kept;
}

/** A statement that may change the schema (DDL): the browser and completion read the schema again after it. */
export function changesSchema(sql: string): boolean {
  return /^\s*(create|alter|drop|rename|comment\s+on)\b/i.test(sql);
}
