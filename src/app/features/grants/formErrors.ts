import type { z } from 'zod';
import { isApiError } from '../../data/errors';
import { tMsg } from '../../i18n';

export type FormErrors = Record<string, string>;

/** Field errors of the shared schema's parse, keyed by path ("accessEntries.0"); the first per field. */
export function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = tMsg(issue.message);
  }
  return errors;
}

/** A refused request: under the field the server names, else in the form's banner (''). */
export function serverErrors(error: unknown): FormErrors {
  if (!isApiError(error)) return { '': String(error) };
  const msg = error.field ? error.msg.replace(new RegExp(`^${error.field}: `), '') : error.msg;
  return error.field ? { [error.field]: msg } : { '': msg };
}
