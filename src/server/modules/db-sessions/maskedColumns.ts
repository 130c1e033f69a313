import sqlParser from 'node-sql-parser';
import { globMatches, type MaskKind, type MaskRule, splitPattern } from '../../../shared/rules/dataMasking';
import type { DbProtocol } from '../../bastion/database/dbConnection';

const parser = new sqlParser.Parser();
const PARSER_DIALECT: Record<DbProtocol, string> = { MYSQL: 'MariaDB', POSTGRESQL: 'PostgresQL' };

/** A statement that starts, after comments and spaces, with EXPLAIN. */
const EXPLAIN = /^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*explain\b/i;

type Node = Record<string, unknown>;
interface ColumnRef {
  table: string | null;
  column: string;
}
interface SelectItem {
  expr: unknown;
  alias: string | null;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** An identifier as node-sql-parser gives it: plain text, or `{expr: {value}}` (quoted, PostgreSQL). */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isNode(value)) return null;
  if (typeof value.value === 'string') return value.value;
  return nameOf(value.expr);
}

/** Every node of the tree, depth first (derived tables, CTEs, subqueries, UNION parts included). */
function* walk(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (isNode(value)) {
    yield value;
    for (const child of Object.values(value)) yield* walk(child);
  }
}

function columnRefsIn(expr: unknown): ColumnRef[] {
  const refs: ColumnRef[] = [];
  for (const node of walk(expr)) {
    if (node.type !== 'column_ref') continue;
    const column = nameOf(node.column);
    if (column !== null) refs.push({ table: nameOf(node.table), column });
  }
  return refs;
}

function selectItems(select: Node): SelectItem[] {
  return Array.isArray(select.columns)
    ? select.columns.filter(isNode).map((item) => ({ expr: item.expr, alias: nameOf(item.as) }))
    : [];
}

/** What one parsed statement says about where its result's columns come from. */
class StatementOrigins {
  /** Every table named (FROM and JOIN anywhere), and alias → table. */
  private readonly tables: string[] = [];
  private readonly aliases = new Map<string, string>();
  /** Names given (AS) anywhere in the statement to expressions that read a masked column, with that mask. */
  private readonly derived = new Map<string, MaskKind>();

  constructor(
    private readonly tree: unknown,
    private readonly rules: readonly MaskRule[],
  ) {
    const items: SelectItem[] = [];
    for (const node of walk(tree)) {
      if (typeof node.table === 'string' && 'db' in node) {
        this.tables.push(node.table);
        const alias = nameOf(node.as);
        this.aliases.set((alias ?? node.table).toLowerCase(), node.table);
      }
      if (node.type === 'select' || node.type === 'returning') items.push(...selectItems(node));
    }
    // A name given to a masked expression taints the names given to expressions reading it, however deep.
    for (let changed = true; changed; ) {
      changed = false;
      for (const item of items) {
        if (item.alias === null || this.derived.has(item.alias.toLowerCase())) continue;
        const kind = this.kindOfExpr(item.expr);
        if (kind === null) continue;
        this.derived.set(item.alias.toLowerCase(), kind);
        changed = true;
      }
    }
  }

  /** The mask of a column reference: a rule it matches, or a name given to a masked expression. */
  private kindOfRef(ref: ColumnRef): MaskKind | null {
    const candidates = ref.table === null ? this.tables : [this.aliases.get(ref.table.toLowerCase()) ?? ref.table];
    for (const rule of this.rules) {
      const pattern = splitPattern(rule.pattern);
      if (!globMatches(pattern.column, ref.column)) continue;
      // Where the table cannot be told (no FROM, or several tables for an unqualified name) the rule applies.
      if (pattern.table === null || candidates.length === 0) return rule.kind;
      if (candidates.some((table) => globMatches(pattern.table as string, table))) return rule.kind;
    }
    return this.derived.get(ref.column.toLowerCase()) ?? null;
  }

  /**
   * The mask of an expression: the first masked column it reads. A whole row read as one value (`row_to_json(u)`,
   * `to_jsonb(u.*)`) is fully masked when a rule may name a column of its table: which columns it holds is unknown.
   */
  private kindOfExpr(expr: unknown): MaskKind | null {
    for (const ref of columnRefsIn(expr)) {
      const wholeRow = this.wholeRowTables(ref);
      if (wholeRow !== null) {
        if (this.rules.some((rule) => this.ruleMayName(rule, wholeRow))) return 'full';
        continue;
      }
      const kind = this.kindOfRef(ref);
      if (kind !== null) return kind;
    }
    return null;
  }

