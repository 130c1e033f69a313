import type { z } from 'zod';
import { tMsg } from '../i18n';
import { isApiError } from './errors';

/** Messages of a form by field: a field's name, or a path into a list ("protocols.0.port"); '' is the banner. */
export type FormErrors = Record<string, string>;

/**
 * How a form places a schema's messages: under the top-level field (`field`: "roleIds" for any of its
 * items), or under the whole path (`path`: "protocols.0.port" in that port's own box, "protocols" only
 * for the list's own failures).
 */
export type ErrorKeys = 'field' | 'path';

/**
 * The field errors of the shared schema's parse (the one the server runs), rendered in the current
 * language, the first message per key; {} when it passed.
 */
export function schemaErrors(schema: z.ZodType, values: unknown, keys: ErrorKeys = 'field'): FormErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = keys === 'path' ? issue.path.map(String).join('.') : String(issue.path[0] ?? '');
    errors[key] ??= tMsg(issue.message);
  }
  return errors;
}

/**
 * A refused call (the forms' calls are silent, so this is where the user sees it): under the field the
 * server names, without the "field: " prefix its message may carry, else in the form's banner ('').
 */
export function serverErrors(error: unknown): FormErrors {
  if (!isApiError(error)) return { '': String(error) };
  if (!error.field) return { '': error.msg };
  return { [error.field]: error.msg.replace(new RegExp(`^${error.field}: `), '') };
}
