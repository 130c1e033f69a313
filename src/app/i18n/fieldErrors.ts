import type { z } from 'zod';
import { tMsg } from './index';

/** First message per field of a failed shared-schema parse, rendered in the current language. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = tMsg(issue.message);
  }
  return errors;
}
