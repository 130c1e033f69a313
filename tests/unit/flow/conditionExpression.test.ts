import { describe, expect, it } from 'vitest';
import {
  CONDITION_MAX_DEPTH,
  type Condition,
  conditionFields,
  evaluateCondition,
  parseCondition,
} from '../../../src/server/modules/flow/definition';
import { render } from '../../support/bpmnFixture';

const compare = (field: string, comparison: string, value: string | number | boolean) => ({
  op: 'compare',
  field,
  comparison,
  value,
});

function parsed(text: string): Condition {
  const result = parseCondition(text);
  if (!result.ok) throw new Error(`${text}: ${render(result.problem, 'en')}`);
  return result.condition;
}

function problemOf(text: string, lang: 'zh' | 'en' = 'zh'): string {
  const result = parseCondition(text);
  if (result.ok) throw new Error(`${text} parsed`);
  return render(result.problem, lang);
}

describe('parseCondition', () => {
  it.each([
    ["kind == 'prod'", compare('kind', '==', 'prod')],
    ['kind == "prod"', compare('kind', '==', 'prod')],
    ['days != 3', compare('days', '!=', 3)],
    ['days > -1.5', compare('days', '>', -1.5)],
    ['days >= 3', compare('days', '>=', 3)],
    ['days < 3', compare('days', '<', 3)],
    ['days <= 3', compare('days', '<=', 3)],
    ["tags contains 'db'", compare('tags', 'contains', 'db')],
    ['urgent == true', compare('urgent', '==', true)],
    ['urgent == false', compare('urgent', '==', false)],
    ["note == 'it\\'s'", compare('note', '==', "it's")],
    ['_a1 == 1', compare('_a1', '==', 1)],
    [`\${days > 3}`, compare('days', '>', 3)],
    [`  \${ days > 3 }  `, compare('days', '>', 3)],
  ])('%s', (text, expected) => {
    expect(parsed(text)).toEqual(expected);
  });

  it('binds && tighter than ||, ! to the nearest operand, and follows parentheses', () => {
    expect(parsed('a == 1 || b == 2 && c == 3')).toEqual({
      op: 'or',
      left: compare('a', '==', 1),
      right: { op: 'and', left: compare('b', '==', 2), right: compare('c', '==', 3) },
    });
    expect(parsed('!(a == 1 || b == 2) && c == 3')).toEqual({
      op: 'and',
      left: { op: 'not', operand: { op: 'or', left: compare('a', '==', 1), right: compare('b', '==', 2) } },
      right: compare('c', '==', 3),
    });
    expect(parsed('!!a == 1')).toEqual({ op: 'not', operand: { op: 'not', operand: compare('a', '==', 1) } });
  });

  it.each([
    ['', '条件不能为空'],
    [`\${  }`, '条件不能为空'],
    ["constructor.constructor('x')()", '条件第 12 个字符“.”无法识别'],
    ['process.exit(1)', '条件第 8 个字符“.”无法识别'],
    ["a == 'x'; b == 1", '条件第 9 个字符“;”无法识别'],
    ['a = 1', '条件第 3 个字符“=”无法识别'],
    ['a == 1 & b == 2', '条件第 8 个字符“&”无法识别'],
    ["a == 'open", "条件第 6 个字符开始的文本缺少结束引号 '"],
    ['== 1', '条件第 1 个字符处应为字段名，实际为“==”'],
    ["'x' == a", "条件第 1 个字符处应为字段名，实际为“'x'”"],
    ['a 1', '条件第 3 个字符处，字段“a”后应为比较符（==、!=、>、>=、<、<=、contains），实际为“1”'],
    ['a == b', '条件第 6 个字符处应为值（带引号的文本、数字、true 或 false），实际为“b”'],
    ['(a == 1 b == 2)', '条件第 9 个字符处应为 &&、|| 或右括号“)”，实际为“b”'],
    ['a == 1)', '条件第 7 个字符处的“)”多余，条件之间请用 && 或 || 连接'],
    ['a == 1 b == 2', '条件第 8 个字符处的“b”多余，条件之间请用 && 或 || 连接'],
    [`\${a == 1`, '条件第 1 个字符“$”无法识别'],
    [`\${ a = 1 }`, '条件第 6 个字符“=”无法识别'],
    ['a ==', '条件不完整，结尾缺少字段、值或右括号'],
    ['(a == 1', '条件不完整，结尾缺少字段、值或右括号'],
    ['a == 1 &&', '条件不完整，结尾缺少字段、值或右括号'],
    ['a', '条件不完整，结尾缺少字段、值或右括号'],
  ])('refuses %j: %s', (text, message) => {
    expect(problemOf(text)).toBe(message);
  });

  it('refuses text that is too long or nests too deep, before recursing into it', () => {
    expect(problemOf(`a == '${'x'.repeat(2000)}'`)).toBe('条件过长，最多 2000 个字符');
    const deep = `${'('.repeat(CONDITION_MAX_DEPTH + 1)}a == 1${')'.repeat(CONDITION_MAX_DEPTH + 1)}`;
    expect(problemOf(deep)).toBe(`条件嵌套过深，括号和 ! 最多嵌套 ${CONDITION_MAX_DEPTH} 层`);
    expect(problemOf('!'.repeat(1000))).toBe(`条件嵌套过深，括号和 ! 最多嵌套 ${CONDITION_MAX_DEPTH} 层`);
    expect(parsed(`${'('.repeat(CONDITION_MAX_DEPTH)}a == 1${')'.repeat(CONDITION_MAX_DEPTH)}`)).toEqual(
      compare('a', '==', 1),
    );
  });

  it('says the same in English', () => {
    expect(problemOf('a == b', 'en')).toBe(
      'A value (quoted text, a number, true or false) is needed at position 6 of the condition, not “b”',
    );
  });

  it('lists the fields a condition reads, each once', () => {
    expect(conditionFields(parsed("a == 1 || !(b > 2 && a != 3) || c contains 'x'"))).toEqual(['a', 'b', 'c']);
  });
});

