import type { Condition } from './types';

/** Submitted form data as the engine holds it: field key → value (text, number, boolean, list…). */
export type FormValues = Readonly<Record<string, unknown>>;

type Literal = string | number | boolean;

const NUMERIC = /^\s*-?\d+(?:\.\d+)?\s*$/;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return null;
}

/** Numerically when both sides read as numbers ("3" == 3), else as text; lists and objects equal nothing. */
function equals(actual: unknown, expected: Literal): boolean {
  const left = asNumber(actual);
  const right = asNumber(expected);
  if (left !== null && right !== null) return left === right;
  if (typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean') {
    return String(actual) === String(expected);
  }
  return false;
}

/** The sign of actual − expected, or null when the two do not order (a list, a boolean, text vs number). */
function compareOrder(actual: unknown, expected: Literal): number | null {
  const left = asNumber(actual);
  const right = asNumber(expected);
  if (left !== null && right !== null) return Math.sign(left - right);
  // Text orders by code point, so ISO dates ("2024-05-01") compare as dates.
  if (typeof actual === 'string' && typeof expected === 'string') {
    return actual < expected ? -1 : actual > expected ? 1 : 0;
  }
  return null;
}

function contains(actual: unknown, expected: Literal): boolean {
  if (Array.isArray(actual)) return actual.some((item) => equals(item, expected));
  if (typeof actual === 'string') return actual.includes(String(expected));
  return false;
}

function compare(actual: unknown, comparison: Condition & { op: 'compare' }): boolean {
  const { value } = comparison;
  // A field left empty (absent or null) equals nothing and orders against nothing.
  if (actual === undefined || actual === null) return comparison.comparison === '!=';
  switch (comparison.comparison) {
    case '==':
      return equals(actual, value);
    case '!=':
      return !equals(actual, value);
    case 'contains':
      return contains(actual, value);
    default: {
      const order = compareOrder(actual, value);
      if (order === null) return false;
      if (comparison.comparison === '>') return order > 0;
      if (comparison.comparison === '>=') return order >= 0;
      if (comparison.comparison === '<') return order < 0;
      return order <= 0;
    }
  }
}

/** Whether the form data meets the condition. Only the data's own fields count (never `constructor`, …). */
export function evaluateCondition(condition: Condition, formData: FormValues): boolean {
  switch (condition.op) {
    case 'and':
      return evaluateCondition(condition.left, formData) && evaluateCondition(condition.right, formData);
    case 'or':
      return evaluateCondition(condition.left, formData) || evaluateCondition(condition.right, formData);
    case 'not':
      return !evaluateCondition(condition.operand, formData);
    case 'compare':
      return compare(Object.hasOwn(formData, condition.field) ? formData[condition.field] : undefined, condition);
  }
}
