import { z } from 'zod';
import { msgRef } from '../rules/validation';

/**
 * The SQL rules of a command interception policy whose target is SQL (docs/command-interception.md "SQL
 * policies"): statement kinds, DELETE/UPDATE without WHERE, tables or schemas touched, and what an
 * unparseable statement does. Shell policies store the defaults.
 */
export const PolicyTarget = { shell: 0, sql: 1 } as const;
export const POLICY_TARGETS = [PolicyTarget.shell, PolicyTarget.sql] as const;

/** fail-closed: a statement the parser cannot read is treated as matching; fail-open: as not matching. */
export const SqlUnparseable = { failClosed: 0, failOpen: 1 } as const;

/** Statement kinds a policy can name, as node-sql-parser types them (in capitals). */
export const SQL_KINDS = [
  'SELECT',
  'INSERT',
  'REPLACE',
  'UPDATE',
  'DELETE',
  'CREATE',
  'ALTER',
  'DROP',
  'TRUNCATE',
  'RENAME',
  'GRANT',
  'REVOKE',
  'USE',
  'SET',
  'SHOW',
  'CALL',
  'LOCK',
  'UNLOCK',
  'TRANSACTION',
] as const;

export const SQL_OBJECTS_MAX = 50;
/** `[schema.]table` with `*` as a wildcard inside a name; quotes and backticks are ignored. */
export const SQL_OBJECT_PATTERN = /^["`[]?[\p{L}\p{N}_$*-]+["`\]]?(?:\.["`[]?[\p{L}\p{N}_$*-]+["`\]]?)?$/u;

export const sqlRuleFields = {
  target: z.literal(POLICY_TARGETS, { error: msgRef('fieldInvalid', { field: 'target' }) }).default(0),
  sqlKinds: z
    .array(z.enum(SQL_KINDS, { error: msgRef('fieldInvalid', { field: 'sqlKinds' }) }), {
      error: msgRef('fieldInvalid', { field: 'sqlKinds' }),
    })
    .transform((kinds) => [...new Set(kinds)])
    .default([]),
  sqlNoWhere: z.boolean({ error: msgRef('fieldInvalid', { field: 'sqlNoWhere' }) }).default(false),
  sqlObjects: z
    .array(z.string({ error: msgRef('policySqlObjectInvalid') }), { error: msgRef('policySqlObjectInvalid') })
    .max(SQL_OBJECTS_MAX, { error: msgRef('fieldInvalid', { field: 'sqlObjects' }) })
    .transform((objects) => [...new Set(objects.map((object) => object.trim()).filter((object) => object !== ''))])
    .default([]),
  sqlUnparseable: z
    .literal([SqlUnparseable.failClosed, SqlUnparseable.failOpen], {
      error: msgRef('fieldInvalid', { field: 'sqlUnparseable' }),
    })
    .default(0),
};

/** What a policy's view shows of its SQL rules. */
export const sqlRuleViewFields = {
  /** PolicyTarget: shell lines 0, SQL statements 1. */
  target: z.number().int(),
  sqlKinds: z.array(z.string()),
  sqlNoWhere: z.boolean(),
  sqlObjects: z.array(z.string()),
  /** SqlUnparseable: fail-closed 0, fail-open 1. */
  sqlUnparseable: z.number().int(),
};

interface RuleBody {
  target: number;
  patterns: string[];
  sqlKinds: string[];
  sqlNoWhere: boolean;
  sqlObjects: string[];
}

/** A shell policy needs a pattern; an SQL policy at least one rule, and each table rule must read as one. */
export function checkPolicyRules(body: RuleBody, ctx: z.RefinementCtx): void {
  if (body.target !== PolicyTarget.sql) {
    if (body.patterns.length === 0)
      ctx.addIssue({ code: 'custom', path: ['patterns'], message: msgRef('policyPatternsRequired') });
    return;
  }
  if (body.sqlKinds.length === 0 && !body.sqlNoWhere && body.sqlObjects.length === 0)
    ctx.addIssue({ code: 'custom', path: ['sqlKinds'], message: msgRef('policySqlRulesRequired') });
  body.sqlObjects.forEach((object, index) => {
    if (!SQL_OBJECT_PATTERN.test(object))
      ctx.addIssue({
        code: 'custom',
        path: ['sqlObjects'],
        message: msgRef('policySqlObjectInvalid', { index: index + 1, object }),
      });
  });
}
