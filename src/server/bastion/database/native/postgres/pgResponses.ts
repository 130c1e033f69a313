import type { DbColumn } from '../../../../../shared/api/dbSessions';
import { readFields } from './pgMessages';
import { pgTypeName } from './pgTypeNames';

/** One statement the client sent (a Query's text, or an Execute's prepared text), as its results come back. */
export interface StatementTrack {
  sql: string;
  /** The parameter values bound to it (extended query), null without any. */
  params: (string | null)[] | null;
  /** Stops the behaviour policy's statement clock; true when it ran out (the statement was cancelled for it). */
  stopClock: () => boolean;
  startedAt: Date;
  start: number;
  rows: number;
  affected: number | null;
  columns: DbColumn[];
  error: { code: string | null; message: string } | null;
  /** How it is recorded when it ends without an error: ok, or warned / approved by interception. */
  outcome: 'ok' | 'warned' | 'approved' | 'blocked' | 'refused' | 'withdrawn' | 'error' | 'timeout' | 'cancelled';
}

/**
 * What the listener expects back from the database for each message it sent, in order: the server answers the
 * messages of a connection in the order they were sent, so the head of this queue is what the next answer is about.
 * `swallow`: a message the listener added itself (a refusal's set-up), whose answer the client must not see.
 */
export type ExpectedKind =
  | { kind: 'query'; track: StatementTrack | null }
  | { kind: 'execute'; track: StatementTrack | null }
  | { kind: 'parse' | 'bind' | 'close' | 'describe'; swallow: boolean }
  | { kind: 'sync' };

/** `batch`: the extended-query batch (messages up to a Sync) the message was sent in. */
export type Expected = ExpectedKind & { batch: number };

/** RowDescription: each column's name and type (by oid); the values are never decoded. */
export function readRowDescription(body: Buffer): DbColumn[] {
  const count = body.readInt16BE(0);
  const columns: DbColumn[] = [];
  let at = 2;
  for (let i = 0; i < count; i += 1) {
    const nul = body.indexOf(0, at);
    if (nul < 0) break;
    const name = body.toString('utf8', at, nul);
    at = nul + 1;
    const typeOid = body.readInt32BE(at + 6);
    columns.push({ name, type: pgTypeName(typeOid) });
    at += 18;
  }
  return columns;
}

const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** Rows a CommandComplete tag says were changed (`INSERT 0 5`, `UPDATE 3`), or null for other commands. */
export function affectedRowsOf(body: Buffer): number | null {
  const tag = body.toString('utf8', 0, Math.max(0, body.length - 1));
  const words = tag.split(' ');
  if (!CHANGING_COMMANDS.has(words[0] ?? '')) return null;
  const count = Number(words.at(-1));
  return Number.isSafeInteger(count) ? count : null;
}

export function readError(body: Buffer): { code: string | null; message: string } {
  const fields = readFields(body);
  return { code: fields.get('C') ?? null, message: fields.get('M') ?? 'error' };
}
