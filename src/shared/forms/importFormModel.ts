import { msgRef } from '../rules/validation';
import { type FormModel, FormModelSchema } from './formModel';

/** A form model read from imported text, or its first problem: a message reference and where it is. */
export type ImportedFormModel = { ok: true; form: FormModel } | { ok: false; message: string; path: string };

/**
 * Reads the designer's "import JSON" text. The path is where the problem lies ("list.2.options.step") so
 * the dialog can show it beside the message, which names the widget where it can.
 */
export function importFormModel(text: string): ImportedFormModel {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, message: msgRef('formImportNotJson', { detail }), path: '' };
  }
  const parsed = FormModelSchema.safeParse(json);
  if (parsed.success) return { ok: true, form: parsed.data };
  const [issue] = parsed.error.issues;
  return {
    ok: false,
    message: issue?.message ?? msgRef('formNotModel'),
    path: (issue?.path ?? []).map(String).join('.'),
  };
}
