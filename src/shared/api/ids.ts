import { z } from 'zod';
import { msgRef } from '../rules/validation';

/**
 * Id fields. Path and query ids are digits only (spec §2) and at most nine digits, so that a huge number
 * is refused as input instead of overflowing an integer column (PostgreSQL answers "out of range" for
 * 2^31 and above). Every id field of the API keeps to MAX_ID (tests/server/inputFuzz.test.ts).
 */
export const MAX_ID = 999_999_999;

export const idText = (field: string) =>
  z
    .string({ error: msgRef('fieldRequired', { field }) })
    .regex(/^\d{1,9}$/, { error: msgRef('fieldInvalid', { field }) })
    .transform(Number);

/** A comma-separated list of ids in a path, e.g. DELETE /system/role/3,4. */
export const idListText = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, { error: msgRef('fieldInvalid', { field }) })
    .transform((text) => [...new Set(text.split(',').map(Number))]);

export const idNumber = (field: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? msgRef('fieldRequired', { field }) : msgRef('fieldInvalid', { field }),
    })
    .int({ error: msgRef('fieldInvalid', { field }) })
    .min(1, { error: msgRef('fieldInvalid', { field }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field }) });

export const idArray = (field: string, max: number) =>
  z
    .array(idNumber(field), { error: msgRef('fieldRequired', { field }) })
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(max, { error: msgRef('fieldInvalid', { field }) });

export const sortNumber = (field: string) =>
  z
    .number({ error: msgRef('fieldInvalid', { field }) })
    .int({ error: msgRef('fieldInvalid', { field }) })
    .min(0, { error: msgRef('fieldInvalid', { field }) })
    .max(9999, { error: msgRef('fieldInvalid', { field }) })
    .default(0);

export const optionalFilter = (field: string) =>
  z
    .string()
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field, max: 64 }) })
    .optional();

/** An optional list of up to 500 ids, answered without repeats in ascending order (a policy's or task's scope). */
export const sortedIdSet = (field: string) =>
  z
    .array(idNumber(field), { error: msgRef('fieldInvalid', { field }) })
    .max(500, { error: msgRef('fieldInvalid', { field }) })
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
