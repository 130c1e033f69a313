import { z } from 'zod';
import { msgRef, textRequired } from '../rules/validation';
import { requiredName, requiredText } from './common';
import { endpoint } from './endpoint';
import { CodeSentSchema, VerificationCodeSchema } from './signInFields';

/** The forgotten-password flow of /retrievePassword (spec §7); see docs/sign-in-methods.md. */
const tag = 'ucenter';
const UserNameSchema = requiredName('username', 64);
const TicketSchema = requiredText('ticket', 128);

export const ResetChannelSchema = z.enum(['sms', 'email']);
export type ResetChannel = z.infer<typeof ResetChannelSchema>;
export const ForgetCheckUserBodySchema = z.object({ username: UserNameSchema });
export const ResetChannelsSchema = z.object({
  channels: z.array(z.object({ channel: ResetChannelSchema, masked: z.string() })),
});
export type ResetChannels = z.infer<typeof ResetChannelsSchema>;
export const UpdatePasswdCodeQuerySchema = z.object({ username: UserNameSchema, channel: ResetChannelSchema });
export const VerifyUpdatePasswdCodeBodySchema = z.object({
  username: UserNameSchema,
  channel: ResetChannelSchema,
  code: VerificationCodeSchema,
});
export const ResetTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export const ForgetPasswdUpdateBodySchema = z.object({
  ticket: TicketSchema,
  passwordNew: z
    .string({ error: textRequired('newPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('newPasswordRequired') })
    .max(128, { error: msgRef('maxLength', { max: 128 }) }),
  passwordConfirm: z
    .string({ error: textRequired('confirmPasswordRequired') })
    .trim()
    .min(1, { error: msgRef('confirmPasswordRequired') })
    .max(128, { error: msgRef('maxLength', { max: 128 }) }),
});
export type ForgetPasswdUpdateBody = z.infer<typeof ForgetPasswdUpdateBodySchema>;

export const forgetPasswdCheckUser = endpoint({
  method: 'POST',
  path: '/ucenter/forgetPasswdCheckUser',
  access: 'public',
  tag,
  summary: 'Masked recovery channels of a user; the same shape for unknown users (no enumeration)',
  body: ForgetCheckUserBodySchema,
  reply: ResetChannelsSchema,
  rateLimitPerMinute: 20,
});

export const getUpdatePasswdCode = endpoint({
  method: 'GET',
  path: '/ucenter/getUpdatePasswdCode',
  access: 'public',
  tag,
  summary: 'Send a password-reset code by SMS or e-mail; the same answer for unknown users',
  query: UpdatePasswdCodeQuerySchema,
  reply: CodeSentSchema,
  rateLimitPerMinute: 10,
});

export const verifyUpdatePasswdCode = endpoint({
  method: 'POST',
  path: '/ucenter/verifyUpdatePasswdCode',
  access: 'public',
  tag,
  summary: 'Exchange a reset code for a short-lived, single-use reset ticket',
  body: VerifyUpdatePasswdCodeBodySchema,
  reply: ResetTicketSchema,
  rateLimitPerMinute: 20,
});

export const forgetPasswdUpdate = endpoint({
  method: 'POST',
  path: '/ucenter/forgetPasswdUpdate',
  access: 'public',
  tag,
  summary: 'Set a new password with a reset ticket; every session of the user ends',
  body: ForgetPasswdUpdateBodySchema,
  reply: z.null(),
  rateLimitPerMinute: 20,
});
