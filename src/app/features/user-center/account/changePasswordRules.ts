import {
  type ChangePasswordBody,
  ChangePasswordBodySchema,
  type PasswordLengthPolicy,
} from '../../../../shared/api/auth';
import {
  msgRef,
  PASSWORD_DEFAULT_MAX,
  PASSWORD_DEFAULT_MIN,
  passwordStrengthError,
} from '../../../../shared/rules/validation';

/**
 * The change-password form's rules (spec §5) as a pure function. Messages are shared message
 * references ("key?param=value"), rendered by the dialog with tMsg in the current language.
 */
export type ChangePasswordField = keyof ChangePasswordBody;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;

export const DEFAULT_LENGTH_POLICY: PasswordLengthPolicy = {
  passwdMinLen: PASSWORD_DEFAULT_MIN,
  passwdMaxLen: PASSWORD_DEFAULT_MAX,
};

/** Inputs are trimmed before they are checked or sent. */
export function trimPasswords(values: ChangePasswordBody): ChangePasswordBody {
  return {
    oldPassword: values.oldPassword.trim(),
    passwordNew: values.passwordNew.trim(),
    passwordConfirm: values.passwordConfirm.trim(),
  };
}

function lengthError(value: string, policy: PasswordLengthPolicy): string | null {
  const { passwdMinLen: min, passwdMaxLen: max } = policy;
  return value.length < min || value.length > max ? msgRef('lengthBetween', { min, max }) : null;
}

/** Field errors; an empty object means the form may be submitted. Equality of the two is not checked. */
export function validateChangePassword(
  raw: ChangePasswordBody,
  policy: PasswordLengthPolicy = DEFAULT_LENGTH_POLICY,
): ChangePasswordErrors {
  const values = trimPasswords(raw);
  const errors: ChangePasswordErrors = {};
  const parsed = ChangePasswordBodySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ChangePasswordField;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.passwordNew) {
    const error = lengthError(values.passwordNew, policy) ?? passwordStrengthError(values.passwordNew);
    if (error) errors.passwordNew = error;
  }
  if (!errors.passwordConfirm) {
    const error = lengthError(values.passwordConfirm, policy);
    if (error) errors.passwordConfirm = error;
  }
  return errors;
}

/** Validates one field, as the form does when the user leaves it. */
export function validateChangePasswordField(
  field: ChangePasswordField,
  values: ChangePasswordBody,
  policy: PasswordLengthPolicy = DEFAULT_LENGTH_POLICY,
): string | undefined {
  return validateChangePassword(values, policy)[field];
}
