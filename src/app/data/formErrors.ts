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

/** A form's values checked with a shared schema: the parsed value, or the messages to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

/**
 * Checks a form's values with the shared schema the server also runs: the parsed value (trimmed,
 * defaults filled) to send, or the messages rendered in the current language, the first one per key.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
  keys: ErrorKeys = 'field',
): Checked<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = keys === 'path' ? issue.path.map(String).join('.') : String(issue.path[0] ?? '');
    errors[key] ??= tMsg(issue.message);
  }
  return { ok: false, errors };
}

/** The messages of `checkWith` alone, for forms that send their own values; {} when they passed. */
export function schemaErrors(schema: z.ZodType, values: unknown, keys: ErrorKeys = 'field'): FormErrors {
  const checked = checkWith(schema, values, keys);
  return checked.ok ? {} : checked.errors;
}

/**
 * A refused call (the forms' calls are silent, so this is where the user sees it): under the field the
 * server names when the form shows that field (`fields`), without the "field: " prefix its message may carry;
 * else in the form's banner (''), where the message keeps the field's name so nothing is lost.
 */
export function serverErrors(error: unknown, fields: readonly string[] = []): FormErrors {
  if (!isApiError(error)) return { '': String(error) };
  if (!error.field || !fields.includes(error.field)) return { '': error.msg };
  return { [error.field]: error.msg.replace(new RegExp(`^${error.field}: `), '') };
}