  /** The tables a reference reads whole (`u.*`, `*`, or a bare table alias `u`); null for a column. */
  private wholeRowTables(ref: ColumnRef): string[] | null {
    const resolve = (name: string) => this.aliases.get(name.toLowerCase()) ?? name;
    if (ref.column === '*') return ref.table === null ? this.tables : [resolve(ref.table)];
    if (ref.table === null && this.aliases.has(ref.column.toLowerCase())) return [resolve(ref.column)];
    return null;
  }

  private ruleMayName(rule: MaskRule, tables: readonly string[]): boolean {
    const table = splitPattern(rule.pattern).table;
    return table === null || tables.length === 0 || tables.some((name) => globMatches(table, name));
  }

  /**
   * The mask of each result column. When the outermost SELECT lists exactly the result's columns (no `*`), column
   * i is its item i, in every part of a UNION: masked when its expression reads a masked column, or when its name
   * matches a rule without a table. Otherwise (a `*`,
   * or a statement that is no SELECT, such as RETURNING) by name: a rule or a masked expression's name.
   */
  kinds(resultNames: readonly string[]): (MaskKind | null)[] {
    const lists = this.outerLists();
    const isBareStar = (item: SelectItem) =>
      isNode(item.expr) && item.expr.type === 'column_ref' && nameOf(item.expr.column) === '*';
    const positional =
      lists.length > 0 && lists.every((items) => items.length === resultNames.length && !items.some(isBareStar));
    return resultNames.map((name, index) => {
      if (!positional) return this.kindOfRef({ table: null, column: name });
      for (const items of lists) {
        const kind = this.kindOfExpr(items[index]?.expr);
        if (kind !== null) return kind;
      }
      // A result column named like a column of any table is masked whatever it holds (`select 1 as phone`).
      return (
        this.rules.find((rule) => splitPattern(rule.pattern).table === null && globMatches(rule.pattern, name))?.kind ??
        null
      );
    });
  }

  /** The select lists whose rows are the result: the last statement's SELECT and its UNION parts, or its RETURNING. */
  private outerLists(): SelectItem[][] {
    const statements = Array.isArray(this.tree) ? this.tree : [this.tree];
    const last: unknown = statements[statements.length - 1];
    if (isNode(last) && isNode(last.returning)) return [selectItems(last.returning)];
    const lists: SelectItem[][] = [];
    let part: unknown = last;
    while (isNode(part) && part.type === 'select') {
      lists.push(selectItems(part));
      part = part._next;
    }
    return lists;
  }
}

/**
 * Which result columns of a statement the masking rules mask, and how (null: shown as it is). A column is
 * masked when its name matches a rule, when its expression in the select list reads a matching column
 * (`select phone as p`, `concat(phone, '')`, through derived tables, CTEs, UNION parts and RETURNING), or when it bears a
 * name the statement gives to such an expression. A statement the parser cannot read is judged by names alone,
 * and when its text mentions a masked column every other column is fully masked: what cannot be told is hidden.
 */
export function maskedColumns(
  protocol: DbProtocol,
  sql: string,
  resultNames: readonly string[],
  rules: readonly MaskRule[],
): (MaskKind | null)[] {
  if (rules.length === 0 || resultNames.length === 0 || isPlanOnly(sql)) return resultNames.map(() => null);
  let tree: unknown;
  try {
    tree = parser.astify(sql, { database: PARSER_DIALECT[protocol] });
  } catch {
    return byNameOnly(sql, resultNames, rules);
  }
  return new StatementOrigins(tree, rules).kinds(resultNames);
}

/**
 * A single EXPLAIN (ANALYZE) statement: its plan holds no values of the tables, only what the statement's text
 * says. A text with a further statement after a `;` is not one (PostgreSQL answers the last statement's rows).
 */
function isPlanOnly(sql: string): boolean {
  return EXPLAIN.test(sql) && !sql.replace(/[\s;]+$/, '').includes(';');
}

function byNameOnly(sql: string, resultNames: readonly string[], rules: readonly MaskRule[]): (MaskKind | null)[] {
  const ruleFor = (name: string) =>
    rules.find((rule) => globMatches(splitPattern(rule.pattern).column, name))?.kind ?? null;
  const words = sql.match(/[\p{L}\p{N}_$]+/gu) ?? [];
  const mentionsMasked = words.some((word) => ruleFor(word) !== null);
  return resultNames.map((name) => ruleFor(name) ?? (mentionsMasked ? 'full' : null));
}
