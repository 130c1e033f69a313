import type { z } from 'zod';
import { isApiError } from '../../data/errors';
import { fieldErrors } from '../../i18n/fieldErrors';

export type FormErrors = Record<string, string>;

/** Field errors of a shared schema's parse, rendered in the current language; {} when it passed. */
export function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

/** A refused call: under the field it names, or under '' (the form's banner). */
export function serverErrors(error: unknown): FormErrors {
  if (!isApiError(error)) return { '': String(error) };
  return error.field ? { [error.field]: error.msg } : { '': error.msg };
}
