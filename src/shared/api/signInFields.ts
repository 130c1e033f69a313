import { z } from 'zod';
import { msgRef, PHONE_PATTERN, textRequired } from '../rules/validation';

/** Fields shared by the sign-in methods, their settings and password recovery. */
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;

export const VerificationCodeSchema = z
  .string({ error: textRequired('codeRequired') })
  .trim()
  .min(1, { error: msgRef('codeRequired') })
  .regex(/^\d{6}$/, { error: msgRef('codeFormat') });

export const PhoneSchema = z
  .string({ error: textRequired('phoneRequired') })
  .trim()
  .min(1, { error: msgRef('phoneRequired') })
  .regex(PHONE_PATTERN, { error: msgRef('phoneInvalid') });

export const CodeSentSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;
