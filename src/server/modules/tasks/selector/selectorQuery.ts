import { type Expression, type ExpressionBuilder, PostgresAdapter, type SqlBool, sql } from 'kysely';
import { PasswordCheck } from '../../../../shared/rules/passwordCheck';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { DeptTree } from '../../departments';
import type { SelectorField, SelectorNode } from './parseSelector';

type Builder = ExpressionBuilder<Database, 'accounts' | 'assets'>;

const CHECK_NAMES: Record<string, number> = {
  correct: PasswordCheck.correct,
  wrong: PasswordCheck.wrong,
  unknown: PasswordCheck.unknown,
  abnormal: PasswordCheck.abnormal,
  nokey: PasswordCheck.noKey,
};

/** Columns compared as text, in lower case. */
const TEXT_COLUMNS: Partial<Record<SelectorField, string>> = {
  asset: 'assets.name',
  address: 'assets.address',
  account: 'accounts.account_name',
  kind: 'accounts.auth_kind',
  strength: 'accounts.secret_strength',
};

/**
 * A parsed selector as a condition on accounts joined with their assets. Departments match with their
 * sub-departments (read from `tree`); tags match on the asset or on the account; every text comparison ignores case.
 */
export function selectorCondition(db: Db, node: SelectorNode, tree: DeptTree, depts: { id: number; name: string }[]) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const contains = (column: Expression<unknown>, needle: string) =>
    isPostgres
      ? sql<SqlBool>`strpos(lower(coalesce(${column}, '')), ${needle.toLowerCase()}) > 0`
      : sql<SqlBool>`instr(lower(coalesce(${column}, '')), ${needle.toLowerCase()}) > 0`;
  const equals = (column: Expression<unknown>, values: string[]) =>
    sql<SqlBool>`lower(coalesce(${column}, '')) in (${sql.join(values.map((value) => value.toLowerCase()))})`;

  /** Whether the field matches: any of `values` exactly, or contains `values[0]`. */
  const matches = (
    eb: Builder,
    field: SelectorField,
    how: 'equals' | 'contains',
    values: string[],
  ): Expression<SqlBool> => {
    const test = (column: Expression<unknown>) =>
      how === 'equals' ? equals(column, values) : contains(column, values[0] as string);
    const text = TEXT_COLUMNS[field];
    if (text) return test(sql.ref(text));
    if (field === 'check') {
      const codes = values.map((value) => CHECK_NAMES[value.toLowerCase().replace(/\s+/g, '')] ?? -1);
      return how === 'equals' ? eb('accounts.check_result', 'in', codes) : sql<SqlBool>`1 = 0`;
    }
    if (field === 'platform')
      return eb(
        'assets.platform_id',
        'in',
        eb
          .selectFrom('platforms')
          .select('platforms.id')
          .where(test(sql.ref('platforms.name'))),
      );
    if (field === 'dept') {
      const named = depts.filter((dept) =>
        how === 'equals'
          ? values.some((value) => value.toLowerCase() === dept.name.toLowerCase())
          : dept.name.toLowerCase().includes((values[0] as string).toLowerCase()),
      );
      const ids = [...new Set(named.flatMap((dept) => tree.subtree(dept.id)))];
      return ids.length === 0 ? sql<SqlBool>`1 = 0` : eb('assets.dept_id', 'in', ids);
    }
    // tag
    return eb.or([
      eb.exists(
        eb
          .selectFrom('asset_tags')
          .innerJoin('tags', 'tags.id', 'asset_tags.tag_id')
          .select('asset_tags.tag_id')
          .whereRef('asset_tags.asset_id', '=', 'assets.id')
          .where(test(sql.ref('tags.name'))),
      ),
      eb.exists(
        eb
          .selectFrom('account_tags')
          .innerJoin('tags', 'tags.id', 'account_tags.tag_id')
          .select('account_tags.tag_id')
          .whereRef('account_tags.account_id', '=', 'accounts.id')
          .where(test(sql.ref('tags.name'))),
      ),
    ]);
  };

  const build = (eb: Builder, current: SelectorNode): Expression<SqlBool> => {
    switch (current.type) {
      case 'and':
        return eb.and([build(eb, current.left), build(eb, current.right)]);
      case 'or':
        return eb.or([build(eb, current.left), build(eb, current.right)]);
      case 'not':
        return eb.not(build(eb, current.operand));
      case 'in': {
        const test = matches(eb, current.field, 'equals', current.values);
        return current.negated ? eb.not(test) : test;
      }
      default: {
        const how = current.op === '=' || current.op === '!=' ? 'equals' : 'contains';
        const test = matches(eb, current.field, how, [current.value]);
        return current.op.startsWith('!') ? eb.not(test) : test;
      }
    }
  };
  return (eb: Builder) => build(eb, node);
}
