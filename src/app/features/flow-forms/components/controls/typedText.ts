import type { DataType, FormValue } from '../../../../../shared/forms';

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * What a text box holds, as the value its data type asks for: a number field's "12" is 12 and a boolean
 * field's "true" is true, so the form data check (which wants the type itself) passes. Text that is not of
 * the type stays text, and the check names the field.
 */
export function typedValueOf(text: string, dataType: DataType | undefined): FormValue {
  const trimmed = text.trim();
  if (dataType === 'number' || dataType === 'integer' || dataType === 'float') {
    return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
  }
  if (dataType === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  return text;
}

/** The text a text box shows for a value of any type. */
export function textOf(value: FormValue | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
