import { z } from 'zod';
import { isAccessEntry } from '../rules/grantRules';
import { msgRef } from '../rules/validation';

/**
 * Spec §3 access list, shared by authorisations (grants) and login policies: which source addresses a
 * rule applies to. accessMode whitelist 1, blacklist 0, null = any address; entries are addresses or
 * CIDR ranges, trimmed and without repeats, at most 100.
 */
export const accessListReplyFields = {
  accessMode: z.number().int().nullable(),
  accessEntries: z.array(z.string()),
};

/** The same two fields in a request body. A mode without entries is refused by each body's own rule. */
export const accessListBodyFields = {
  accessMode: z
    .literal([0, 1], { error: msgRef('fieldInvalid', { field: 'accessMode' }) })
    .nullable()
    .default(null),
  accessEntries: z
    .array(
      z
        .string()
        .trim()
        .refine(isAccessEntry, { error: msgRef('grantAccessEntryInvalid') }),
      { error: msgRef('grantAccessEntryInvalid') },
    )
    .max(100, { error: msgRef('fieldInvalid', { field: 'accessEntries' }) })
    .default([])
    .transform((entries) => [...new Set(entries)]),
};
