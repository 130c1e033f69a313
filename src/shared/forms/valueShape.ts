import type { z } from 'zod';

/** A value of the form data: plain JSON, as it travels and is stored. */
export type FormValue = z.core.util.JSONType;

/** What "required" treats as not filled in (spec §5 Designer): '', null, undefined and an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A single value as a list: [value], or [] when nothing was chosen. */
export function toListValue(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  return isEmptyValue(value) ? [] : [value as FormValue];
}

/** A list as a single value: its first item, or '' when it is empty. */
export function toSingleValue(value: FormValue | undefined): FormValue {
  if (Array.isArray(value)) return value[0] ?? '';
  return value ?? '';
}

/** A copy of plain JSON data that shares nothing with the original, so an edit of one never shows in the other. */
export function copyValue<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
