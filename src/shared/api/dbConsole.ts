import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { DbSessionSchema, StatementRecordSchema } from './dbSessions';
import { endpoint } from './endpoint';
import { idText } from './ids';

/**
 * What the web SQL console asks of its live database session beyond statements (docs/database-sessions.md, "The
 * web SQL console"): the session's state for a tab that reattaches after a reload, the databases the account can
 * see and a change of database, and the schema for the browser and completion. The owner only, as for statements.
 */
const tag = 'database';

/** Statements of the session a reattaching tab is told (the newest). */
export const DB_RECENT_STATEMENTS = 20;
/** Bounds of one schema reply: tables (and views) and their columns in all; past them the reply says it was cut. */
export const DB_SCHEMA_MAX_TABLES = 2000;
export const DB_SCHEMA_MAX_COLUMNS = 20_000;
export const DB_MAX_DATABASES = 1000;

const sessionIdParams = z.object({ sessionId: idText('sessionId') });
const databaseName = (name: string) =>
  z
    .string({ error: msgRef('fieldRequired', { field: name }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: name }) })
    .max(64, { error: msgRef('fieldInvalid', { field: name }) });

export const DbSessionStateSchema = z.object({
  /** The session-open reply, with the database it is in now. */
  session: DbSessionSchema,
  /** A statement is running (the tab shows it running, and can cancel it). */
  busy: z.boolean(),
  /** The newest statements, oldest first: a tab whose reply was lost in a drop finds what became of it here. */
  statements: z.array(StatementRecordSchema),
});
export type DbSessionState = z.infer<typeof DbSessionStateSchema>;

export const getDbSessionState = endpoint({
  method: 'GET',
  path: '/database/sessions/:sessionId',
  access: Permission.homeQuery,
  tag,
  summary: 'One of the caller’s own live database sessions: the database it is in, busy or not, its last statements',
  params: sessionIdParams,
  reply: DbSessionStateSchema,
});

export const DbDatabaseListSchema = z.object({
  /** The database the session is in (null: the server's default, MySQL without one). */
  current: z.string().nullable(),
  databases: z.array(z.string()),
  truncated: z.boolean(),
});
export type DbDatabaseList = z.infer<typeof DbDatabaseListSchema>;

export const listDbSessionDatabases = endpoint({
  method: 'GET',
  path: '/database/sessions/:sessionId/databases',
  access: Permission.homeQuery,
  tag,
  summary: 'The databases the session’s account can see (read on a short second connection of the same account)',
  params: sessionIdParams,
  reply: DbDatabaseListSchema,
});

export const UseDatabaseBodySchema = z.object({ database: databaseName('database') });
export type UseDatabaseBody = z.input<typeof UseDatabaseBodySchema>;

export const useDbSessionDatabase = endpoint({
  method: 'PUT',
  path: '/database/sessions/:sessionId/database',
  access: Permission.homeQuery,
  tag,
  summary: 'Move the session to another database (MySQL USE; PostgreSQL logs in again to it); recorded as a statement',
  params: sessionIdParams,
  body: UseDatabaseBodySchema,
  reply: DbSessionSchema,
  audit: { kind: 'other' },
});

export const DbSchemaQuerySchema = z.object({
  /** The database to read (another than the session's is read on its own short connection); the session's when absent. */
  database: databaseName('database').optional(),
});

export const DbSchemaColumnSchema = z.object({ name: z.string(), type: z.string() });
export const DbSchemaTableSchema = z.object({
  /** PostgreSQL's schema; MySQL's database. */
  schema: z.string(),
  name: z.string(),
  kind: z.enum(['table', 'view']),
  columns: z.array(DbSchemaColumnSchema),
});
export type DbSchemaTable = z.infer<typeof DbSchemaTableSchema>;

export const DbSchemaSchema = z.object({
  database: z.string().nullable(),
  tables: z.array(DbSchemaTableSchema),
  /** More tables or columns than the bounds: only the first are here (by schema and name). */
  truncated: z.boolean(),
});
export type DbSchema = z.infer<typeof DbSchemaSchema>;

export const getDbSessionSchema = endpoint({
  method: 'GET',
  path: '/database/sessions/:sessionId/schema',
  access: Permission.homeQuery,
  tag,
  summary:
    'Tables, views and their columns of a database the session’s account can see (bounded; never waits on a statement)',
  params: sessionIdParams,
  query: DbSchemaQuerySchema,
  reply: DbSchemaSchema,
});
