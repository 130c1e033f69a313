import { type SetupBody, SetupBodySchema } from '../../../shared/api/setup';
import {
  msgRef,
  PASSWORD_DEFAULT_MAX,
  PASSWORD_DEFAULT_MIN,
  passwordStrengthError,
} from '../../../shared/rules/validation';

export type SetupForm = Required<SetupBody>;

/**
 * Field → message reference for the first super administrator form: the shared schema, then the §5
 * password rules (length 6–32, strength at least middle) and the confirmation.
 */
export function validateSetup(form: SetupForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = SetupBodySchema.safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
  }
  if (!errors.password) {
    const { length } = form.password;
    const strength = passwordStrengthError(form.password);
    if (length < PASSWORD_DEFAULT_MIN || length > PASSWORD_DEFAULT_MAX) {
      errors.password = msgRef('lengthBetween', { min: PASSWORD_DEFAULT_MIN, max: PASSWORD_DEFAULT_MAX });
    } else if (strength) {
      errors.password = msgRef(strength);
    }
  }
  if (!errors.passwordConfirm && form.passwordConfirm !== form.password) {
    errors.passwordConfirm = msgRef('passwordMismatch');
  }
  return errors;
}
