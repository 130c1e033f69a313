import { EMAIL_PATTERN, msgRef } from '../rules/validation';
import { DATE_RANGE_TYPES, type DataType, RATE_MAX_DEFAULT } from './designerRules';
import type { FormField } from './formFields';
import { isEmptyValue } from './valueShape';

/** Checks one field's value: null when it passes, else the message reference of the first rule it breaks. */
export type FieldCheck = (value: unknown) => string | null;

const URL_PATTERN = /^(?:https?|ftp):\/\/[^\s/?#]+[^\s]*$/i;
const HEX_PATTERN = /^#?(?:[a-f0-9]{6}|[a-f0-9]{3})$/i;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isScalar = (value: unknown): value is string | number => isString(value) || isNumber(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isJson = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  isScalar(value) ||
  (Array.isArray(value) && value.every(isJson)) ||
  (isRecord(value) && Object.values(value).every(isJson));
const isListOf = (value: unknown, item: (entry: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && value.every(item);

const DATA_TYPE_TESTS: Record<DataType, (value: unknown) => boolean> = {
  string: isString,
  number: isNumber,
  boolean: (value) => typeof value === 'boolean',
  integer: (value) => isNumber(value) && Number.isInteger(value),
  // A whole number is a float too: the widget library refuses 3 here, which users read as a fault.
  float: isNumber,
  url: (value) => isString(value) && URL_PATTERN.test(value),
  email: (value) => isString(value) && EMAIL_PATTERN.test(value),
  hex: (value) => isString(value) && HEX_PATTERN.test(value),
};

/**
 * The check of a field (spec §5 Designer), its patterns compiled once. A value left empty fails only a
 * required field; the other rules judge what was filled in. Disabled, read-only and hidden fields are
 * checked all the same: the data may not come from the form at all.
 * Throws SyntaxError on a pattern that is not a regular expression: the form model's validation refuses those.
 */
export function fieldCheck(field: FormField): FieldCheck {
  const title = field.title;
  const invalid = msgRef('formFieldInvalid', { title });
  const valueCheck = valueCheckOf(field, invalid);
  return (value) => {
    if (isEmptyValue(value)) return field.required ? msgRef('formFieldRequired', { title }) : null;
    return valueCheck(value);
  };
}

function valueCheckOf(field: FormField, invalid: string): FieldCheck {
  const is =
    (test: (value: unknown) => boolean): FieldCheck =>
    (value) =>
      test(value) ? null : invalid;
  const { options } = field.widget;
  switch (field.kind) {
    case 'input':
    case 'textarea':
      return textCheck(field, invalid);
    case 'number':
      return numberCheck(field, invalid, options.min, options.max);
    case 'slider':
      return numberCheck(field, invalid, options.min ?? 0, options.max ?? 100);
    case 'rate':
      return numberCheck(field, invalid, 0, options.max ?? RATE_MAX_DEFAULT);
    case 'radio':
    case 'checkbox':
    case 'select':
      return choiceCheck(field, invalid);
    case 'switch':
      return is((value) => typeof value === 'boolean');
    case 'time':
    case 'date':
      return is(dateTimeTest(field));
    case 'color':
    case 'editor':
      return is(isString);
    case 'cascader':
      return is((value) => isListOf(value, isScalar));
    case 'fileupload':
    case 'imgupload':
      return uploadCheck(field, invalid);
    case 'table':
      return is((value) => isListOf(value, (row) => isRecord(row) && isJson(row)));
    default:
      return () => invalid;
  }
}

function textCheck(field: FormField, invalid: string): FieldCheck {
  const { title } = field;
  const { maxlength } = field.widget.options;
  const fitsType = DATA_TYPE_TESTS[field.dataType ?? 'string'];
  const patterns = field.patterns.map((pattern) => new RegExp(pattern));
  return (value) => {
    if (!fitsType(value)) return invalid;
    if (maxlength !== undefined && isString(value) && value.length > maxlength) {
      return msgRef('formFieldTooLong', { title, max: maxlength });
    }
    const text = String(value);
    return patterns.every((pattern) => pattern.test(text)) ? null : msgRef('formFieldMismatch', { title });
  };
}

function numberCheck(field: FormField, invalid: string, min: number | undefined, max: number | undefined): FieldCheck {
  const { title } = field;
  const { step } = field.widget.options;
  return (value) => {
    if (!isNumber(value)) return invalid;
    if (min !== undefined && value < min) return msgRef('formFieldTooSmall', { title, min });
    if (max !== undefined && value > max) return msgRef('formFieldTooLarge', { title, max });
    if (step && !isMultipleOf(value, step)) return msgRef('formFieldStep', { title, step });
    return null;
  };
}

/** Multiples of a decimal step are not exact in binary (0.3 / 0.1 is 2.9999999999999996). */
function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

function choiceCheck(field: FormField, invalid: string): FieldCheck {
  const offered = field.options ? new Set(field.options.map((option) => option.value)) : null;
  const isChoice = (value: unknown) => isScalar(value) && (offered === null || offered.has(value));
  return (value) => {
    const fits = field.multiple ? isListOf(value, isChoice) : isChoice(value);
    return fits ? null : invalid;
  };
}

/** Loose on purpose: the value's text depends on the picker's type and format, so only its shape is checked. */
function dateTimeTest(field: FormField): (value: unknown) => boolean {
  const { options } = field.widget;
  const isPart = field.kind === 'date' && options.timestamp ? isNumber : isString;
  const isRange = field.kind === 'time' ? Boolean(options.isRange) : DATE_RANGE_TYPES.includes(options.type ?? 'date');
  if (isRange) return (value) => isListOf(value, isPart) && value.length === 2;
  if (field.multiple) return (value) => isListOf(value, isPart);
  return isPart;
}

function uploadCheck(field: FormField, invalid: string): FieldCheck {
  const { title } = field;
  const max = field.widget.options.length;
  const isEntry = (entry: unknown) => isString(entry) || (isRecord(entry) && Object.values(entry).every(isScalar));
  return (value) => {
    if (!isListOf(value, isEntry)) return invalid;
    return max !== undefined && value.length > max ? msgRef('formFieldTooMany', { title, max }) : null;
  };
}
