import { VerificationCodeSchema } from '../../../shared/api/signInMethods';
import { msgRef, passwordStrengthError } from '../../../shared/rules/validation';

/** Message references refusing a field, or undefined; the server checks the same and the length policy. */
export function codeError(code: string): string | undefined {
  const parsed = VerificationCodeSchema.safeParse(code);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function newPasswordErrors(passwordNew: string, passwordConfirm: string) {
  const weak = passwordStrengthError(passwordNew.trim());
  return {
    passwordNew: passwordNew.trim() ? (weak ? msgRef(weak) : undefined) : msgRef('newPasswordRequired'),
    passwordConfirm: !passwordConfirm.trim()
      ? msgRef('confirmPasswordRequired')
      : passwordConfirm.trim() !== passwordNew.trim()
        ? msgRef('passwordMismatch')
        : undefined,
  };
}
