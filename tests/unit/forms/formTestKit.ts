import type { z } from 'zod';
import { type Widget, type WidgetInput, WidgetSchema } from '../../../src/shared/forms';
import { formatMessage, type MessageKey } from '../../../src/shared/messages';
import { parseMsgRef } from '../../../src/shared/rules/validation';

/** A message reference as the user reads it in Chinese. */
export function zh(ref: string): string {
  const { key, params } = parseMsgRef(ref);
  return formatMessage(key as MessageKey, 'zh', params);
}

/** The first failure of a parse, rendered in Chinese, with its path; null when it passed. */
export function firstIssue(result: z.ZodSafeParseResult<unknown>): { path: string; text: string } | null {
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? { path: issue.path.map(String).join('.'), text: zh(issue.message) } : null;
}

/** Every failure of a parse as "path: text". */
export function allIssues(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${zh(issue.message)}`);
}

/** A widget built through the schema, so fixtures cannot drift from the contract. */
export function widget(input: Partial<WidgetInput> & Pick<WidgetInput, 'type' | 'model' | 'name'>): Widget {
  return WidgetSchema.parse({ key: input.model, ...input });
}
