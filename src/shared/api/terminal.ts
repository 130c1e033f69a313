import { z } from 'zod';
import { Permission } from '../access/permissions';
import { TERMINAL_COLS_MAX, TERMINAL_ROWS_MAX } from '../protocol/terminal';
import { msgRef } from '../rules/validation';
import { EffectiveBehaviorSchema } from './behaviorPolicies';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/**
 * Terminal sessions (docs/terminal.md). The operator opens a session with POST
 * /terminal/sessions (the server logs into the host with the vault's credential, through the asset's network
 * proxy when it has one) and then attaches the socket of src/shared/protocol/terminal.ts. The session audit
 * (/vedio-replay, system:log:query) lists online and finished sessions, their commands and their recording.
 */
const tag = 'terminal';

/** Spec §3 Login result. */
export const LoginResult = { success: 1, failure: 2, connectionClosed: 3 } as const;
/** A session row's state. */
export const SessionState = { online: 1, finished: 2 } as const;

const cols = z
  .number({ error: msgRef('fieldInvalid', { field: 'cols' }) })
  .int({ error: msgRef('fieldInvalid', { field: 'cols' }) })
  .min(1, { error: msgRef('fieldInvalid', { field: 'cols' }) })
  .max(TERMINAL_COLS_MAX, { error: msgRef('fieldInvalid', { field: 'cols' }) });
const rows = z
  .number({ error: msgRef('fieldInvalid', { field: 'rows' }) })
  .int({ error: msgRef('fieldInvalid', { field: 'rows' }) })
  .min(1, { error: msgRef('fieldInvalid', { field: 'rows' }) })
  .max(TERMINAL_ROWS_MAX, { error: msgRef('fieldInvalid', { field: 'rows' }) });

export const OpenSessionBodySchema = z.object({
  assetId: idNumber('assetId'),
  accountId: idNumber('accountId'),
  cols: cols.default(80),
  rows: rows.default(24),
});
export type OpenSessionBody = z.input<typeof OpenSessionBodySchema>;

/** A session as its owner and the audit see it. Never a credential. */
export const TerminalSessionSchema = z.object({
  sessionId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
  port: z.number().int(),
  /** 'SSH' or 'TELNET' (spec §3 Protocols). */
  protocol: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  /** The network proxy the session went through, if any. */
  proxyName: z.string().nullable(),
  /** Spec §3 Encoding: 'UTF-8' or 'GB2312'. */
  encoding: z.string(),
  clientIp: z.string(),
  /** SessionState: online 1, finished 2. */
  state: z.number().int(),
  /** Spec §3 Login result: success 1, failure 2, connection closed 3. */
  loginResult: z.number().int(),
  /** Why the login failed (`authRejected`, `unreachable`, `hostKeyChanged`, …); null after a success. */
  failureReason: z.string().nullable(),
  /** SessionEndReason of src/shared/protocol/terminal.ts; null while online. */
  endReason: z.string().nullable(),
  /** Who ended it from the monitor, when an auditor did. */
  terminatedBy: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** Seconds from start to end (or to now while online). */
  durationSeconds: z.number(),
  /** Size of the recording in bytes; 0 when there is none (a failed login). */
  recordingBytes: z.number().int(),
  commandCount: z.number().int(),
  /** Whether the browser's socket is attached right now (false during a network drop's grace). */
  attached: z.boolean(),
  /** What the behaviour policies decided when the session opened; null for sessions older than them. */
  behavior: EffectiveBehaviorSchema.nullable(),
});
export type TerminalSession = z.infer<typeof TerminalSessionSchema>;

export const openTerminalSession = endpoint({
  method: 'POST',
  path: '/terminal/sessions',
  access: Permission.homeQuery,
  tag,
  summary: 'Log into an asset with one of its accounts the caller may use; attach the terminal socket next',
  body: OpenSessionBodySchema,
  reply: TerminalSessionSchema,
});

const sessionIdParams = z.object({ sessionId: idText('sessionId') });

export const closeTerminalSession = endpoint({
  method: 'DELETE',
  path: '/terminal/sessions/:sessionId',
  access: Permission.homeQuery,
  tag,
  summary: 'End one of the caller’s own sessions now',
  params: sessionIdParams,
  reply: EmptySchema,
});

export const listMyTerminalSessions = endpoint({
  method: 'GET',
  path: '/terminal/sessions/mine',
  access: Permission.homeQuery,
  tag,
  summary: 'The caller’s online sessions (to reattach after a reload)',
  reply: z.array(TerminalSessionSchema),
});

