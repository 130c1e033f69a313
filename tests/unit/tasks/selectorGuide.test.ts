import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  SELECTOR_GUIDE_EXAMPLES,
  SELECTOR_GUIDE_FIELDS,
  SELECTOR_GUIDE_LOGIC,
  SELECTOR_GUIDE_MISTAKE,
  SELECTOR_GUIDE_OPERATORS,
} from '../../../src/app/features/tasks/selectorGuide';
import type { Database } from '../../../src/server/db/schema';
import { DeptTree } from '../../../src/server/modules/departments/deptTree';
import {
  parseSelector,
  SELECTOR_FIELDS,
  SelectorSyntaxError,
} from '../../../src/server/modules/tasks/selector/parseSelector';
import { selectorCondition } from '../../../src/server/modules/tasks/selector/selectorQuery';
import { enumTables } from '../../../src/shared/enums';
import { PasswordCheck } from '../../../src/shared/rules/passwordCheck';

/**
 * /selector-document-list documents only what the server accepts: every expression it shows is parsed here with the
 * server's own selector parser (peggy), and each claim about the grammar is held to the tree it builds.
 */
const shown = [
  ...SELECTOR_GUIDE_EXAMPLES.map((example) => example.expression),
  ...SELECTOR_GUIDE_OPERATORS.map((operator) => operator.example),
  ...SELECTOR_GUIDE_LOGIC.map((logic) => logic.example),
];

function refusal(text: string): SelectorSyntaxError {
  try {
    parseSelector(text);
  } catch (error) {
    if (error instanceof SelectorSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${text}" parsed`);
}

describe('the selector guide', () => {
  it.each(shown)('shows %s, which the server parses', (expression) => {
    expect(() => parseSelector(expression)).not.toThrow();
  });

  it("names exactly the parser's fields", () => {
    expect(SELECTOR_GUIDE_FIELDS.map((field) => field.key)).toEqual([...SELECTOR_FIELDS]);
  });

  it('names every password check and strength by the names the query compares, with a dictionary entry each', () => {
    const values = (key: string) => SELECTOR_GUIDE_FIELDS.find((field) => field.key === key)?.values ?? [];
    expect(values('check').map((value) => value.name)).toEqual(
      Object.keys(PasswordCheck).map((name) => name.toLowerCase()),
    );
    expect(values('check').map((value) => value.dict?.value)).toEqual(Object.values(PasswordCheck));
    const strengths = enumTables.find((table) => table.dictType === 'password_strength')?.items ?? [];
    expect(values('strength').map((value) => value.name)).toEqual(strengths.map((item) => item.value));
    expect(values('kind').map((value) => value.name)).toEqual(['password', 'key']);
  });

  it('reads each operator as the table says', () => {
    const ops = SELECTOR_GUIDE_OPERATORS.map((operator) => parseSelector(operator.example));
    expect(
      ops.map((node) => (node.type === 'compare' ? node.op : `${node.type}:${'negated' in node && node.negated}`)),
    ).toEqual(['=', '!=', '~', '!~', 'in:false', 'in:true']);
    expect(parseSelector('strength in ("low", "middle")')).toEqual({
      type: 'in',
      field: 'strength',
      negated: false,
      values: ['low', 'middle'],
    });
  });

  it('binds not before and, and before or; parentheses first', () => {
    expect(parseSelector('kind = "key" or platform = "Windows" and check = "wrong"')).toMatchObject({
      type: 'or',
      left: { field: 'kind' },
      right: { type: 'and', left: { field: 'platform' }, right: { field: 'check' } },
    });
    expect(parseSelector('not kind = "key" and tag = "prod"')).toMatchObject({
      type: 'and',
      left: { type: 'not', operand: { field: 'kind' } },
    });
    expect(parseSelector('not (tag = "prod" or asset ~ "prod")')).toMatchObject({
      type: 'not',
      operand: { type: 'or' },
    });
  });

  it('takes fields and words in any case, values quoted either way and holding the other quote', () => {
    expect(parseSelector("PLATFORM = 'linux' AND Check = 'WRONG'")).toEqual(
      parseSelector("platform = 'linux' and check = 'WRONG'"),
    );
    expect(parseSelector("Tag NOT IN ('a')")).toMatchObject({ type: 'in', field: 'tag', negated: true });
    expect(parseSelector(`account = 'say "hi"' or asset = "it's"`)).toMatchObject({
      left: { value: 'say "hi"' },
      right: { value: "it's" },
    });
    expect(parseSelector('dept = "运维 部"')).toMatchObject({ value: '运维 部' });
    // A list has at least one value.
    expect(refusal('tag in ()').position).toBe(9);
  });

  it('refuses the mistake it shows where and with what it says', () => {
    const error = refusal(SELECTOR_GUIDE_MISTAKE.expression);
    expect(error.position).toBe(SELECTOR_GUIDE_MISTAKE.position);
    expect(error.expected).toBe(SELECTOR_GUIDE_MISTAKE.expected);
  });
});

describe('what the selector guide says of the query', () => {
  // Compiled only, never run: the SQL text says what a comparison becomes.
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (inner) => new SqliteIntrospector(inner),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  const compiled = (selector: string) =>
    db
      .selectFrom('accounts')
      .innerJoin('assets', 'assets.id', 'accounts.asset_id')
      .select('accounts.id')
      .where(selectorCondition(db, parseSelector(selector), new DeptTree([]), []))
      .compile();

  it('passes every value as a parameter, in lower case, never as SQL text', () => {
    const query = compiled(`asset = "Web'; drop table accounts; --" or account ~ "ROOT"`);
    expect(query.sql).not.toContain('drop table');
    expect(query.parameters).toEqual(["web'; drop table accounts; --", 'root']);
  });

  it('compares check by whole names only: ~ matches no account', () => {
    expect(compiled('check ~ "wrong"').sql).toContain('1 = 0');
    expect(compiled('check = "WRONG"').parameters).toEqual([PasswordCheck.wrong]);
  });
});
