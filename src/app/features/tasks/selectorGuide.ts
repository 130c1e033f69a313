import { PasswordCheck } from '../../../shared/rules/passwordCheck';

/**
 * The language-neutral facts of /selector-document-list (docs/tasks.md "Selectors"): fields, operators, examples.
 * Every expression here is one the server's selector parser accepts (src/server/modules/tasks/selector, peggy);
 * tests/unit/tasks/selectorGuide.test.ts parses each one with it and holds the claims of the texts to what it
 * builds. Texts: t('tasks.selectorGuide.*') with the same keys.
 */

/** A field and, where it compares names of its own, those names with their spec §4 dictionary entry. */
export interface SelectorGuideField {
  key: 'asset' | 'address' | 'account' | 'platform' | 'tag' | 'dept' | 'kind' | 'strength' | 'check';
  values?: readonly { name: string; dict?: { type: 'password_check' | 'password_strength'; value: number | string } }[];
}

export const SELECTOR_GUIDE_FIELDS: readonly SelectorGuideField[] = [
  { key: 'asset' },
  { key: 'address' },
  { key: 'account' },
  { key: 'platform' },
  { key: 'tag' },
  { key: 'dept' },
  { key: 'kind', values: [{ name: 'password' }, { name: 'key' }] },
  {
    key: 'strength',
    values: ['low', 'middle', 'high'].map((name) => ({
      name,
      dict: { type: 'password_strength' as const, value: name },
    })),
  },
  {
    key: 'check',
    values: [
      { name: 'correct', value: PasswordCheck.correct },
      { name: 'wrong', value: PasswordCheck.wrong },
      { name: 'unknown', value: PasswordCheck.unknown },
      { name: 'abnormal', value: PasswordCheck.abnormal },
      { name: 'nokey', value: PasswordCheck.noKey },
    ].map(({ name, value }) => ({ name, dict: { type: 'password_check' as const, value } })),
  },
];

export const SELECTOR_GUIDE_OPERATORS = [
  { key: 'equals', operator: '=', example: 'platform = "Linux"' },
  { key: 'notEquals', operator: '!=', example: 'account != "root"' },
  { key: 'contains', operator: '~', example: 'asset ~ "web-"' },
  { key: 'notContains', operator: '!~', example: 'address !~ "192.168."' },
  { key: 'in', operator: 'in (…)', example: 'strength in ("low", "middle")' },
  { key: 'notIn', operator: 'not in (…)', example: 'tag not in ("test", "dev")' },
] as const;

/** Ways of joining comparisons, each with an expression that shows it. */
export const SELECTOR_GUIDE_LOGIC = [
  { key: 'and', word: 'and', example: 'platform = "Linux" and check = "wrong"' },
  { key: 'or', word: 'or', example: 'tag = "prod" or tag = "db"' },
  { key: 'not', word: 'not', example: 'not kind = "key"' },
  { key: 'parentheses', word: '( )', example: 'not (tag = "prod" or asset ~ "prod")' },
] as const;

export const SELECTOR_GUIDE_EXAMPLES = [
  { key: 'linux', expression: 'platform = "Linux"' },
  { key: 'notCorrect', expression: 'check != "correct"' },
  { key: 'weak', expression: 'strength in ("low", "middle") and check != "correct"' },
  { key: 'tags', expression: 'tag in ("prod", "db")' },
  { key: 'webNotRoot', expression: 'asset ~ "web-" and account != "root"' },
  { key: 'subnet', expression: 'address ~ "10.0.1."' },
  { key: 'deptPassword', expression: 'dept = "运维部" and not kind = "key"' },
  { key: 'notTest', expression: "tag not in ('test', 'dev')" },
  {
    key: 'combined',
    expression: 'platform = "Linux" and (tag in ("prod", "db") or asset ~ "web-") and account != "root"',
  },
  { key: 'precedence', expression: 'kind = "key" or platform = "Windows" and check = "wrong"' },
  { key: 'anyCase', expression: "PLATFORM = 'linux' AND Check = 'WRONG'" },
] as const;

/** A selector the parser refuses (the value is not quoted), with where and what the message names. */
export const SELECTOR_GUIDE_MISTAKE = { expression: 'asset = web-01', position: 9, expected: '"…"' } as const;
