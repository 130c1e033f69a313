import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { EmptySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';

/**
 * Database sessions (docs/database-sessions.md): the operator opens a session on a database asset (MySQL or
 * PostgreSQL) with an account they are granted; the bastion logs in with the vault's password and keeps one live
 * connection on the node that opened it, until it is closed or idle too long. Statements run one at a time with a
 * row limit and a timeout, a running one can be cancelled, and every one is recorded for the session audit.
 * The session itself is a row of the session audit (/vedio-replay) with protocol MYSQL or POSTGRESQL.
 */
const tag = 'database';

/** Default and largest row limit and statement timeout a call may ask for. */
export const DB_ROW_LIMIT_DEFAULT = 1000;
export const DB_ROW_LIMIT_MAX = 10_000;
export const DB_TIMEOUT_MS_DEFAULT = 30_000;
export const DB_TIMEOUT_MS_MAX = 600_000;
/** Largest statement text (characters) a call may send. */
export const DB_STATEMENT_MAX_CHARS = 65_536;

const field = (name: string) => ({ error: msgRef('fieldInvalid', { field: name }) });

export const OpenDbSessionBodySchema = z.object({
  assetId: idNumber('assetId'),
  accountId: idNumber('accountId'),
  /** The database (MySQL) or database name (PostgreSQL) to start in; PostgreSQL's `postgres` when absent. */
  database: z.string(field('database')).trim().min(1, field('database')).max(64, field('database')).optional(),
});
export type OpenDbSessionBody = z.input<typeof OpenDbSessionBodySchema>;

export const DbSessionSchema = z.object({
  sessionId: z.number().int(),
  /** 'MYSQL' or 'POSTGRESQL', as the session audit lists it. */
  protocol: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  database: z.string().nullable(),
  startTime: z.string(),
  /** The session ends after this long without a statement (the bastion's limit, or a behaviour policy's shorter one). */
  idleTimeoutSeconds: z.number().int(),
  /** The behaviour policies in effect at opening (docs/database-sessions.md, "Policies"): rows a statement returns at
   * most and how long it may run (the console asks for no more), the longest the session may last (null: no limit),
   * and whether result columns may be masked. A policy changed later applies to the next statement. */
  rowLimit: z.number().int(),
  statementTimeoutMs: z.number().int(),
  maxSessionMinutes: z.number().int().nullable(),
  masking: z.boolean(),
});
export type DbSession = z.infer<typeof DbSessionSchema>;

export const openDbSession = endpoint({
  method: 'POST',
  path: '/database/sessions',
  access: Permission.homeQuery,
  tag,
  summary: 'Log into a database asset with one of its accounts the caller may use (vault password, never shown)',
  body: OpenDbSessionBodySchema,
  reply: DbSessionSchema,
});

const sessionIdParams = z.object({ sessionId: idText('sessionId') });

export const closeDbSession = endpoint({
  method: 'DELETE',
  path: '/database/sessions/:sessionId',
  access: Permission.homeQuery,
  tag,
  summary: 'End one of the caller’s own database sessions now',
  params: sessionIdParams,
  reply: EmptySchema,
});

/** maxRows and timeoutMs: absent, the behaviour policy's (or the default); a caller may only ask for less. */
export const RunStatementBodySchema = z.object({
  sql: z.string(field('sql')).trim().min(1, field('sql')).max(DB_STATEMENT_MAX_CHARS, field('sql')),
  maxRows: z
    .number(field('maxRows'))
    .int(field('maxRows'))
    .min(1, field('maxRows'))
    .max(DB_ROW_LIMIT_MAX, field('maxRows'))
    .optional(),
  timeoutMs: z
    .number(field('timeoutMs'))
    .int(field('timeoutMs'))
    .min(100, field('timeoutMs'))
    .max(DB_TIMEOUT_MS_MAX, field('timeoutMs'))
    .optional(),
});
export type RunStatementBody = z.input<typeof RunStatementBodySchema>;

export const DbColumnSchema = z.object({
  name: z.string(),
  /** The database's type name (`int`, `varchar`, `timestamptz`, …). */
  type: z.string(),
  /** Its values were masked by a behaviour policy's masking rule before they left the bastion. */
  masked: z.boolean().optional(),
});
export type DbColumn = z.infer<typeof DbColumnSchema>;

/** One value of a result: numbers that fit a double, text otherwise (big integers, decimals), ISO dates, binary as 0x hex. */
export const DbValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const StatementResultSchema = z.object({
  statementId: z.number().int(),
  /** Empty for a statement that returns no rows (INSERT, UPDATE, DDL). */
  columns: z.array(DbColumnSchema),
  rows: z.array(z.array(DbValueSchema)),
  /** Rows returned to the caller (at most the row limit). */
  rowCount: z.number().int(),
  /** Rows the statement changed (INSERT, UPDATE, DELETE); null for a query. */
  affectedRows: z.number().int().nullable(),
  /** The result had more rows than the limit: only the first maxRows are here. */
  truncated: z.boolean(),
  durationMs: z.number().int(),
  /** An SQL interception policy's warning (the statement ran and was recorded). */
  warning: z.string().optional(),
});
export type StatementResult = z.infer<typeof StatementResultSchema>;

export const runDbStatement = endpoint({
  method: 'POST',
  path: '/database/sessions/:sessionId/statements',
  access: Permission.homeQuery,
  tag,
  summary: 'Run one statement in the caller’s database session (row limit, timeout); recorded for the audit',
  params: sessionIdParams,
  body: RunStatementBodySchema,
  reply: StatementResultSchema,
  audit: { kind: 'other' },
});

export const cancelDbStatement = endpoint({
  method: 'POST',
  path: '/database/sessions/:sessionId/cancel',
  access: Permission.homeQuery,
  tag,
  summary: 'Cancel the statement running in the caller’s database session',
  params: sessionIdParams,
  /** Whether a statement was running to cancel. */
  reply: z.object({ cancelled: z.boolean() }),
  audit: { kind: 'other' },
});

/** How much of one parameter value the audit keeps, and how many values of one statement. */
export const STATEMENT_PARAM_MAX_CHARS = 512;
export const STATEMENT_PARAMS_MAX = 100;

/** What became of a recorded statement. */
export const StatementOutcome = {
  ok: 'ok',
  error: 'error',
  timeout: 'timeout',
  cancelled: 'cancelled',
  /** SQL interception: refused by a policy; ran with a policy's warning; ran once approved; refused or withdrawn. */
  blocked: 'blocked',
  warned: 'warned',
  approved: 'approved',
  refused: 'refused',
  withdrawn: 'withdrawn',
} as const;

export const StatementRecordSchema = z.object({
  statementId: z.number().int(),
  sql: z.string(),
  /** When it was sent (ISO-8601 UTC). */
  time: z.string(),
  durationMs: z.number().int(),
  /** StatementOutcome. */
  outcome: z.string(),
  rowCount: z.number().int().nullable(),
  affectedRows: z.number().int().nullable(),
  truncated: z.boolean(),
  /** The database's error as it said it, and its code (`ER_NO_SUCH_TABLE`, SQLSTATE `42P01`); null on success. */
  error: z.string().nullable(),
  errorCode: z.string().nullable(),
  /** The result's shape: its columns, without the values. */
  columns: z.array(DbColumnSchema),
  /**
   * A prepared statement's parameter values as a native client bound them, in order (NULL as null), each cut to
   * STATEMENT_PARAM_MAX_CHARS; null for a statement without parameters (every web console statement).
   */
  params: z.array(z.string().nullable()).nullable(),
});
export type StatementRecord = z.infer<typeof StatementRecordSchema>;

export const listDbSessionStatements = endpoint({
  method: 'GET',
  path: '/audit/sessions/:sessionId/statements',
  access: Permission.logQuery,
  tag,
  summary: 'The statements run in a database session, in order, with their figures and errors',
  params: sessionIdParams,
  reply: z.array(StatementRecordSchema),
});
