import { type PasswordStrength, passwordStrength } from '../../../shared/rules/validation';

/** The §5 strength kept with a typed password (docs/coffer.md); keys have none. */
export function strengthOfCredential(body: { authKind: string; password: string }): PasswordStrength | null {
  return body.authKind === 'password' ? passwordStrength(body.password) : null;
}
