import type { MessageKey } from '../../../../shared/messages';
import { msgRef } from '../../../../shared/rules/validation';
import type { Comparison, Condition } from './types';

/**
 * Conditions of sequence flows, read by hand: the text comes from whoever draws the diagram and is never
 * given to eval or Function. The grammar:
 *
 *   expression := or;  or := and ('||' and)*;  and := unary ('&&' unary)*
 *   unary      := '!' unary | '(' expression ')' | field comparison value
 *   comparison := == | != | > | >= | < | <= | contains
 *   value      := 'text' | "text" | number | true | false
 *
 * Field names are [A-Za-z_][A-Za-z0-9_]*; a JUEL-style `${ … }` around the whole text is accepted.
 */

export const CONDITION_MAX_LENGTH = 2000;
/** Nesting of parentheses and `!`: bounds the parser's recursion on hostile input. */
export const CONDITION_MAX_DEPTH = 32;

export type ConditionErrorKind =
  | 'empty'
  | 'tooLong'
  | 'tooDeep'
  | 'badChar'
  | 'unterminated'
  | 'expectField'
  | 'expectComparison'
  | 'expectValue'
  | 'expectClose'
  | 'trailing'
  | 'incomplete';

/** Where reading stopped: position is 1-based in the text as written (0 when it names no place). */
export interface ConditionSyntaxError {
  kind: ConditionErrorKind;
  position: number;
  token: string;
  /** The field before a missing comparison (expectComparison). */
  field: string;
}

export type ConditionReadResult = { ok: true; condition: Condition } | { ok: false; error: ConditionSyntaxError };

type TokenType = 'field' | 'string' | 'number' | 'true' | 'false' | 'comparison' | 'and' | 'or' | 'not' | '(' | ')';

interface Token {
  type: TokenType;
  /** The token as written, for messages. */
  text: string;
  position: number;
  value: string | number | boolean;
}

class ConditionSyntax extends Error {
  constructor(readonly detail: ConditionSyntaxError) {
    super(detail.kind);
  }
}

const fail = (kind: ConditionErrorKind, position = 0, token = '', field = ''): never => {
  throw new ConditionSyntax({ kind, position, token: token.length > 20 ? `${token.slice(0, 20)}…` : token, field });
};

const SYMBOLS: [string, TokenType][] = [
  ['==', 'comparison'],
  ['!=', 'comparison'],
  ['>=', 'comparison'],
  ['<=', 'comparison'],
  ['&&', 'and'],
  ['||', 'or'],
  ['>', 'comparison'],
  ['<', 'comparison'],
  ['!', 'not'],
  ['(', '('],
  [')', ')'],
];
const WORDS: Record<string, TokenType> = { true: 'true', false: 'false', contains: 'comparison' };
const FIELD = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?\d+(?:\.\d+)?/y;

function readString(text: string, start: number, offset: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  for (let at = start + 1; at < text.length; at++) {
    const char = text[at];
    if (char === quote) return { value, end: at + 1 };
    if (char === '\\' && at + 1 < text.length) {
      at++;
      value += text[at];
    } else {
      value += char;
    }
  }
  return fail('unterminated', start + offset + 1, quote);
}

function tokenize(text: string, offset: number): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const sticky = (pattern: RegExp) => {
    pattern.lastIndex = at;
    return pattern.exec(text)?.[0];
  };
  while (at < text.length) {
    const char = text[at] ?? '';
    const position = at + offset + 1;
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    if (char === "'" || char === '"') {
      const { value, end } = readString(text, at, offset);
      tokens.push({ type: 'string', text: text.slice(at, end), position, value });
      at = end;
      continue;
    }
    const number = sticky(NUMBER);
    if (number !== undefined) {
      tokens.push({ type: 'number', text: number, position, value: Number(number) });
      at += number.length;
      continue;
    }
    const word = sticky(FIELD);
    if (word !== undefined) {
      const type = Object.hasOwn(WORDS, word) ? (WORDS[word] as TokenType) : 'field';
      const value = type === 'true' ? true : type === 'false' ? false : word;
      tokens.push({ type, text: word, position, value });
      at += word.length;
      continue;
    }
    const symbol = SYMBOLS.find(([written]) => text.startsWith(written, at));
    if (!symbol) return fail('badChar', position, char);
    tokens.push({ type: symbol[1], text: symbol[0], position, value: symbol[0] });
    at += symbol[0].length;
  }
  return tokens;
}

