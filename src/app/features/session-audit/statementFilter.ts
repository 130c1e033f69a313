import type { StatementRecord } from '../../../shared/api/dbSessions';
import type { TerminalSession } from '../../../shared/api/terminal';

/** Protocols of database sessions (docs/database-sessions.md): no recording, statements instead of commands. */
const DATABASE_PROTOCOLS: ReadonlySet<string> = new Set(['MYSQL', 'POSTGRESQL']);

export const isDatabaseSession = (session: Pick<TerminalSession, 'protocol'>): boolean =>
  DATABASE_PROTOCOLS.has(session.protocol.toUpperCase());

/**
 * The statements whose text, parameter values, error or error code contain the search text, ignoring case; all of them for an
 * empty (or blank) search. Order is kept: the statements stay in the order they were run.
 */
export function filterStatements(statements: readonly StatementRecord[], search: string): StatementRecord[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...statements];
  return statements.filter((statement) =>
    [statement.sql, statement.error, statement.errorCode, ...(statement.params ?? [])].some((text) =>
      text?.toLocaleLowerCase().includes(needle),
    ),
  );
}
