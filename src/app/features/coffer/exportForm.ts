import { type CofferExportBody, CofferExportBodySchema } from '../../../shared/api/cofferExport';
import { msgRef } from '../../../shared/rules/validation';

/** What the export dialog holds. */
export interface ExportValues {
  password: string;
  confirm: string;
  reason: string;
}

export const EMPTY_EXPORT: ExportValues = { password: '', confirm: '', reason: '' };

/** Message references (msgRef) by field, rendered with tMsg. */
export type ExportProblems = Partial<Record<keyof ExportValues | 'cofferId', string>>;

/**
 * The export form checked with the contract's own schema, so the console says what the server would: the password
 * 8–64 characters passing the §5 strength rule (passwordStrengthError, inside the schema), the reason required and
 * at most 99 (trimmed). The confirmation is the console's alone: it must be given and equal the password.
 */
export function checkExport(
  cofferId: number,
  values: ExportValues,
): { ok: true; body: CofferExportBody } | { ok: false; problems: ExportProblems } {
  const problems: ExportProblems = {};
  const body = { cofferId, password: values.password, reason: values.reason };
  const parsed = CofferExportBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof ExportProblems;
      problems[field] ??= issue.message;
    }
  if (values.confirm === '') problems.confirm = msgRef('confirmPasswordRequired');
  else if (values.confirm !== values.password) problems.confirm = msgRef('passwordMismatch');
  return Object.keys(problems).length === 0 && parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, problems };
}