describe('evaluateCondition', () => {
  const form = {
    days: 5,
    daysText: '5',
    kind: 'prod',
    note: 'restart the db',
    tags: ['db', 'web', '7'],
    urgent: true,
    empty: null,
    start: '2024-05-01',
  };

  it.each([
    ['days == 5', true],
    ["days == '5'", true],
    ['daysText == 5', true],
    ['daysText == 5.0', true],
    ['days != 5', false],
    ['days > 3', true],
    ["daysText > '10'", false],
    ['daysText > 10', false],
    ['days >= 5', true],
    ['days < 5', false],
    ['days <= 5', true],
    ["kind == 'prod'", true],
    ["kind == 'PROD'", false],
    ["kind != 'test'", true],
    ["kind > 'abc'", true],
    ['kind > 3', false],
    ["start >= '2024-04-30'", true],
    ["start < '2024-05-01'", false],
    ["note contains 'db'", true],
    ["note contains 'DB'", false],
    ["tags contains 'web'", true],
    ["tags contains 'ssh'", false],
    ['tags contains 7', true],
    ["tags == 'db'", false],
    ['urgent == true', true],
    ["urgent == 'true'", true],
    ['urgent != false', true],
    ['urgent > 0', false],
    ['urgent contains true', false],
    ['missing == 1', false],
    ["missing == ''", false],
    ['missing != 1', true],
    ['missing > 1', false],
    ['missing < 1', false],
    ["missing contains 'x'", false],
    ['empty == 1', false],
    ['empty != 1', true],
    ["constructor == 'x'", false],
    ["constructor != 'x'", true],
    ["__proto__ contains 'x'", false],
    ['toString > 0', false],
    ["days > 3 && kind == 'prod'", true],
    ["days > 30 && kind == 'prod'", false],
    ["days > 30 || kind == 'prod'", true],
    ['!(days > 3)', false],
    ["!(days > 30) && (tags contains 'db' || urgent == false)", true],
  ])('%s → %s', (text, expected) => {
    expect(evaluateCondition(parsed(text), form)).toBe(expected);
  });
});
