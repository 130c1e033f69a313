import { z } from 'zod';
import { msgRef } from '../rules/validation';
import { fieldCheck } from './fieldChecks';
import { type FormField, formFields } from './formFields';
import { copyValue, type FormValue, toListValue, toSingleValue } from './valueShape';
import type { Widget } from './widgetSchema';

/** Submitted form data: each field's value under its field name. */
export type FormValues = Record<string, FormValue>;

/**
 * The schema of the data submitted with a form, built from its widgets: the server refuses a tampered
 * submission with it and the console's renderer checks with it before sending. Each issue sits under the
 * field's name; a key the form has no field for is refused. The data passes through unchanged.
 * The form must have passed FormModelSchema (an invalid pattern throws here).
 */
export function buildFormDataSchema(form: { list: readonly Widget[] }): z.ZodType<FormValues> {
  const checks = formFields(form).map((field) => ({ model: field.model, check: fieldCheck(field) }));
  const known = new Set(checks.map(({ model }) => model));
  // Keys are read from the input itself: a parsed record would drop a "__proto__" key instead of refusing it.
  return z
    .custom<FormValues>((data) => typeof data === 'object' && data !== null && !Array.isArray(data), {
      error: msgRef('formDataInvalid'),
    })
    .superRefine((data, ctx) => {
      for (const key of Object.keys(data)) {
        if (known.has(key)) continue;
        ctx.addIssue({ code: 'custom', path: [key], message: msgRef('formUnknownField', { field: key }), input: data });
      }
      for (const { model, check } of checks) {
        const value = Object.hasOwn(data, model) ? data[model] : undefined;
        const message = check(value);
        if (message) ctx.addIssue({ code: 'custom', path: [model], message, input: value });
      }
    });
}

/** The data a new form starts with: each field's default value, in the shape the field takes. */
export function defaultFormData(form: { list: readonly Widget[] }): FormValues {
  return Object.fromEntries(formFields(form).map((field) => [field.model, defaultValueOf(field)]));
}

function defaultValueOf(field: FormField): FormValue {
  const value = field.widget.options.defaultValue;
  if (field.multiple) return copyValue(toListValue(value));
  if (value !== undefined) return copyValue(Array.isArray(value) ? toSingleValue(value) : value);
  if (field.kind === 'switch') return false;
  return field.kind === 'number' || field.kind === 'slider' || field.kind === 'rate' ? null : '';
}
