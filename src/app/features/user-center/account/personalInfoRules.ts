import { type PersonalInfo, PersonalInfoSchema } from '../../../../shared/api/auth';

/** Personal info rules (spec §5) through the shared schema; messages are shared message references. */
export type PersonalInfoField = 'phonenumber' | 'email';
export type PersonalInfoErrors = Partial<Record<PersonalInfoField, string>>;

export type PersonalInfoResult = { ok: true; value: PersonalInfo } | { ok: false; errors: PersonalInfoErrors };

export function validatePersonalInfo(values: PersonalInfo): PersonalInfoResult {
  const parsed = PersonalInfoSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: PersonalInfoErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'phonenumber' || field === 'email') errors[field] ??= issue.message;
  }
  // userName/nickName are read-only here; a failure there is the server's data, not the user's input.
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}
