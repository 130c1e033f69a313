import peggy from 'peggy';

/**
 * The target selector of a task (docs/tasks.md "Selectors", the /selector-document-list page): comparisons of an
 * account's fields joined with and, or, not and parentheses, e.g.
 *   platform = "Linux" and (tag in ("prod", "db") or asset ~ "web-") and account != "root"
 * Fields: asset, address, account, platform, tag, dept, kind, strength, check. Operators: = and != (whole value,
 * any case), ~ and !~ (contains, any case), in and not in (a list). Values are quoted with " or '.
 */
export type SelectorField =
  | 'asset'
  | 'address'
  | 'account'
  | 'platform'
  | 'tag'
  | 'dept'
  | 'kind'
  | 'strength'
  | 'check';
export const SELECTOR_FIELDS: readonly SelectorField[] = [
  'asset',
  'address',
  'account',
  'platform',
  'tag',
  'dept',
  'kind',
  'strength',
  'check',
];

export type SelectorNode =
  | { type: 'and' | 'or'; left: SelectorNode; right: SelectorNode }
  | { type: 'not'; operand: SelectorNode }
  | { type: 'compare'; field: SelectorField; op: '=' | '!=' | '~' | '!~'; value: string }
  | { type: 'in'; field: SelectorField; negated: boolean; values: string[] };

const GRAMMAR = String.raw`
Selector = _ expression:Or _ { return expression; }
Or = head:And tail:(_ "or"i !IdentChar _ And)* { return tail.reduce((left, part) => ({ type: 'or', left, right: part[4] }), head); }
And = head:Not tail:(_ "and"i !IdentChar _ Not)* { return tail.reduce((left, part) => ({ type: 'and', left, right: part[4] }), head); }
Not = "not"i !IdentChar _ operand:Not { return { type: 'not', operand }; }
  / Primary
Primary = "(" _ expression:Or _ ")" { return expression; }
  / In
  / Compare
In = field:Field _ negated:("not"i !IdentChar _)? "in"i !IdentChar _ "(" _ values:ValueList _ ")" { return { type: 'in', field, negated: negated !== null, values }; }
Compare = field:Field _ op:Operator _ value:Value { return { type: 'compare', field, op, value }; }
Field "asset, address, account, platform, tag, dept, kind, strength, check"
  = name:$(("asset"i / "address"i / "account"i / "platform"i / "tag"i / "dept"i / "kind"i / "strength"i / "check"i) !IdentChar) { return name.toLowerCase(); }
Operator "=, !=, ~, !~, in, not in" = "!=" / "!~" / "=" / "~"
ValueList = head:Value tail:(_ "," _ Value)* { return [head, ...tail.map((part) => part[3])]; }
Value "\"…\"" = '"' chars:$[^"]* '"' { return chars; } / "'" chars:$[^']* "'" { return chars; }
IdentChar = [a-zA-Z0-9_]
_ = [ \t\r\n]*
`;

const parser = peggy.generate(GRAMMAR);

export class SelectorSyntaxError extends Error {
  constructor(
    readonly position: number,
    readonly expected: string,
  ) {
    super(`selector: expected ${expected} at ${position}`);
  }
}

/** Parses a selector; throws SelectorSyntaxError with the 1-based character position and what was expected there. */
export function parseSelector(text: string): SelectorNode {
  try {
    return parser.parse(text) as SelectorNode;
  } catch (error) {
    const failure = error as {
      location?: { start: { offset: number } };
      expected?: { description?: string; text?: string }[];
    };
    if (!failure.location) throw error;
    const expected = [...new Set((failure.expected ?? []).map((entry) => entry.description ?? entry.text ?? ''))]
      .filter((entry) => entry !== '')
      .slice(0, 4)
      .join(', ');
    throw new SelectorSyntaxError(failure.location.start.offset + 1, expected || 'end');
  }
}
