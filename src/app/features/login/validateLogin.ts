import { type LoginBody, LoginBodySchema } from '../../../shared/api/signInPage';
import { msgRef } from '../../../shared/rules/validation';

/** Field → message reference; the captcha is required only when the server asks for one. */
export function validateLogin(form: Required<LoginBody>, captchaEnabled: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = LoginBodySchema.safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  if (captchaEnabled && !errors.code && form.code.trim() === '') errors.code = msgRef('captchaRequired');
  return errors;
}
