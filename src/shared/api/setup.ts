import { z } from 'zod';
import { msgRef, NAME_PATTERN, textRequired } from '../rules/validation';
import { endpoint } from './endpoint';
import { nameChars } from './nameChars';

// Defined with zod/mini for the small /login page (signInPage.ts); re-exported as part of this module.
export { getSetupStatus, type SetupStatus, SetupStatusSchema } from './signInPage';

const tag = 'setup';

/** The first super administrator. The password must pass the §5 strength rule and the length policy. */
export const SetupBodySchema = z.object({
  userName: z
    .string({ error: textRequired('usernameRequired') })
    .trim()
    .min(1, { error: msgRef('usernameRequired') })
    .max(30, { error: msgRef('maxLength', { max: 30 }) })
    .check(nameChars('userName'))
    .regex(NAME_PATTERN, { error: msgRef('nameChars') }),
  nickName: z
    .string({ error: msgRef('fieldRequired', { field: 'nickName' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'nickName' }) })
    .max(30, { error: msgRef('maxLength', { max: 30 }) })
    .check(nameChars('nickName')),
  password: z
    .string({ error: textRequired('passwordRequired') })
    .min(1, { error: msgRef('passwordRequired') })
    .max(128, { error: msgRef('maxLength', { max: 128 }) }),
  passwordConfirm: z
    .string({ error: textRequired('confirmPasswordRequired') })
    .min(1, { error: msgRef('confirmPasswordRequired') }),
  companyName: z
    .string()
    .trim()
    .max(64, { error: msgRef('maxLength', { max: 64 }) })
    .check(nameChars('companyName'))
    .default(''),
});
export type SetupBody = z.input<typeof SetupBodySchema>;

export const runSetup = endpoint({
  method: 'POST',
  path: '/init',
  access: 'public',
  tag,
  summary: 'Create the first super administrator; answers code 410 once done',
  body: SetupBodySchema,
  reply: z.object({ userId: z.number().int() }),
  rateLimitPerMinute: 10,
});
