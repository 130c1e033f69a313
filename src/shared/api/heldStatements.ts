import { z } from 'zod';
import { Permission } from '../access/permissions';
import { StatementResultSchema } from './dbSessions';
import { endpoint } from './endpoint';
import { idText } from './ids';

/**
 * A web SQL console statement held by an SQL interception policy (docs/command-interception.md "SQL policies"):
 * the statement's reply is code 10020811 with data `{ approvalId }`; the console then waits here, one long poll
 * after another (each answers within about 25 s), until the approvers decide, or withdraws the request.
 */
const tag = 'database';

const heldParams = z.object({ sessionId: idText('sessionId'), approvalId: idText('approvalId') });

export const HeldStatementReplySchema = z.discriminatedUnion('status', [
  /** Nobody has decided yet: ask again. */
  z.object({ status: z.literal('pending') }),
  /** Approved: the statement ran; its result (a database error answers its own code instead). */
  z.object({ status: z.literal('ran'), notice: z.string(), result: StatementResultSchema }),
]);
export type HeldStatementReply = z.infer<typeof HeldStatementReplySchema>;

export const HeldStatementSchema = z.object({ approvalId: z.number().int(), sql: z.string() });

export const listHeldStatements = endpoint({
  method: 'GET',
  path: '/database/sessions/:sessionId/held',
  access: Permission.homeQuery,
  tag,
  summary: 'The caller’s statements of this session waiting for approval, oldest first',
  params: z.object({ sessionId: idText('sessionId') }),
  reply: z.array(HeldStatementSchema),
});

export const waitHeldStatement = endpoint({
  method: 'POST',
  path: '/database/sessions/:sessionId/held/:approvalId/wait',
  access: Permission.homeQuery,
  tag,
  summary:
    'Wait (up to about 25 s) for the approval of a held statement: pending, or its result once approved; refused or withdrawn answers 10020812',
  params: heldParams,
  reply: HeldStatementReplySchema,
  audit: { kind: 'other' },
});

export const withdrawHeldStatement = endpoint({
  method: 'DELETE',
  path: '/database/sessions/:sessionId/held/:approvalId',
  access: Permission.homeQuery,
  tag,
  summary: 'Withdraw the approval request of a held statement; the statement is not run',
  params: heldParams,
  reply: z.object({ notice: z.string() }),
  audit: { kind: 'other' },
});
