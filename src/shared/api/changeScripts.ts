import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter } from './ids';

/**
 * Password-change scripts (/densification-template-list): how a password-change task changes an account's password
 * on its host (docs/tasks.md "Password change"). A script signs in as the account itself (`self`) or as a privileged
 * account of the same asset (`privileged`), runs its command, and either holds a dialogue (wait for each expected
 * prompt, a regular expression, then send the answer) or writes its standard input and judges the exit status.
 * Texts may use {{username}}, {{oldPassword}} and {{newPassword}}. Reading needs system:policycenter:query, saving
 * and test runs system:task:edit.
 */
const tag = 'tasks';

export const SCRIPT_NAME_MAX = 64;
export const SCRIPT_STEPS_MAX = 20;
export const SCRIPT_TEXT_MAX = 255;

export const ScriptStepSchema = z.object({
  /** A regular expression the output must match before `send` is sent (case-insensitive). */
  expect: z
    .string({ error: msgRef('fieldRequired', { field: 'expect' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'expect' }) })
    .max(SCRIPT_TEXT_MAX, { error: msgRef('fieldTooLong', { field: 'expect', max: SCRIPT_TEXT_MAX }) })
    .refine(isRegExp, { error: msgRef('scriptPatternInvalid') }),
  /** What is sent, followed by a line end; empty sends nothing (a last step that only waits). */
  send: z
    .string()
    .max(SCRIPT_TEXT_MAX, { error: msgRef('fieldTooLong', { field: 'send', max: SCRIPT_TEXT_MAX }) })
    .default(''),
});
export type ScriptStep = z.output<typeof ScriptStepSchema>;

function isRegExp(text: string): boolean {
  try {
    new RegExp(text, 'i');
    return true;
  } catch {
    return false;
  }
}

const scriptFields = {
  scriptName: requiredName('scriptName', SCRIPT_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(SCRIPT_TEXT_MAX, { error: msgRef('fieldTooLong', { field: 'description', max: SCRIPT_TEXT_MAX }) })
    .default(''),
  mode: z.enum(['self', 'privileged'], { error: msgRef('fieldInvalid', { field: 'mode' }) }),
  /** For mode privileged: the login name of the account of the same asset the script signs in as (e.g. root). */
  privilegedAccount: z
    .string()
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field: 'privilegedAccount', max: 64 }) })
    .default(''),
  command: z
    .string({ error: msgRef('fieldRequired', { field: 'command' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'command' }) })
    .max(SCRIPT_TEXT_MAX, { error: msgRef('fieldTooLong', { field: 'command', max: SCRIPT_TEXT_MAX }) }),
  input: z.enum(['dialogue', 'stdin'], { error: msgRef('fieldInvalid', { field: 'input' }) }),
  steps: z
    .array(ScriptStepSchema)
    .max(SCRIPT_STEPS_MAX, { error: msgRef('fieldInvalid', { field: 'steps' }) })
    .default([]),
  /** For input stdin: what is written to the command's standard input. */
  stdin: z
    .string()
    .max(SCRIPT_TEXT_MAX, { error: msgRef('fieldTooLong', { field: 'stdin', max: SCRIPT_TEXT_MAX }) })
    .default(''),
  /** Seconds each step (or the whole stdin command) may wait. */
  timeoutSeconds: z
    .number({ error: msgRef('fieldInvalid', { field: 'timeoutSeconds' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'timeoutSeconds' }) })
    .min(1, { error: msgRef('fieldInvalid', { field: 'timeoutSeconds' }) })
    .max(120, { error: msgRef('fieldInvalid', { field: 'timeoutSeconds' }) })
    .default(10),
};

const refineScript = (
  script: {
    mode: string;
    privilegedAccount: string;
    input: string;
    steps: unknown[];
    stdin: string;
  },
  ctx: z.RefinementCtx,
) => {
  if (script.mode === 'privileged' && script.privilegedAccount === '')
    ctx.addIssue({
      code: 'custom',
      path: ['privilegedAccount'],
      message: msgRef('fieldRequired', { field: 'privilegedAccount' }),
    });
  if (script.input === 'dialogue' && script.steps.length === 0)
    ctx.addIssue({ code: 'custom', path: ['steps'], message: msgRef('scriptStepsRequired') });
  if (script.input === 'stdin' && script.stdin.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['stdin'], message: msgRef('fieldRequired', { field: 'stdin' }) });
};

export const AddScriptBodySchema = z.object(scriptFields).superRefine(refineScript);
export type AddScriptBody = z.input<typeof AddScriptBodySchema>;
export const UpdateScriptBodySchema = z
  .object({ scriptId: idNumber('scriptId'), ...scriptFields })
  .superRefine(refineScript);
export type UpdateScriptBody = z.input<typeof UpdateScriptBodySchema>;

export const ChangeScriptSchema = z.object({
  scriptId: z.number().int(),
  scriptName: z.string(),
  description: z.string(),
  mode: z.enum(['self', 'privileged']),
  privilegedAccount: z.string(),
  command: z.string(),
  input: z.enum(['dialogue', 'stdin']),
  steps: z.array(z.object({ expect: z.string(), send: z.string() })),
  stdin: z.string(),
  timeoutSeconds: z.number().int(),
  /** Shipped with Gatehouse: may be changed, not deleted. */
  builtIn: z.boolean(),
  /** Scheduled tasks that use it (it cannot be deleted while any does). */
  taskCount: z.number().int(),
  createBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ChangeScript = z.infer<typeof ChangeScriptSchema>;

export const listScripts = endpoint({
  method: 'GET',
  path: '/task/script/list',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'Password-change scripts by name',
  query: PageQuerySchema.extend({ scriptName: optionalFilter('scriptName') }),
  reply: ChangeScriptSchema,
  paged: true,
});

export const getScript = endpoint({
  method: 'GET',
  path: '/task/script/:id',
  access: Permission.policyCenterQuery,
  tag,
  summary: 'One password-change script',
  params: z.object({ id: idText('id') }),
  reply: ChangeScriptSchema,
});

export const addScript = endpoint({
  method: 'POST',
  path: '/task/script/add',
  access: Permission.taskEdit,
  tag,
  summary: 'Adds a password-change script',
  body: AddScriptBodySchema,
  reply: ChangeScriptSchema,
});

export const updateScript = endpoint({
  method: 'PUT',
  path: '/task/script/edit',
  access: Permission.taskEdit,
  tag,
  summary: 'Changes a password-change script',
  body: UpdateScriptBodySchema,
  reply: ChangeScriptSchema,
});

export const removeScripts = endpoint({
  method: 'POST',
  path: '/task/script/remove/:ids',
  access: Permission.taskEdit,
  tag,
  summary: 'Deletes password-change scripts no task uses (built-in ones stay)',
  params: z.object({ ids: idListText('ids') }),
  reply: z.object({ removed: z.number().int() }),
});

export const ScriptTestResultSchema = z.object({
  /** Whether the password was changed on the host, verified by signing in with it and stored in the vault. */
  changed: z.boolean(),
  /** What happened, in the caller's language (never a secret). */
  message: z.string(),
  /** The dialogue as the host printed it, passwords masked. */
  transcript: z.string(),
});
export type ScriptTestResult = z.infer<typeof ScriptTestResultSchema>;

export const testScript = endpoint({
  method: 'POST',
  path: '/task/script/test',
  access: Permission.taskEdit,
  tag,
  summary: "Test run: changes one account's password on its host with the script, verifies it and stores it",
  body: z.object({ scriptId: idNumber('scriptId'), accountId: idNumber('accountId') }),
  reply: ScriptTestResultSchema,
});
