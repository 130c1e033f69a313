import { z } from 'zod';
import type { MessageKey } from '../messages';
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

/**
 * A point in time as the console sends it (any form Date parses), stored as ISO-8601 UTC text. Four-digit years
 * only, so that the stored text keeps sorting in time order. `requiredKey` is the message of an empty value.
 */
export const isoTimeField = (field: string, requiredKey: MessageKey) =>
  z
    .string({ error: msgRef(requiredKey) })
    .trim()
    .min(1, { error: msgRef(requiredKey) })
    .refine(
      (text) => {
        const year = new Date(text).getUTCFullYear();
        return year >= 1970 && year <= 9999;
      },
      { error: msgRef('fieldInvalid', { field }) },
    )
    .transform((text) => new Date(text).toISOString());
