import type { TouchedObject } from './sqlFacts';

/**
 * A table rule of an SQL policy: `salary` (a table of that name in any schema), `hr.*` (every table of schema or
 * MySQL database hr, and hr itself), `*.users`, `hr.salary`; `*` stands for any run of characters within a name.
 * Quotes and backticks around names are dropped.
 */
export interface ObjectPattern {
  schema: RegExp | null;
  table: RegExp;
  /** `hr.*`: also matches DROP/CREATE DATABASE/SCHEMA hr. */
  wholeSchema: boolean;
}

const QUOTES = /["`[\]]/g;

/** The rule as written, checked when a policy is saved; null when it is not `[schema.]table`. */
export function parseObjectPattern(text: string): ObjectPattern | null {
  const parts = text.replace(QUOTES, '').trim().split('.');
  if (parts.length > 2 || parts.some((part) => !/^[\p{L}\p{N}_$*-]+$/u.test(part))) return null;
  const [first, second] = parts as [string, string | undefined];
  if (second === undefined) return { schema: null, table: globOf(first), wholeSchema: false };
  return { schema: globOf(first), table: globOf(second), wholeSchema: second === '*' };
}

/**
 * Names are compared without regard to case in both dialects: PostgreSQL folds unquoted names to lower case, and
 * MySQL/MariaDB compare table names with or without case depending on the server's lower_case_table_names, which
 * the bastion cannot see — so a rule never misses a table because of how its name was cased.
 */
function globOf(part: string): RegExp {
  const body = part
    .split('*')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'iu');
}

/**
 * Whether a statement's object falls under the pattern; `defaultSchema` stands for a table written without its
 * schema (the MySQL session's database, PostgreSQL's `public`).
 */
export function matchesObject(pattern: ObjectPattern, object: TouchedObject, defaultSchema: string | null): boolean {
  const schema = object.schema ?? defaultSchema;
  if (object.table === null) return pattern.wholeSchema && schema !== null && pattern.schema?.test(schema) === true;
  if (!pattern.table.test(object.table)) return false;
  if (pattern.schema === null) return true;
  return schema !== null && pattern.schema.test(schema);
}
