import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { AUDIT_KINDS } from './auditSpec';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';

/** One state-changing call as the operation log keeps it (docs/audit.md). */
export const OperationLogSchema = z.object({
  operId: z.number().int(),
  /** Null for a call made without a (valid) sign-in. */
  userId: z.number().int().nullable(),
  /** The user name at the time of the call; empty when anonymous. */
  operName: z.string(),
  operIp: z.string(),
  userAgent: z.string(),
  /** The descriptor's tag, e.g. users, role, dept. */
  module: z.string(),
  title: z.string(),
  businessType: z.enum(AUDIT_KINDS),
  requestMethod: z.string(),
  operUrl: z.string(),
  targetIds: z.string(),
  targetNames: z.string(),
  /** The envelope code answered; 200 is success. */
  code: z.number().int(),
  /** 1 success, 2 failure */
  status: z.number().int(),
  msg: z.string(),
  costTime: z.number().int(),
  operTime: z.string(),
});
export type OperationLog = z.infer<typeof OperationLogSchema>;

/** An optional time bound given as any date text Date.parse reads, answered as ISO-8601 UTC. */
export const isoTime = (field: string) =>
  z
    .string()
    .trim()
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: msgRef('fieldInvalid', { field }) })
    .transform((text) => new Date(text).toISOString())
    .optional();

export const ListOperationLogQuerySchema = PageQuerySchema.extend({
  operName: z.string().trim().max(64).optional(),
  module: z.string().trim().max(64).optional(),
  businessType: z.enum(AUDIT_KINDS, { error: msgRef('fieldInvalid', { field: 'businessType' }) }).optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  beginTime: isoTime('beginTime'),
  endTime: isoTime('endTime'),
});
export type ListOperationLogQuery = z.input<typeof ListOperationLogQuerySchema>;

export const listOperationLogs = endpoint({
  method: 'GET',
  path: '/monitor/operlog/list',
  access: Permission.logQuery,
  tag: 'monitor',
  summary: 'State-changing calls, newest first, filtered by user, module, kind, outcome and time',
  query: ListOperationLogQuerySchema,
  reply: OperationLogSchema,
  paged: true,
});

export const getOperationLog = endpoint({
  method: 'GET',
  path: '/monitor/operlog/:operId',
  access: Permission.logQuery,
  tag: 'monitor',
  summary: 'One entry of the operation log',
  params: z.object({
    operId: z.string().regex(/^\d{1,9}$/, { error: msgRef('fieldInvalid', { field: 'operId' }) }),
  }),
  reply: OperationLogSchema,
});
