import { PhoneSchema, VerificationCodeSchema } from '../../../../shared/api/signInMethods';

/** The message reference refusing a code (or phone number), or undefined when it is well formed. */
export function codeError(code: string): string | undefined {
  const parsed = VerificationCodeSchema.safeParse(code);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function phoneError(phone: string): string | undefined {
  const parsed = PhoneSchema.safeParse(phone);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
