import sqlParser from 'node-sql-parser';
import type { DbProtocol } from '../../../bastion/database/dbConnection';

const parser = new sqlParser.Parser();
const PARSER_DIALECT: Record<DbProtocol, string> = { MYSQL: 'MariaDB', POSTGRESQL: 'PostgresQL' };

/** A table (or, with table null, a whole schema/database) a statement names; schema null when not written. */
export interface TouchedObject {
  schema: string | null;
  table: string | null;
}

/** What SQL interception policies judge of one statement. */
export interface StatementFacts {
  /** The statement's kind in capitals as node-sql-parser names it: DROP, DELETE, SELECT, ALTER, GRANT… */
  kind: string;
  /** A DELETE or UPDATE without a WHERE clause (it changes every row). */
  noWhere: boolean;
  touched: TouchedObject[];
}

/**
 * The facts of every statement in a text (several statements separated by `;` each give theirs), or
 * 'unparseable' when node-sql-parser does not understand the text in the session's dialect.
 */
export function classifySql(sql: string, protocol: DbProtocol): StatementFacts[] | 'unparseable' {
  if (sql.length > CACHED_TEXT_MAX) return classifyUncached(sql, protocol);
  const key = `${protocol}\u0000${sql}`;
  const cached = recent.get(key);
  if (cached !== undefined) {
    recent.delete(key);
    recent.set(key, cached);
    return cached;
  }
  const facts = classifyUncached(sql, protocol);
  recent.set(key, facts);
  if (recent.size > CACHED_TEXTS) recent.delete(recent.keys().next().value as string);
  return facts;
}

/**
 * Parsing takes milliseconds; clients send the same texts again and again (a tool's probes, a report's query),
 * so the facts of the most recent texts are kept (least recently used out first). Facts are never mutated.
 */
const recent = new Map<string, StatementFacts[] | 'unparseable'>();
const CACHED_TEXTS = 500;
const CACHED_TEXT_MAX = 4096;

function classifyUncached(sql: string, protocol: DbProtocol): StatementFacts[] | 'unparseable' {
  let tree: unknown;
  try {
    tree = parser.astify(sql, { database: PARSER_DIALECT[protocol] });
  } catch {
    return 'unparseable';
  }
  const statements = (Array.isArray(tree) ? tree : [tree]).filter(isNode);
  if (statements.length === 0) return 'unparseable';
  return statements.map(factsOf);
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function factsOf(statement: Node): StatementFacts {
  const kind = String(statement.type ?? '').toUpperCase();
  const noWhere = (kind === 'DELETE' || kind === 'UPDATE') && !statement.where;
  const touched: TouchedObject[] = [];
  collectObjects(statement, touched);
  if (kind === 'GRANT' || kind === 'REVOKE') touched.push(...privilegeObjectsOf(statement));
  const named = wholeSchemaOf(statement);
  if (named) touched.push({ schema: named, table: null });
  return { kind, noWhere, touched: unique(touched) };
}

/** GRANT/REVOKE … ON schema.table: `{prefix, name}` items of `on.priv_level`; `*` is the whole schema. */
function privilegeObjectsOf(statement: Node): TouchedObject[] {
  const on = statement.on;
  const levels = isNode(on) && Array.isArray(on.priv_level) ? on.priv_level.filter(isNode) : [];
  return levels.flatMap((level) => {
    const schema = nameOf(level.prefix);
    const name = typeof level.name === 'string' ? level.name : null;
    if (name === null || (schema === null && name === '*')) return [];
    return [{ schema, table: name === '*' ? null : name }];
  });
}

/** DROP/CREATE/ALTER DATABASE or SCHEMA name the schema as a bare string. */
function wholeSchemaOf(statement: Node): string | null {
  const keyword = String(statement.keyword ?? '').toLowerCase();
  if (keyword !== 'database' && keyword !== 'schema') return null;
  const name = statement.name ?? statement.database ?? statement.schema;
  if (typeof name === 'string') return name;
  if (isNode(name) && typeof name.value === 'string') return name.value;
  return null;
}

/**
 * Every table reference in the tree: node-sql-parser writes them as `{db, table}` (FROM items, DML targets,
 * DROP/TRUNCATE names, ALTER and CREATE targets, also inside subqueries and CTEs). Column references
 * (`column_ref`) and SET items carry a `table` qualifier but no `db`.
 */
function collectObjects(value: unknown, into: TouchedObject[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectObjects(item, into);
    return;
  }
  if (!isNode(value)) return;
  if (value.type !== 'column_ref' && 'db' in value && typeof value.table === 'string') {
    into.push({ schema: nameOf(value.db), table: value.table });
  }
  for (const child of Object.values(value))
    if (typeof child === 'object' && child !== null) collectObjects(child, into);
}

function nameOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (isNode(value) && typeof value.value === 'string') return value.value;
  return null;
}

function unique(objects: TouchedObject[]): TouchedObject[] {
  const seen = new Set<string>();
  return objects.filter((object) => {
    const key = `${object.schema ?? ''}\u0000${object.table ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
