import { z } from 'zod';
import { msgRef } from '../rules/validation';
import { nameChars } from './nameChars';

export { nameChars } from './nameChars';

/** Reusable field builders whose failure messages are the spec's (as message references). */
export const requiredText = (field: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? msgRef('fieldRequired', { field }) : msgRef('mustBeText')),
    })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) });

/** A required name: requiredText under the name rule. */
export const requiredName = (field: string, max: number) => requiredText(field, max).check(nameChars(field));

export const IdParamSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: msgRef('fieldInvalid', { field: 'id' }) }),
});

export const PageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

export const EmptySchema = z.null();