/** Recursive descent over the tokens; `depth` counts the open parentheses and `!`. */
function parseTokens(tokens: Token[]): Condition {
  let next = 0;
  const peek = () => tokens[next];
  const take = (type: TokenType) => (peek()?.type === type ? tokens[next++] : undefined);

  const orExpression = (depth: number): Condition => {
    let left = andExpression(depth);
    while (take('or')) left = { op: 'or', left, right: andExpression(depth) };
    return left;
  };
  const andExpression = (depth: number): Condition => {
    let left = unary(depth);
    while (take('and')) left = { op: 'and', left, right: unary(depth) };
    return left;
  };
  const unary = (depth: number): Condition => {
    const token = peek();
    if (!token) return fail('incomplete');
    if (token.type === 'not' || token.type === '(') {
      if (depth >= CONDITION_MAX_DEPTH) fail('tooDeep', token.position, token.text);
      next++;
      if (token.type === 'not') return { op: 'not', operand: unary(depth + 1) };
      const inner = orExpression(depth + 1);
      if (take(')')) return inner;
      const after = peek();
      return after ? fail('expectClose', after.position, after.text) : fail('incomplete');
    }
    return comparison();
  };
  const comparison = (): Condition => {
    const field = take('field');
    if (!field) {
      const token = peek();
      return token ? fail('expectField', token.position, token.text) : fail('incomplete');
    }
    const operator = take('comparison');
    if (!operator) {
      const token = peek();
      return token ? fail('expectComparison', token.position, token.text, field.text) : fail('incomplete');
    }
    const token = peek();
    if (!token) return fail('incomplete');
    if (!['string', 'number', 'true', 'false'].includes(token.type)) {
      return fail('expectValue', token.position, token.text);
    }
    next++;
    return { op: 'compare', field: field.text, comparison: operator.text as Comparison, value: token.value };
  };

  const condition = orExpression(0);
  const rest = peek();
  if (rest) fail('trailing', rest.position, rest.text);
  return condition;
}

/** Strips a `${ … }` around the whole text; `offset` is where the remaining text starts in the original. */
function unwrap(text: string): { body: string; offset: number } {
  const start = text.length - text.trimStart().length;
  const trimmed = text.trim();
  if (trimmed.startsWith('${') && trimmed.endsWith('}')) {
    return { body: trimmed.slice(2, -1), offset: start + 2 };
  }
  return { body: text, offset: 0 };
}

/** Whether the text holds no condition at all: empty, blank, or a blank `${ }`. */
export function isBlankCondition(text: string): boolean {
  return unwrap(text).body.trim() === '';
}

/** The condition, or where and why it cannot be read. */
export function readCondition(text: string): ConditionReadResult {
  if (text.length > CONDITION_MAX_LENGTH) {
    return { ok: false, error: { kind: 'tooLong', position: 0, token: '', field: '' } };
  }
  const { body, offset } = unwrap(text);
  if (isBlankCondition(text)) return { ok: false, error: { kind: 'empty', position: 0, token: '', field: '' } };
  try {
    return { ok: true, condition: parseTokens(tokenize(body, offset)) };
  } catch (error) {
    if (error instanceof ConditionSyntax) return { ok: false, error: error.detail };
    throw error;
  }
}

const CONDITION_KEYS: Record<ConditionErrorKind, MessageKey> = {
  empty: 'flowConditionEmpty',
  tooLong: 'flowConditionTooLong',
  tooDeep: 'flowConditionTooDeep',
  badChar: 'flowConditionBadChar',
  unterminated: 'flowConditionUnterminated',
  expectField: 'flowConditionExpectField',
  expectComparison: 'flowConditionExpectComparison',
  expectValue: 'flowConditionExpectValue',
  expectClose: 'flowConditionExpectClose',
  trailing: 'flowConditionTrailing',
  incomplete: 'flowConditionIncomplete',
};

/** The parameters the message of this kind of error uses. */
export function conditionErrorParams(error: ConditionSyntaxError): Record<string, string | number> {
  switch (error.kind) {
    case 'empty':
    case 'incomplete':
      return {};
    case 'tooLong':
      return { max: CONDITION_MAX_LENGTH };
    case 'tooDeep':
      return { max: CONDITION_MAX_DEPTH };
    case 'expectComparison':
      return { position: error.position, field: error.field, token: error.token };
    default:
      return { position: error.position, token: error.token };
  }
}

/** The condition, or a problem (message reference) naming the position and token where reading stopped. */
export function parseCondition(text: string): { ok: true; condition: Condition } | { ok: false; problem: string } {
  const result = readCondition(text);
  if (result.ok) return result;
  return { ok: false, problem: msgRef(CONDITION_KEYS[result.error.kind], conditionErrorParams(result.error)) };
}

/** The form fields a condition reads, each once, in the order written. */
export function conditionFields(condition: Condition): string[] {
  const fields = new Set<string>();
  const visit = (node: Condition): void => {
    if (node.op === 'compare') fields.add(node.field);
    else if (node.op === 'not') visit(node.operand);
    else {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(condition);
  return [...fields];
}