export const ListSessionsQuerySchema = PageQuerySchema.extend({
  /** '1' online, '2' finished; both when absent. */
  state: z.enum(['1', '2'], { error: msgRef('fieldInvalid', { field: 'state' }) }).optional(),
  userName: optionalFilter('userName'),
  /** Asset name or address. */
  asset: optionalFilter('asset'),
  accountName: optionalFilter('accountName'),
  /** Sessions in which a command line containing this text was submitted. */
  command: optionalFilter('command'),
  /** ISO-8601 bounds on the start time. */
  startFrom: optionalFilter('startFrom'),
  startTo: optionalFilter('startTo'),
  /** Exact keys, as the statistics report's breakdowns name them (/statis-info-list). */
  userId: idText('userId').optional(),
  assetId: idText('assetId').optional(),
  protocol: optionalFilter('protocol'),
});
export type ListSessionsQuery = z.input<typeof ListSessionsQuerySchema>;

export const listSessions = endpoint({
  method: 'GET',
  path: '/audit/sessions/list',
  access: Permission.logQuery,
  tag,
  summary: 'Online and finished terminal sessions, newest first, with filters (command text included)',
  query: ListSessionsQuerySchema,
  reply: TerminalSessionSchema,
  paged: true,
});

export const getSession = endpoint({
  method: 'GET',
  path: '/audit/sessions/:sessionId',
  access: Permission.logQuery,
  tag,
  summary: 'One terminal session',
  params: sessionIdParams,
  reply: TerminalSessionSchema,
});

export const SessionCommandSchema = z.object({
  /** Seconds from the start of the recording: where the replay jumps to. */
  at: z.number(),
  line: z.string(),
  /** 'run', or what interception did: 'blocked', 'held', 'approved', 'refused', 'warned'. */
  action: z.string(),
  time: z.string(),
});
export type SessionCommand = z.infer<typeof SessionCommandSchema>;

export const listSessionCommands = endpoint({
  method: 'GET',
  path: '/audit/sessions/:sessionId/commands',
  access: Permission.logQuery,
  tag,
  summary: 'The command lines submitted in a session, in order, with their moment in the recording',
  params: sessionIdParams,
  reply: z.array(SessionCommandSchema),
});

export const ListCommandsQuerySchema = PageQuerySchema.extend({
  /** ISO-8601 bounds on the time the line was submitted. */
  timeFrom: optionalFilter('timeFrom'),
  timeTo: optionalFilter('timeTo'),
  /** 'run', 'warned', 'blocked', 'approved', 'refused' or 'withdrawn'. */
  action: z
    .enum(['run', 'warned', 'blocked', 'approved', 'refused', 'withdrawn'], {
      error: msgRef('fieldInvalid', { field: 'action' }),
    })
    .optional(),
  /** Lines held for approval, whatever the outcome (approved, refused, withdrawn). */
  held: z.enum(['true'], { error: msgRef('fieldInvalid', { field: 'held' }) }).optional(),
  userId: idText('userId').optional(),
  assetId: idText('assetId').optional(),
  /** Text the line contains. */
  line: optionalFilter('line'),
});
export type ListCommandsQuery = z.input<typeof ListCommandsQuerySchema>;

export const CommandRecordSchema = SessionCommandSchema.extend({
  commandId: z.number().int(),
  sessionId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  accountName: z.string(),
});
export type CommandRecord = z.infer<typeof CommandRecordSchema>;

export const listCommands = endpoint({
  method: 'GET',
  path: '/audit/commands/list',
  access: Permission.logQuery,
  tag,
  summary: 'Command lines of every session, newest first, by time, outcome, user, asset and text',
  query: ListCommandsQuerySchema,
  reply: CommandRecordSchema,
  paged: true,
});

export const terminateSession = endpoint({
  method: 'POST',
  path: '/audit/sessions/:sessionId/terminate',
  access: Permission.logQuery,
  tag,
  summary: 'End a live session from the monitor (end reason terminated; only on the node holding it)',
  params: sessionIdParams,
  reply: EmptySchema,
});

/**
 * The recording itself is not an envelope: GET /prod-api/audit/sessions/:sessionId/cast with the
 * Authorization header answers the asciicast v2 file (application/x-asciicast, attachment), permission
 * system:log:query, every download audited. While the session is online it answers what is on disk so far.
 */
export const sessionCastPath = (sessionId: number) => `/audit/sessions/${sessionId}/cast`;

/** The endpoints the terminal module serves (the session audit's are listed by its own module). */
export const terminalEndpoints = [openTerminalSession, closeTerminalSession, listMyTerminalSessions];
