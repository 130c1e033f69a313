import { z } from 'zod';
import { msgRef } from '../rules/validation';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';

const tag = 'ucenter';

/** One live sign-in of the caller (personal centre "sessions of mine"). */
export const MySessionSchema = z.object({
  /** Opaque: the stored hash of the token, never the token itself. */
  sessionId: z.string(),
  createTime: z.string(),
  lastSeenTime: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  isCurrent: z.boolean(),
});
export type MySession = z.infer<typeof MySessionSchema>;

export const SessionIdBodySchema = z.object({
  sessionId: z
    .string({ error: msgRef('fieldRequired', { field: 'sessionId' }) })
    .regex(/^[0-9a-f]{64}$/, { error: msgRef('fieldInvalid', { field: 'sessionId' }) }),
});

export const listMySessions = endpoint({
  method: 'GET',
  path: '/ucenter/user/mySessions',
  access: 'authenticated',
  tag,
  summary: 'The caller’s live sign-ins, the current one marked',
  reply: z.array(MySessionSchema),
});

export const signOutMySession = endpoint({
  method: 'POST',
  path: '/ucenter/user/mySessions/signOut',
  access: 'authenticated',
  tag,
  summary: 'Ends one of the caller’s sign-ins',
  body: SessionIdBodySchema,
  reply: EmptySchema,
});

export const signOutOtherSessions = endpoint({
  method: 'POST',
  path: '/ucenter/user/mySessions/signOutOthers',
  access: 'authenticated',
  tag,
  summary: 'Ends every sign-in of the caller but the current one',
  reply: z.object({ signedOut: z.number().int() }),
});
