import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { isoTime } from './operationLog';

// Defined with zod/mini for the small /login page (signInPage.ts); re-exported as part of this module.
export { type CompanyInfo, CompanyInfoSchema, getCompanyInfo } from './signInPage';

/** Dictionary entry (spec §3). Labels come in the language of the request. */
export const DictEntrySchema = z.object({
  dictCode: z.number().int(),
  dictType: z.string(),
  dictSort: z.number().int(),
  dictLabel: z.string(),
  dictValue: z.string(),
  listClass: z.string(),
  cssClass: z.string(),
});
export type DictEntry = z.infer<typeof DictEntrySchema>;

export const LoginLogSchema = z.object({
  infoId: z.number().int(),
  userName: z.string(),
  ipaddr: z.string(),
  userAgent: z.string(),
  /** 1 success, 2 failure */
  status: z.number().int(),
  msg: z.string(),
  loginTime: z.string(),
});
export type LoginLog = z.infer<typeof LoginLogSchema>;

export const ListLoginLogQuerySchema = PageQuerySchema.extend({
  userName: z.string().trim().max(64).optional(),
  /** Part of the client address. */
  ipaddr: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  beginTime: isoTime('beginTime'),
  endTime: isoTime('endTime'),
});
export type ListLoginLogQuery = z.input<typeof ListLoginLogQuerySchema>;

export const getDictDataByType = endpoint({
  method: 'GET',
  path: '/system/dict/data/type/:type',
  access: 'authenticated',
  tag: 'system',
  summary: 'Entries of one dictionary type',
  params: z.object({
    type: z.string().regex(/^[a-z_]{1,64}$/, { error: msgRef('fieldInvalid', { field: 'type' }) }),
  }),
  reply: z.array(DictEntrySchema),
});

/**
 * Every dictionary at once, in the request's language: the console keeps them in IndexedDB so that
 * labels render offline (one call after sign-in instead of one per type). Not in the spec's list; no
 * path of the spec's dictionary API has `type` without a type after it, so nothing collides.
 */
export const listAllDictData = endpoint({
  method: 'GET',
  path: '/system/dict/data/type',
  access: 'authenticated',
  tag: 'system',
  summary: 'Entries of every dictionary type, ordered by type and sort',
  reply: z.array(DictEntrySchema),
});

export const listLoginLogs = endpoint({
  method: 'GET',
  path: '/monitor/logininfor/list',
  access: Permission.logQuery,
  tag: 'monitor',
  summary: 'Sign-in attempts, newest first, filtered by user, address, outcome and time',
  query: ListLoginLogQuerySchema,
  reply: LoginLogSchema,
  paged: true,
});
