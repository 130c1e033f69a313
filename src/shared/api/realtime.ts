import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';

/** Open notify sockets of one user on the answering node (the "one socket per browser" check). */
export const RealtimeSocketsSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  notifySockets: z.number().int().nonnegative(),
});
export type RealtimeSockets = z.infer<typeof RealtimeSocketsSchema>;

export const ListRealtimeSocketsQuerySchema = z.object({
  userId: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'userId' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'userId' }) })
    .optional(),
});

export const listRealtimeSockets = endpoint({
  method: 'GET',
  path: '/realtime/sockets',
  access: Permission.realtimeDiagnose,
  tag: 'realtime',
  summary: 'Open notify sockets per user on this node (diagnostics)',
  query: ListRealtimeSocketsQuerySchema,
  reply: z.array(RealtimeSocketsSchema),
});
